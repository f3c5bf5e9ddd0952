import { arabicDigits } from '../arabic-digits';

/** Arabic texts of the door for bookings of several tickets (DECISIONS.md sections 6 and 13). */
export const AR_DOOR_GROUPS = {
  /** A listed ticket id that is not one of the booking's tickets (look-up admission, undo). */
  ticketNotFound: 'التذكرة غير موجودة في هذا الحجز',
  /** The result of a scan of a group's ticket. */
  groupIn: (checkedIn: number, quantity: number) =>
    `${arabicDigits(checkedIn)} من ${arabicDigits(quantity)} من هذا الحجز دخلوا`,
  groupOf: (quantity: number) => `حجز لـ ${arabicDigits(quantity)} أشخاص`,
  holders: 'أصحاب التذاكر في هذا الحجز',
  admitAll: 'سجّل حضور الجميع',
  admitSelected: (count: number) => `سجّل حضور المحددين (${arabicDigits(count)})`,
  admitOne: 'سجّل حضوره',
  alreadyIn: 'حضر',
  booker: 'صاحب الحجز',
  loadingHolders: 'جاري جلب أصحاب التذاكر...',
  admittedNow: (count: number) => `تم تسجيل حضور ${arabicDigits(count)}`,
  noneSelected: 'اختر شخصاً واحداً على الأقل',
} as const;
