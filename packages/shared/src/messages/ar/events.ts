import { arabicCount } from '../../arabic-count';

/**
 * The public events pages: the list (/events) and one event (/events/{id}), with their sales state; and
 * the answer every event route gives for an unknown event.
 */
export const AR_EVENTS = {
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
  agencyName: 'Nile Pixel',
  /** The events pages' header: its navigation's name and the link back to the (English) main site. */
  headerNav: 'روابط الموقع',
  mainSite: 'الموقع الرئيسي',
  backToList: 'العودة إلى الفعاليات',
  /** The events list's description in search results and link previews. */
  listDescription:
    'فعاليات Nile Pixel في القاهرة: تفاصيل كل فعالية، المقاعد المتاحة، والحجز والدفع بإنستاباي أو فودافون كاش.',
  /** The sales state the list and the event page show. */
  eventEnded: 'انتهت الفعالية',
  salesClosed: 'انتهى الحجز لهذه الفعالية',
  eventCancelled: 'أُلغيت هذه الفعالية',
  cancelledBecause: (reason: string) => `سبب الإلغاء: ${reason}`,
} as const;
