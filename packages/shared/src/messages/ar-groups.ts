import { arabicDigits } from '../arabic-digits';

/** 1 to 6 tickets, with Arabic's dual and plural. */
export function ticketCount(n: number): string {
  if (n === 1) return 'تذكرة واحدة';
  if (n === 2) return 'تذكرتان';
  return `${arabicDigits(n)} ${n <= 10 ? 'تذاكر' : 'تذكرة'}`;
}

/** Arabic texts of several tickets in one booking (DECISIONS.md section 13). */
export const AR_GROUPS = {
  guestsInvalid: (max: number) => `يمكن إضافة ${arabicDigits(max)} أشخاص على الأكثر مع صاحب الحجز`,
  repeatedNationalId: 'هذا الرقم القومي مكرر في الحجز نفسه',
  personHasTicket: (name: string) => `${name} لديه حجز نشط لهذه الفعالية`,
  notEnoughSeats: (left: number) =>
    left === 0
      ? 'عذراً، نفدت جميع المقاعد لهذه الفعالية'
      : `لم يتبق إلا ${arabicDigits(left)} مقعد لهذه الفعالية`,
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
      `احجز لأسرتك أو أصدقائك معك في حجز واحد وتحويل واحد (حتى ${arabicDigits(max)} أشخاص). لكل شخص تذكرة باسمه.`,
    person: (n: number) => `الشخص ${arabicDigits(n)}`,
    remove: 'حذف',
    removePerson: (n: number) => `حذف الشخص ${arabicDigits(n)}`,
    maxReached: (max: number) => `وصلت إلى الحد الأقصى: ${arabicDigits(max)} أشخاص مع صاحب الحجز`,
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
