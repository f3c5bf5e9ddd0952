import { arabicDigits } from '../../arabic-digits';

/** A ticket changes hands, and a ticket worth forwarding (docs/api/ticket-transfer.md). */
export const AR_HOLDER = {
  server: {
    tooLate: 'انتهت مهلة تعديل التذاكر',
    bookersOwn: 'تذكرة صاحب الحجز تبقى باسمه، ويمكن تغيير أصحاب تذاكر المرافقين فقط',
    admitted: 'لا يمكن تغيير صاحب تذكرة بعد تسجيل حضورها',
    notActive: 'لا يمكن تعديل تذاكر حجز ملغى أو مرفوض',
    changed: 'تم تغيير صاحب التذكرة، وأُرسلت التذكرة الجديدة إلى بريد صاحب الحجز',
  },
  ui: {
    change: 'تغيير صاحب التذكرة',
    changeFor: (name: string) => `تغيير صاحب تذكرة ${name}`,
    title: 'تغيير صاحب التذكرة',
    intro:
      'اكتب اسم الشخص الجديد ورقمه القومي. ستصدر للتذكرة رمز دخول جديد، ولن يُقبل الرمز القديم عند الدخول.',
    fullName: 'الاسم الكامل للشخص الجديد',
    nationalId: 'الرقم القومي للشخص الجديد',
    save: 'حفظ',
    saving: 'جاري الحفظ...',
    cancel: 'إلغاء',
    until: (when: string) => `يمكن تغيير أصحاب تذاكر المرافقين حتى ${when}.`,
  },
  card: {
    download: 'تنزيل التذكرة',
    downloadOf: (name: string) => `تنزيل تذكرة ${name}`,
    hint: 'نزّل تذكرة كل شخص أو شاركها معه، فيدخل بها وحده.',
    share: 'مشاركة التذكرة',
    making: 'جاري تجهيز التذكرة...',
    failed: 'تعذر تجهيز صورة التذكرة، حاول مرة أخرى.',
    holder: 'صاحب التذكرة',
    date: 'الموعد',
    place: 'المكان',
    type: 'نوع التذكرة',
    reference: 'الرقم المرجعي',
    ticketOf: (n: number, of: number) => `تذكرة ${arabicDigits(n)} من ${arabicDigits(of)}`,
    showAtDoor: 'اعرض هذا الرمز عند الدخول',
    filename: (reference: string, n: number) => `ticket-${reference}-${n}.png`,
  },
  emails: {
    subject: (event: string) => `تذكرة جديدة: ${event}`,
    title: 'تغيّر صاحب تذكرة',
    intro: (n: number, name: string, event: string) =>
      `أصبحت التذكرة رقم ${arabicDigits(n)} في حجزك لـ ${event} باسم ${name}. هذا رمز دخولها الجديد؛ الرمز القديم لم يعد يُقبل عند الدخول.`,
    qrAlt: 'رمز الدخول الجديد',
  },
} as const;
