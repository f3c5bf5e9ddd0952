/**
 * The one amount rule of every way money comes in (docs/api/payments.md, "amounts";
 * docs/api/payments.md): a plain positive decimal with at most two decimals and at most 10,000,000. Western or
 * Arabic-Indic digits; thousands separators only in whole groups of three (`1,250.50`, `١٬٢٥٠`).
 * No sign, exponent, hexadecimal, spaces inside or stray separators: `Number()` reads `0x96` as 150
 * and `1e2` as 100, so a statement cell or a JSON string must never go through it unchecked.
 */
export const AMOUNT_MAX = 10_000_000;

const PLAIN = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/** Arabic-Indic and Persian digits, the Arabic decimal point and thousands separator, to Western ones. */
export function westernNumerals(value: string): string {
  return value
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/٫/g, '.')
    .replace(/٬/g, ',');
}

function inRange(value: number): number | null {
  if (!Number.isFinite(value) || value <= 0 || value > AMOUNT_MAX) return null;
  // Whole piastres only: 10.005 is not an amount a wallet sends.
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? Math.round(value * 100) / 100 : null;
}

/** The amount, or null when it is not one by the rule above. */
export function parseAmount(value: string | number): number | null {
  if (typeof value === 'number') return inRange(value);
  const text = westernNumerals(value.trim());
  if (!PLAIN.test(text)) return null;
  return inRange(Number(text.replace(/,/g, '')));
}
