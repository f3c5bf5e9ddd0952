import { AR, CAIRO_TIME_ZONE, CURRENCY } from '@app/shared';

/** Dates and money as the staff and events pages show them: Arabic (Egypt), Cairo time (SPEC.md section 9). */
const LOCALE = 'ar-EG';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: CAIRO_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const shortDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: CAIRO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: CAIRO_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const numberFormat = new Intl.NumberFormat(LOCALE);

const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
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
  return date ? dateFormat.format(date) : '';
}

/** '٢٢/١١/٢٠٢٦' (day first), for dense tables. */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return date ? shortDateFormat.format(date) : '';
}

/** '٣:٠٥ م': 12-hour time with the Arabic AM/PM markers ص / م. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? timeFormat.format(date) : '';
}

/** '٢٢ نوفمبر ٢٠٢٦، ٣:٠٥ م'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${dateFormat.format(date)}، ${timeFormat.format(date)}` : '';
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** '‏٣٠٠ ج.م.‏' (whole pounds without decimals, piastres when there are any). */
export function formatPrice(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? priceFormat.format(value) : '';
}

/** A ticket's price as the events pages show it: 'مجاني' for a free event (DECISIONS.md section 5). */
export function formatTicketPrice(amount: number): string {
  return amount === 0 ? AR.ticket.free : formatPrice(amount);
}

/** Value for <input type="date"> of an instant, as the calendar day in Cairo (YYYY-MM-DD). */
export function toCairoDateInput(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat('en-CA', { timeZone: CAIRO_TIME_ZONE }).format(date);
}
