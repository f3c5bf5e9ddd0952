import { arabicCount } from '../../arabic-count';

/**
 * The booking page (/booking/{id}) as it first loads: the form, the payment steps and the result. Its
 * guests' fields, its validation and the booking endpoint's answers load later, from catalogues of their own.
 */
export const AR_BOOKING_FORM = {
  title: 'احجز تذكرتك الآن',
  nationalId: 'الرقم القومي',
  paymentMethod: 'طريقة الدفع',
  paymentNumber: 'رقم الدفع / المحفظة',
  instaPay: 'إنستاباي',
  vodafoneCash: 'فودافون كاش',
  submit: 'احجز الآن',
  /** Section 13: the one group text of the page's first load (booking-guests.ts loads with the guests' fields). */
  addPerson: 'إضافة شخص',
  sending: 'جاري الإرسال...',
  successTitle: 'تم الحجز بنجاح',
  successMessage: (email: string) =>
    `تم طلب الحجز بنجاح، سيتم إرسال تفاصيل الدفع إلى البريد الإلكتروني ${email}`,
  reference: 'رقم الحجز المرجعي',
  referenceHint: 'اكتب هذا الرقم في ملاحظة التحويل حتى نتعرف على دفعتك بسرعة.',
  failed: 'حدث خطأ أثناء الحجز',
  connectionFailed: 'خطأ في الاتصال بالخادم أو أثناء الحجز',
  soldOut: 'عذراً، نفدت جميع المقاعد لهذه الفعالية',
  /** No network when the visitor pressed 'book now' (or it dropped meanwhile): nothing was sent. */
  offline: 'لا يوجد اتصال بالإنترنت، فلم يُرسل طلب الحجز. تحقق من اتصالك ثم اضغط «احجز الآن» مرة أخرى.',
  /** No answer within 10 seconds: the request is stopped, never sent again by the page. */
  noAnswer:
    'لم يصل رد من الخادم خلال ١٠ ثوانٍ فأوقفنا الطلب. تحقق من اتصالك ثم أعد المحاولة؛ وإن وصلك بريد بتأكيد الحجز فلا داعي لإعادته.',
  /** A 409 for a national ID (or an email) that already holds a booking: the way back to its link. */
  duplicateHint: (email: string) =>
    `إن كان الحجز السابق بالبريد ${email} فيمكننا إرسال رابط صفحة حجزك إليه مرة أخرى.`,
  resendLink: 'أرسل رابط حجزي مرة أخرى',
  eventSummary: 'ملخص الفعالية',
  nationalIdHint: '١٤ رقماً كما في بطاقة الرقم القومي',
  paymentMethodPlaceholder: 'اختر من القائمة',
  vodafoneHint: 'رقم محفظة فودافون كاش: ٠١ ثم ٩ أرقام',
  instaPayHint: 'رقم الهاتف أو عنوان إنستاباي (٦ أحرف على الأقل)',
  paymentTitle: 'خطوات الدفع',
  payTo: 'حوّل قيمة التذكرة إلى:',
  /** Free events (ticketPrice 0): no payment asked, the booking is confirmed at once. */
  freeNote: 'هذه الفعالية مجانية: لا يلزم أي دفع، ويُؤكَّد حجزك فور إرساله وتصلك التذكرة بالبريد.',
  freeConfirmed: 'حجزك مؤكد. أرسلنا التذكرة (رمز QR) إلى بريدك، وتجدها أيضاً في صفحة حجزك.',
  payDeadline: (when: string) => `قبل ${when}، وإلا يُلغى الحجز تلقائياً.`,
  accountName: 'باسم',
  paymentStep1: 'أرسل طلب الحجز واحتفظ بالرقم المرجعي الذي يظهر لك.',
  paymentStep2: (price: string) =>
    `ستصلك رسالة بالبريد الإلكتروني فيها بيانات تحويل مبلغ ${price} عبر إنستاباي أو فودافون كاش.`,
  /** Step 2 when the event's ticket types cost different amounts (docs/api/ticket-types.md): the form's total. */
  paymentStepTotal:
    'ستصلك رسالة بالبريد الإلكتروني فيها بيانات تحويل إجمالي حجزك (كما يظهر في النموذج) عبر إنستاباي أو فودافون كاش.',
  /** The summary's price when the types' prices differ: the lowest, as the event page says it. */
  priceFrom: (price: string) => `من ${price}`,
  paymentStep3: (hours: number) =>
    `حوّل المبلغ واكتب الرقم المرجعي في ملاحظة التحويل ${arabicCount(hours, {
      zero: 'فوراً',
      one: 'خلال ساعة واحدة',
      two: 'خلال ساعتين',
      few: 'خلال {n} ساعات',
      many: 'خلال {n} ساعة',
      other: 'خلال {n} ساعة',
    })}، وإلا يُلغى الحجز تلقائياً.`,
  paymentStep4: 'بعد التحقق من الدفع تصلك التذكرة برمز QR على بريدك الإلكتروني.',
  /** A free event's booking, confirmed at once. */
  freeSuccessTitle: 'تم حجز تذكرتك',
  freeSuccessBody: 'الفعالية مجانية ولا يلزم أي دفع. أرسلنا التذكرة ورابطها إلى بريدك الإلكتروني.',
  /** The result: the amount due and the way to the booker's own page. */
  amount: 'المبلغ المطلوب',
  openPage: 'افتح صفحة حجزك',
  openPageHint: 'من صفحة حجزك تدفع وترسل إثبات الدفع وتتابع الحالة وتعرض التذكرة. وصلك رابطها بالبريد أيضاً.',
} as const;
