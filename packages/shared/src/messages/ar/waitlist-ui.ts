import { arabicCount } from '../../arabic-count';
import { arabicDigits } from '../../arabic-digits';
import { ONLY_SEATS_LEFT } from './count-forms';

/**
 * The waiting list's screens (the public page, the event page's offer, the staff's list): a file of their
 * own, so a page imports them without the server's answers and the emails (AR_WAITLIST).
 */
export const AR_WAITLIST_UI = {
  title: 'قائمة الانتظار',
  soldOutLead: 'نفدت المقاعد، لكن المقاعد تعود أحياناً: انضم إلى قائمة الانتظار وسنعرضها عليك بالترتيب.',
  shortLead: (left: number) => `${arabicCount(left, ONLY_SEATS_LEFT)}. تحتاج أكثر؟ انضم إلى قائمة الانتظار.`,
  waitingCount: (n: number) => (n === 0 ? 'لا أحد في الانتظار بعد' : `في الانتظار: ${arabicDigits(n)}`),
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف (اختياري)',
  quantity: 'عدد المقاعد',
  join: 'انضم إلى قائمة الانتظار',
  joining: 'جاري الانضمام...',
  joinedTitle: 'أنت في قائمة الانتظار',
  yourPosition: 'ترتيبك',
  positionText: (n: number) => `ترتيبك في القائمة: ${arabicDigits(n)}`,
  privateLink: 'رابطك الخاص (احفظه: منه ترى مكانك أو تغادر القائمة)',
  copy: 'نسخ الرابط',
  copied: 'تم النسخ',
  openPlace: 'عرض مكاني',
  seats: (n: number) =>
    arabicCount(n, {
      zero: 'لا مقاعد',
      one: 'مقعد واحد',
      two: 'مقعدان',
      few: '{n} مقاعد',
      many: '{n} مقعداً',
      other: '{n} مقعد',
    }),
  statusLabel: 'الحالة',
  status: {
    Waiting: 'في الانتظار',
    Offered: 'معروض عليك',
    Booked: 'تم الحجز',
    Expired: 'انتهى',
    Left: 'غادر القائمة',
  } as Record<string, string>,
  offeredLead: (seats: number) =>
    arabicCount(seats, {
      zero: 'لا مقاعد محجوزة لك الآن.',
      one: 'مقعدك محجوز لك الآن. احجزه قبل:',
      two: 'مقعداك محجوزان لك الآن. احجزهما قبل:',
      few: 'مقاعدك ({n}) محجوزة لك الآن. احجزها قبل:',
      many: 'مقاعدك ({n}) محجوزة لك الآن. احجزها قبل:',
      other: 'مقاعدك ({n}) محجوزة لك الآن. احجزها قبل:',
    }),
  bookOffer: 'احجز المقاعد المعروضة',
  leave: 'مغادرة القائمة',
  leaveConfirm: 'هل تريد مغادرة قائمة الانتظار؟ لن يعود مكانك.',
  leaving: 'جاري المغادرة...',
  notFound: 'لم نجد هذا المكان في قائمة الانتظار',
  offerBanner: (seats: number) =>
    arabicCount(seats, {
      zero: 'لا مقاعد محجوزة لك من قائمة الانتظار.',
      one: 'هذا المقعد محجوز لك من قائمة الانتظار حتى:',
      two: 'هذان المقعدان محجوزان لك من قائمة الانتظار حتى:',
      few: 'هذه المقاعد ({n}) محجوزة لك من قائمة الانتظار حتى:',
      many: 'هذه المقاعد ({n}) محجوزة لك من قائمة الانتظار حتى:',
      other: 'هذه المقاعد ({n}) محجوزة لك من قائمة الانتظار حتى:',
    }),
  offerGone: 'لم يعد هذا العرض صالحاً. يمكنك الحجز إن وُجدت مقاعد متاحة.',
  staffWaiting: 'قائمة الانتظار',
  staffColumns: {
    position: '#',
    name: 'الاسم',
    quantity: 'المقاعد',
    status: 'الحالة',
    email: 'البريد',
    phone: 'الهاتف',
  },
  staffEmpty: 'لا أحد في قائمة الانتظار',
  staffShow: 'عرض القائمة',
} as const;
