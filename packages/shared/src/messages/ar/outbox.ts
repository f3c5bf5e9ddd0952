import { arabicCount } from '../../arabic-count';

/** Emails failed for good after 3 days of retries (docs/api/operations.md#failed-emails), Admin's operations page. */
export const AR_OUTBOX = {
  operations: 'التشغيل',
  title: 'رسائل لم تُرسل',
  subtitle: 'رسائل بريد تعذّر إرسالها بعد محاولات لمدة ٣ أيام. أعد إرسالها بعد إصلاح خادم البريد.',
  to: 'إلى',
  subject: 'الموضوع',
  kind: 'النوع',
  attempts: 'المحاولات',
  lastError: 'آخر خطأ',
  createdAt: 'تاريخ الإنشاء',
  retry: 'إعادة الإرسال',
  retrying: 'جاري الإرسال...',
  retried: 'أُعيدت الرسالة إلى قائمة الإرسال',
  empty: 'لا توجد رسائل متعثرة. كل الرسائل أُرسلت.',
  fetchFailed: 'فشل في جلب الرسائل',
  retryFailed: 'فشل في إعادة الإرسال',
  notFound: 'الرسالة غير موجودة',
  notFailed: 'هذه الرسالة ليست متعثرة: أُرسلت أو ما زالت قيد المحاولة',
  total: (count: number) =>
    arabicCount(count, {
      zero: 'لا رسائل',
      one: 'رسالة واحدة',
      two: 'رسالتان',
      few: '{n} رسائل',
      many: '{n} رسالة',
      other: '{n} رسالة',
    }),
} as const;
