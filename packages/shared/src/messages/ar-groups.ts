import { arabicCount } from '../arabic-count';
import { arabicDigits } from '../arabic-digits';
import { ONLY_SEATS_LEFT } from './ar-count-forms';

/** 'تذكرتان', '٣ تذاكر': a booking's tickets, the staff's lists and the door's. */
export function ticketCount(n: number): string {
  return arabicCount(n, {
    zero: 'لا تذاكر',
    one: 'تذكرة واحدة',
    two: 'تذكرتان',
    few: '{n} تذاكر',
    many: '{n} تذكرة',
    other: '{n} تذكرة',
  });
}

/** Arabic texts of several tickets in one booking (docs/api/bookings.md#several-tickets). */
export const AR_GROUPS = {
  guestsInvalid: (max: number) =>
    arabicCount(max, {
      zero: 'لا يمكن إضافة أشخاص مع صاحب الحجز',
      one: 'يمكن إضافة شخص واحد على الأكثر مع صاحب الحجز',
      two: 'يمكن إضافة شخصين على الأكثر مع صاحب الحجز',
      few: 'يمكن إضافة {n} أشخاص على الأكثر مع صاحب الحجز',
      many: 'يمكن إضافة {n} شخصاً على الأكثر مع صاحب الحجز',
      other: 'يمكن إضافة {n} شخص على الأكثر مع صاحب الحجز',
    }),
  repeatedNationalId: 'هذا الرقم القومي مكرر في الحجز نفسه',
  personHasTicket: (name: string) => `${name} لديه حجز نشط لهذه الفعالية`,
  notEnoughSeats: (left: number) =>
    left === 0
      ? 'عذراً، نفدت جميع المقاعد لهذه الفعالية'
      : `${arabicCount(left, ONLY_SEATS_LEFT)} لهذه الفعالية`,
  /** GET /api/tickets/{token}/tickets/{ticketId}/qr.png */
  ticketNotFound: 'التذكرة غير موجودة',
  qrNotIssued: 'يصدر رمز الدخول بعد تأكيد الحجز',
  /** The staff CSV: one row per ticket, numbered within its booking. */
  csv: {
    ticketNumber: 'التذكرة',
    ticketOf: (n: number, of: number) => `${n} من ${of}`,
  },
  /** The booking page. */
  form: {
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
    ticketsTitle: 'التذاكر',
  },
  /** The booker's page and the payment desk. */
  ticketOf: (n: number, of: number) => `التذكرة ${arabicDigits(n)} من ${arabicDigits(of)}`,
  downloadQr: 'تنزيل رمز الدخول',
  downloadQrOf: (name: string) => `تنزيل رمز دخول ${name}`,
  qrHint: 'نزّل رمز كل شخص وأرسله إليه، فيدخل به وحده.',
  quantity: 'عدد التذاكر',
  holders: 'أصحاب التذاكر',
  checkedIn: 'حضر',
  emails: {
    people: 'الأشخاص',
    ticketOf: (n: number, of: number, name: string) =>
      `التذكرة ${arabicDigits(n)} من ${arabicDigits(of)}: ${name}`,
  },
} as const;
