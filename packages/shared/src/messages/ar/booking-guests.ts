import { arabicCount } from '../../arabic-count';
import { arabicDigits } from '../../arabic-digits';
import { ticketCount } from './count-forms';

/**
 * The booking form's guests (docs/api/bookings.md#several-tickets): the fields load when first used, and
 * these texts with them.
 */
export const AR_BOOKING_GUESTS = {
  people: 'المرافقون',
  peopleHint: (max: number) =>
    `احجز لأسرتك أو أصدقائك معك في حجز واحد وتحويل واحد (${arabicCount(max, {
      zero: 'لصاحب الحجز وحده',
      one: 'حتى شخص واحد',
      two: 'حتى شخصين',
      few: 'حتى {n} أشخاص',
      many: 'حتى {n} شخصاً',
      other: 'حتى {n} شخص',
    })}). لكل شخص تذكرة باسمه.`,
  person: (n: number) => `الشخص ${arabicDigits(n)}`,
  remove: 'حذف',
  removePerson: (n: number) => `حذف الشخص ${arabicDigits(n)}`,
  maxReached: (max: number) =>
    `وصلت إلى الحد الأقصى: ${arabicCount(max, {
      zero: 'لا أحد',
      one: 'شخص واحد',
      two: 'شخصان',
      few: '{n} أشخاص',
      many: '{n} شخصاً',
      other: '{n} شخص',
    })} مع صاحب الحجز`,
  total: 'الإجمالي',
  /** "٣ تذاكر × ١٥٠ ج.م.", the price already formatted. */
  totalLine: (count: number, price: string) => `${ticketCount(count)} × ${price}`,
} as const;
