import { AR_COMMON, CURRENCY } from '@app/shared';

/**
 * One digit system in every Arabic email: the Arabic-Indic digits the Arabic screens use (ar-EG, as
 * apps/web/src/lib/format.ts writes amounts, dates and counts), and one currency label, 'ج.م.', the
 * same as the pages' prices. Codes someone copies or types elsewhere (the reference, wallet and phone
 * numbers) stay in Latin digits, as on the pages. Dates and times: formatCairo (@app/shared,
 * cairo-time.ts); counts with their noun: arabicCount (@app/shared, arabic-count.ts).
 */
const LOCALE = 'ar-EG';

/** The same format as the pages' formatPrice: '‏٣٥٠ ج.م.‏', piastres only when there are any. */
const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** '‏٣٥٠ ج.م.‏', or 'مجاني' for a free event (docs/api/bookings.md#free-events). */
export function arabicPrice(amount: number): string {
  return amount === 0 ? AR_COMMON.free : priceFormat.format(amount);
}
