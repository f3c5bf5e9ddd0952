import { AR, CAIRO_TIME_ZONE, CURRENCY } from '@app/shared';

/**
 * One digit system in every Arabic email: the Arabic-Indic digits the Arabic screens use (ar-EG, as
 * apps/web/src/lib/format.ts writes amounts, dates and counts), and one currency label, 'ج.م.', the
 * same as the pages' prices. Codes someone copies or types elsewhere (the reference, wallet and phone
 * numbers) stay in Latin digits, as on the pages.
 */
const LOCALE = 'ar-EG';

const numberFormat = new Intl.NumberFormat(LOCALE);

/** The same format as the pages' formatPrice: '‏٣٥٠ ج.م.‏', piastres only when there are any. */
const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: CAIRO_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});

/** '٢٤'. */
export function arabicNumber(value: number): string {
  return numberFormat.format(value);
}

/** '‏٣٥٠ ج.م.‏', or 'مجاني' for a free event (DECISIONS.md section 5). */
export function arabicPrice(amount: number): string {
  return amount === 0 ? AR.ticket.free : priceFormat.format(amount);
}

/** 'الثلاثاء، ٢٤ نوفمبر ٢٠٢٦ في ٧:٣٠ م' in Cairo time. */
export function arabicDateTime(at: Date): string {
  return dateTimeFormat.format(at);
}
