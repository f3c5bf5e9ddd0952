import {
  AR_COMMON,
  arabicNumber,
  CURRENCY,
  cairoCalendarDay,
  formatCairoDateAr,
  formatCairoShortDateAr,
  formatCairoTimeAr,
  formatCairoWeekdayDateAr,
  fromCairoDateTimeInput,
} from '@app/shared';

/**
 * Dates and money as the staff and events pages show them: Arabic (Egypt), Cairo time (docs/product.md#constants),
 * the dates through packages/shared cairo-time.ts, the one home of Cairo's formatting.
 * One digit system per Arabic screen: every count, date, time, duration and price is written in
 * Arabic-Indic digits (these helpers, the catalogue's texts, arabicCount from @app/shared), and one
 * currency label, 'ج.م.' (Intl's ar-EG for EGP; 'مجاني' for a free event), except the staff's events
 * table, which docs/product.md#states draws with the code 'EGP'. What a person types or
 * copies stays as it is, left to right: reference codes, wallet and phone numbers, national IDs, and
 * names or titles people wrote.
 */
export const LOCALE = 'ar-EG';

const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** The events table's price: Intl's ar-EG with the currency code (docs/product.md#public-site draws it 'with EGP'). */
const priceCodeFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  currencyDisplay: 'code',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '٢٢ نوفمبر ٢٠٢٦'; an empty string for a missing or unreadable value. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? formatCairoDateAr(date) : '';
}

/** '٢٢/١١/٢٠٢٦' (day first), for dense tables. */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return date ? formatCairoShortDateAr(date) : '';
}

/** '٣:٠٥ م': 12-hour time with the Arabic AM/PM markers ص / م. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatCairoTimeAr(date) : '';
}

/** '٢٢ نوفمبر ٢٠٢٦، ٣:٠٥ م'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatCairoDateAr(date)}، ${formatCairoTimeAr(date)}` : '';
}

/** '١٬٢٠٠'. A count with its noun: arabicCount (@app/shared), which writes its number the same way. */
export function formatNumber(value: number): string {
  return arabicNumber(value);
}

const yearFormat = new Intl.NumberFormat(LOCALE, { useGrouping: false });

/** A year in Arabic-Indic digits, without a group separator: '٢٠٢٦'. */
export function formatYear(value: number): string {
  return yearFormat.format(value);
}

/** '‏٣٠٠ ج.م.‏' (whole pounds without decimals, piastres when there are any). */
export function formatPrice(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? priceFormat.format(value) : '';
}

/** A ticket's price as the events pages show it: 'مجاني' for a free event (docs/api/bookings.md#free-events). */
export function formatTicketPrice(amount: number): string {
  return amount === 0 ? AR_COMMON.free : formatPrice(amount);
}

/**
 * '‏١٥٠ EGP', or 'مجاني' for a free event: the staff's events table, the one screen docs/product.md (section 2)
 * draws with the currency code; every other screen writes 'ج.م.' (formatTicketPrice).
 */
export function formatTicketPriceCode(amount: number): string {
  return amount === 0 ? AR_COMMON.free : priceCodeFormat.format(amount);
}

/** Value for <input type="date"> of an instant, as the calendar day in Cairo (YYYY-MM-DD). */
export function toCairoDateInput(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return cairoCalendarDay(date);
}

/**
 * What a date, datetime-local or time input holds, written out in Arabic (Egypt): the browser draws
 * those inputs in its own language ('05/20/2027, 06:00 PM'), so the Arabic screens repeat the value
 * under them. A datetime-local value is Cairo wall-clock time, a date value a calendar day.
 * 'الخميس، ٢٠ مايو ٢٠٢٧، ٦:٠٠ م', 'الخميس، ٢٠ مايو ٢٠٢٧', '٦:٠٠ م'; '' while empty or incomplete.
 */
export function formatInputValue(type: 'date' | 'datetime-local' | 'time', value: string): string {
  if (type === 'datetime-local') {
    const date = toDate(fromCairoDateTimeInput(value));
    return date ? `${formatCairoWeekdayDateAr(date)}، ${formatCairoTimeAr(date)}` : '';
  }
  if (type === 'date') {
    // Noon UTC is the same calendar day in Cairo (UTC+2 or +3).
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? toDate(`${value}T12:00:00Z`) : null;
    return date ? formatCairoWeekdayDateAr(date) : '';
  }
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  // Any day's wall-clock time in Cairo: built from Cairo's own fields, formatted back in Cairo.
  const date = toDate(fromCairoDateTimeInput(`2026-01-15T${match[1]}:${match[2]}`));
  return date ? formatCairoTimeAr(date) : '';
}
