import { arabicCount } from '../arabic-count';
import { arabicDigits } from '../arabic-digits';

/** Arabic texts of the door for bookings of several tickets (docs/api/check-in.md#groups-at-the-door). */
export const AR_DOOR_GROUPS = {
  /** A listed ticket id that is not one of the booking's tickets (look-up admission, undo). */
  ticketNotFound: 'التذكرة غير موجودة في هذا الحجز',
  /** The result of a scan of a group's ticket. */
  groupIn: (checkedIn: number, quantity: number) =>
    `${arabicDigits(checkedIn)} من ${arabicDigits(quantity)} من هذا الحجز دخلوا`,
  groupOf: (quantity: number) =>
    arabicCount(quantity, {
      zero: 'حجز بلا أشخاص',
      one: 'حجز لشخص واحد',
      two: 'حجز لشخصين',
      few: 'حجز لـ {n} أشخاص',
      many: 'حجز لـ {n} شخصاً',
      other: 'حجز لـ {n} شخص',
    }),
  holders: 'أصحاب التذاكر في هذا الحجز',
  admitAll: 'سجّل حضور الجميع',
  admitSelected: (count: number) => `سجّل حضور المحددين (${arabicDigits(count)})`,
  admitOne: 'سجّل حضوره',
  alreadyIn: 'حضر',
  booker: 'صاحب الحجز',
  loadingHolders: 'جاري جلب أصحاب التذاكر...',
  admittedNow: (count: number) =>
    arabicCount(count, {
      zero: 'لم يُسجَّل حضور أحد',
      one: 'تم تسجيل حضور شخص واحد',
      two: 'تم تسجيل حضور شخصين',
      few: 'تم تسجيل حضور {n} أشخاص',
      many: 'تم تسجيل حضور {n} شخصاً',
      other: 'تم تسجيل حضور {n} شخص',
    }),
  noneSelected: 'اختر شخصاً واحداً على الأقل',
} as const;
