import { arabicCount } from '../../arabic-count';
import { arabicNumber } from '../../arabic-digits';

/**
 * The staff's page of one event (/admin/events/{id}, docs/api/reports.md#the-events-page) and the
 * Admin's home figures that come from the same report.
 */
export const AR_EVENT_PAGE = {
  loadFailed: 'تعذّر تحميل تقرير الفعالية',
  notFound: 'الفعالية غير موجودة',
  backToEvents: 'كل الفعاليات',
  reportTitle: 'تقرير الفعالية',
  cancelled: 'ملغاة',
  figures: {
    sold: 'التذاكر المباعة',
    soldOf: (sold: number, capacity: number) =>
      arabicCount(
        sold,
        {
          zero: 'لا تذاكر من {capacity}',
          one: 'تذكرة واحدة من {capacity}',
          two: 'تذكرتان من {capacity}',
          few: '{n} تذاكر من {capacity}',
          many: '{n} تذكرة من {capacity}',
          other: '{n} تذكرة من {capacity}',
        },
        { capacity },
      ),
    soldHint: (accepted: number, pending: number) =>
      `مؤكدة ${arabicNumber(accepted)} · بانتظار الدفع ${arabicNumber(pending)}`,
    received: 'المبالغ المحصّلة',
    pending: 'مبالغ بانتظار الدفع',
    refundsDue: 'مبالغ مستحقة الرد',
    refunded: (amount: string) => `تم رد ${amount}`,
    checkedIn: 'الحضور',
    checkedInOf: (checkedIn: number, accepted: number) =>
      arabicCount(
        checkedIn,
        {
          zero: 'لم يحضر أحد من {accepted}',
          one: 'حضر شخص واحد من {accepted}',
          two: 'حضر شخصان من {accepted}',
          few: 'حضر {n} أشخاص من {accepted}',
          many: 'حضر {n} شخصاً من {accepted}',
          other: 'حضر {n} شخص من {accepted}',
        },
        { accepted },
      ),
  },
  daily: {
    title: 'التذاكر يوماً بيوم',
    hint: 'مجموع تراكمي: التذاكر المحجوزة والمؤكدة حتى كل يوم',
    empty: 'لا حجوزات بعد',
    booked: 'محجوزة (تراكمي)',
    accepted: 'مؤكدة (تراكمي)',
    columns: {
      date: 'اليوم',
      bookings: 'حجوزات',
      tickets: 'تذاكر محجوزة',
      accepted: 'تذاكر مؤكدة',
      revenue: 'المحصّل',
      bookedTotal: 'المحجوز حتى اليوم',
      acceptedTotal: 'المؤكد حتى اليوم',
    },
  },
  byType: {
    title: 'المبيعات حسب نوع التذكرة',
    columns: { name: 'النوع', sold: 'المباع', available: 'المتاح', revenue: 'المحصّل' },
  },
  byCode: {
    title: 'أكواد الخصم والدعوات',
    empty: 'لم يُستخدم أي كود بعد',
    columns: {
      code: 'الكود',
      kind: 'النوع',
      tickets: 'التذاكر',
      discountGiven: 'الخصم الممنوح',
      revenue: 'المحصّل',
    },
  },
  bySource: {
    title: 'مصادر الحجز',
    empty: 'لا زيارات ولا حجوزات بعد',
    direct: 'مباشر (بدون رابط حملة)',
    columns: { source: 'المصدر', visits: 'زيارات', bookings: 'حجوزات', tickets: 'تذاكر', revenue: 'المحصّل' },
  },
  checkIns: {
    title: 'منحنى الدخول',
    hint: 'عدد من دخلوا في كل ١٠ دقائق',
    empty: 'لم يُسجَّل دخول أحد بعد',
    series: 'دخلوا',
    columns: { at: 'من الساعة', count: 'عدد الداخلين' },
  },
  links: {
    title: 'رابط حملة',
    hint: 'اختر مصدراً أو اكتب اسماً (حروف إنجليزية صغيرة وأرقام و - و _)، ثم انسخ الرابط وشاركه: كل زيارة وحجز منه يُحسب له.',
    source: 'المصدر',
    presets: { whatsapp: 'واتساب', instagram: 'إنستجرام', facebook: 'فيسبوك', tiktok: 'تيك توك' },
    sourceInvalid: 'من ١ إلى ٤٠ حرفاً: حروف إنجليزية صغيرة وأرقام و - و _ فقط',
    link: 'الرابط',
    copy: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
    copyFailed: 'تعذّر النسخ: حدّد الرابط وانسخه يدوياً',
  },
  people: {
    title: 'الأشخاص',
    attendees: 'الحجوزات والحضور',
    waitlist: 'قائمة الانتظار',
  },
  tableOf: (title: string) => `جدول: ${title}`,
  chartOf: (title: string) => `رسم بياني: ${title} (البيانات نفسها في الجدول)`,
  /** The Admin's home (docs/api/reports.md#the-admins-home). */
  home: {
    soldOf: (sold: number, capacity: number) =>
      arabicCount(
        sold,
        {
          zero: 'لم تُبع تذاكر من {capacity}',
          one: 'بيعت تذكرة واحدة من {capacity}',
          two: 'بيعت تذكرتان من {capacity}',
          few: 'بيعت {n} تذاكر من {capacity}',
          many: 'بيعت {n} تذكرة من {capacity}',
          other: 'بيعت {n} تذكرة من {capacity}',
        },
        { capacity },
      ),
    received: (amount: string) => `المحصّل ${amount}`,
    matchedToday: 'تحويلات طابقت حجوزات اليوم',
    refundsDue: 'مبالغ مستحقة الرد',
    waitingBookings: 'حجوزات بانتظار الموظفين',
    money: 'المال',
    toHandle: 'ما ينتظر المعالجة',
    wrongAmount: 'تحويلات بمبلغ مختلف',
    unmatched: 'تحويلات بلا حجز',
    failedEmails: 'رسائل بريد تعذّر إرسالها',
  },
} as const;
