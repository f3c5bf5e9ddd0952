/**
 * Words every Arabic screen shares, public pages and staff panel alike: buttons, states, a person's name
 * and email fields (the booking form, the booker's page, "find my bookings"), the price of a free ticket,
 * the currency, and the file pickers with their picture rule.
 */
export const AR_COMMON = {
  close: 'إغلاق',
  cancel: 'إلغاء',
  confirm: 'تأكيد',
  save: 'حفظ',
  loading: 'جاري التحميل...',
  sending: 'جاري الإرسال...',
  backHome: 'العودة إلى الرئيسية',
  noData: 'لا توجد بيانات',
  currency: 'ج.م.',
  error: 'خطأ',
  ok: 'موافق',
  comingSoon: 'هذه الصفحة قيد الإنشاء وستتوفر قريباً.',
  /** The file pickers (they stand in for the browser's English 'Choose file / No file chosen'). */
  chooseImage: 'اختر صورة',
  noFileChosen: 'لم يُختر ملف',
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  free: 'مجاني',
  imageType: 'يرجى رفع صورة بصيغة JPG أو PNG أو GIF',
  imageSize: 'حجم الصورة يجب ألا يتجاوز ١٠ ميجابايت',
} as const;
