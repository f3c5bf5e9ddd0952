/** The backups screen (Admin) and its answers (docs/operations.md). */
export const AR_BACKUPS = {
  title: 'النسخ الاحتياطية',
  subtitle:
    'نسخ قاعدة البيانات وصورها وأسرار التذاكر. احفظ نسخة خارج هذا الجهاز (راجع قسم Backups في README).',
  backupNow: 'إنشاء نسخة الآن',
  creating: 'جاري إنشاء النسخة...',
  created: 'تم إنشاء النسخة الاحتياطية',
  name: 'الملف',
  size: 'الحجم',
  createdAt: 'تاريخ الإنشاء',
  empty: 'لا توجد نسخ احتياطية بعد',
  fetchFailed: 'فشل في جلب النسخ الاحتياطية',
  lastFailure: (time: string, message: string) => `فشلت آخر محاولة نسخ (${time}): ${message}`,
  failed: 'تعذر إنشاء النسخة الاحتياطية',
  diskFull: 'لا توجد مساحة كافية على القرص لإنشاء النسخة الاحتياطية',
  notWritable: 'لا يمكن الكتابة في مجلد النسخ الاحتياطية',
  pgDumpMissing: 'الأداة pg_dump غير مثبتة على الخادم',
} as const;
