import { arabicDigits } from '../../arabic-digits';
import { AR_TICKET } from './ticket';

/**
 * The emails to a booker (docs/emails.md#every-email): received, accepted, rejected, expired, the payment
 * reminder, cancelled (by the booker, the staff or with the event), the links to their bookings. Server code only.
 */
export const AR_BOOKING_EMAILS = {
  /** Replies reach the agency: every email carries Reply-To: MAIL_REPLY_TO (docs/emails.md#reply-to-and-contact). */
  footer: 'للاستفسار رُدّ على هذه الرسالة واذكر الرقم المرجعي لحجزك.',
  /** The agency's contact (MAIL_REPLY_TO, CONTACT_PHONE when set), in every booker email. */
  contactUs: (email: string, phone?: string) =>
    phone ? `للتواصل معنا: ${email} أو الهاتف ${phone}` : `للتواصل معنا: ${email}`,
  /** What the booker does on their own page (the link of docs/api/booker-page.md#the-link). */
  bookingPageIntro: 'من صفحة حجزك ترسل صورة إثبات الدفع وتتابع حالة الحجز في أي وقت.',
  bookingPageButton: 'صفحة حجزي',
  bookingPageLink: (url: string) => `رابط صفحة حجزك: ${url}`,
  /** Rejected, expired or cancelled: how to reach the agency about it. */
  questionsIntro: 'لأي سؤال عن هذا الحجز أو عن مبلغ حوّلته، تواصل معنا واذكر الرقم المرجعي.',
  greeting: (name: string) => `مرحباً ${name}،`,
  reference: 'الرقم المرجعي',
  event: 'الفعالية',
  eventDate: 'الموعد',
  location: 'المكان',
  amount: 'المبلغ',
  paymentMethod: 'طريقة الدفع',
  fromNumber: 'رقمك المسجل',
  accountName: 'اسم الحساب',
  cairoTime: (when: string) => `${when} (بتوقيت القاهرة)`,
  receivedSubject: (event: string, reference: string) => `تم استلام طلب حجزك: ${event} (${reference})`,
  receivedTitle: 'تم استلام طلب حجزك',
  receivedIntro: (event: string) =>
    `استلمنا طلب حجز تذكرة لفعالية «${event}». يُؤكَّد الحجز بعد وصول المبلغ ومراجعته.`,
  howToPay: 'كيفية الدفع',
  payInstaPay: (account: string) => `حوّل المبلغ عبر إنستاباي إلى الحساب: ${account}`,
  payVodafoneCash: (number: string) => `حوّل المبلغ عبر فودافون كاش إلى الرقم: ${number}`,
  writeReference: (reference: string) =>
    `مهم: اكتب الرقم المرجعي ${reference} في ملاحظة التحويل حتى نتعرف على دفعتك بسرعة.`,
  deadline: (when: string) =>
    `آخر موعد للدفع: ${when}. إذا لم يصل المبلغ أو إثبات الدفع قبل هذا الموعد يُلغى الحجز تلقائياً ويُتاح المقعد لغيرك.`,
  freeEvent: 'هذه الفعالية مجانية ولا يلزم أي دفع. سنراجع طلبك ونرسل إليك التذكرة بالبريد.',
  acceptedSubject: (event: string) => `تذكرتك لفعالية ${event}`,
  acceptedTitle: 'تم تأكيد حجزك',
  acceptedIntro: (event: string) =>
    `تم تأكيد حجزك لفعالية «${event}». قدّم رمز QR التالي عند الدخول ليتم تسجيل حضورك.`,
  qrAlt: 'رمز QR الخاص بتذكرتك',
  viewTicket: 'عرض التذكرة',
  ticketLinkText: (url: string) => `رابط التذكرة: ${url}`,
  calendarHint: 'أضف الفعالية إلى تقويمك من ملف التقويم المرفق.',
  rejectedSubject: (event: string) => `لم يتم تأكيد حجزك لفعالية ${event}`,
  rejectedTitle: 'لم يتم تأكيد حجزك',
  rejectedIntro: (event: string, reference: string) =>
    `نأسف، تم رفض طلب حجزك رقم ${reference} لفعالية «${event}». إذا كنت قد حوّلت المبلغ فتواصل معنا مع ذكر الرقم المرجعي.`,
  rejectedReason: (reason: string) => `سبب الرفض: ${reason}`,
  expiredSubject: (event: string) => `انتهت مهلة الدفع لحجزك في ${event}`,
  expiredTitle: 'انتهت مهلة الدفع',
  expiredIntro: (event: string, reference: string) =>
    `انتهت مهلة الدفع لطلب حجزك رقم ${reference} لفعالية «${event}» دون وصول إثبات الدفع، فتم إلغاء الطلب وإتاحة المقعد. إذا كنت قد حوّلت المبلغ فتواصل معنا مع ذكر الرقم المرجعي. ويمكنك الحجز من جديد إن توفرت مقاعد.`,
  /** A booking of several tickets: its people. */
  people: 'الأشخاص',
  ticketOf: (n: number, of: number, name: string) =>
    `التذكرة ${arabicDigits(n)} من ${arabicDigits(of)}: ${name}`,
  /** The booker's own page: cancelled by the booker, the links to their bookings, the payment reminder. */
  cancelledSubject: (event: string) => `تم إلغاء حجزك لفعالية ${event}`,
  cancelledTitle: 'تم إلغاء حجزك',
  cancelledIntro: (event: string, reference: string) =>
    `تم إلغاء حجزك رقم ${reference} لفعالية «${event}» بناءً على طلبك، وأُتيح المقعد لغيرك.`,
  linksSubject: 'روابط حجوزاتك',
  linksTitle: 'روابط حجوزاتك',
  linksIntro: 'طلبت روابط حجوزاتك. افتح الرابط لترى حالة الحجز وتدفع أو ترسل إثبات الدفع أو تعرض التذكرة.',
  openBooking: 'فتح الحجز',
  reminderSubject: (event: string) => `تذكير: حجزك لفعالية ${event} ينتهي قريباً`,
  reminderTitle: 'حجزك ينتهي قريباً',
  reminderIntro: (event: string, reference: string, when: string) =>
    `لم يصلنا إثبات الدفع لحجزك رقم ${reference} لفعالية «${event}». إن لم يتم الدفع قبل ${when} يُلغى الحجز تلقائياً.`,
  viewBooking: 'عرض حجزي والدفع',
  bookingLink: (url: string) => `رابط حجزك: ${url}`,
  /** Cancelled by the staff, or with the event (docs/api/bookings.md#the-payment-clock). */
  staffCancelledIntro: (event: string, reference: string) =>
    `نأسف لإبلاغك بأن حجزك رقم ${reference} لفعالية «${event}» قد أُلغي.`,
  reason: (reason: string) => `السبب: ${reason}`,
  refundNote: AR_TICKET.refundWillReturn,
  eventCancelledSubject: (event: string) => `إلغاء فعالية ${event}`,
  eventCancelledTitle: 'أُلغيت الفعالية',
  eventCancelledIntro: (event: string) => `نأسف لإبلاغك بأن فعالية «${event}» قد أُلغيت، وأُلغيت معها حجوزاتك:`,
  yourBookings: 'حجوزاتك',
} as const;
