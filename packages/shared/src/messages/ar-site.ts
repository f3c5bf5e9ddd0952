/**
 * The Arabic texts of the public events pages (/events, /events/{id}, /booking/{id}, /ticket/{token})
 * and of the UI parts they share with the staff panel. AR (ar.ts) includes every one of them; these pages
 * import AR_SITE alone, so their first load carries none of the staff panel's texts or the emails'.
 */
import { arabicCount } from '../arabic-count';
import { AR_TICKET } from './ar-ticket';

export const AR_SITE = {
  common: {
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
  },
  events: {
    listTitle: 'الفعاليات',
    fetchFailed: 'فشل في جلب الفعاليات',
    empty: 'لا توجد فعاليات متاحة حالياً',
    loadError: 'حدث خطأ أثناء تحميل البيانات',
    notFound: 'الفعالية غير موجودة',
    soldOut: 'نفدت التذاكر',
    limited: 'مقاعد محدودة',
    hurry: 'سارع بالحجز',
    available: 'متاح الآن',
    bookAction: 'احجز الآن',
    details: 'التفاصيل',
    seatsLeft: (n: number) =>
      arabicCount(n, {
        zero: 'لا مقاعد متبقية',
        one: 'مقعد واحد متبقٍ',
        two: 'مقعدان متبقيان',
        few: '{n} مقاعد متبقية',
        many: '{n} مقعداً متبقياً',
        other: '{n} مقعد متبقٍ',
      }),
    date: 'التاريخ',
    time: 'الوقت',
    location: 'المكان',
    availableSeats: 'المقاعد المتاحة',
    ticketPrice: 'سعر التذكرة',
    imageType: 'يرجى رفع صورة بصيغة JPG أو PNG أو GIF',
    imageSize: 'حجم الصورة يجب ألا يتجاوز ١٠ ميجابايت',
    agencyName: 'Nile Pixel',
    /** The events pages' header: its navigation's name and the link back to the (English) main site. */
    headerNav: 'روابط الموقع',
    mainSite: 'الموقع الرئيسي',
    backToList: 'العودة إلى الفعاليات',
    ticketTitle: 'تذكرة دخول',
    ticketQrAlt: 'رمز QR الخاص بالتذكرة',
    ticketCheckedIn: (when: string) => `تم تسجيل الحضور: ${when}`,
  },
  booking: {
    title: 'احجز تذكرتك الآن',
    nationalId: 'الرقم القومي',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    paymentMethod: 'طريقة الدفع',
    paymentNumber: 'رقم الدفع / المحفظة',
    instaPay: 'إنستاباي',
    vodafoneCash: 'فودافون كاش',
    submit: 'احجز الآن',
    /** Section 13: the one group text of the page's first load (ar-groups.ts loads with the guests' fields). */
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
  },
  bookingStatus: {
    Pending: 'جاري التحقق',
    Accepted: 'مقبول',
    Rejected: 'مرفوض',
    Cancelled: 'ملغى',
  } as Record<string, string>,
  ticket: AR_TICKET,
} as const;
