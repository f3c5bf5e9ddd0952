import { arabicDigits } from '../arabic-digits';

/**
 * The waiting list's screens (AR_WAITLIST.ui): a file of their own, so a page imports them without the
 * server's answers and the emails.
 */
export const AR_WAITLIST_UI = {
  title: 'قائمة الانتظار',
  soldOutLead: 'نفدت المقاعد، لكن المقاعد تعود أحياناً: انضم إلى قائمة الانتظار وسنعرضها عليك بالترتيب.',
  shortLead: (left: number) => `لم يتبق إلا ${arabicDigits(left)} مقعد. تحتاج أكثر؟ انضم إلى قائمة الانتظار.`,
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
  seats: (n: number) => `${arabicDigits(n)} مقعد`,
  statusLabel: 'الحالة',
  status: {
    Waiting: 'في الانتظار',
    Offered: 'معروض عليك',
    Booked: 'تم الحجز',
    Expired: 'انتهى',
    Left: 'غادر القائمة',
  } as Record<string, string>,
  offeredLead: (seats: number) => `مقاعدك (${arabicDigits(seats)}) محجوزة لك الآن. احجزها قبل:`,
  bookOffer: 'احجز المقاعد المعروضة',
  leave: 'مغادرة القائمة',
  leaveConfirm: 'هل تريد مغادرة قائمة الانتظار؟ لن يعود مكانك.',
  leaving: 'جاري المغادرة...',
  notFound: 'لم نجد هذا المكان في قائمة الانتظار',
  offerBanner: (seats: number) => `هذه المقاعد (${arabicDigits(seats)}) محجوزة لك من قائمة الانتظار حتى:`,
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
