import { parseAmount } from '@app/shared';

/**
 * The sum a notification received (docs/payments.md, "amounts"): next to its currency in every shape
 * the wallets and banks write it (`EGP 1,080.00`, `250EGP`, `EGP47`, `5,000.00 جم`, `480.0جنية`,
 * `L.E. 95.75`), or after `بمبلغ` / `amount of` with no currency. Balances, limits and fees beside it
 * are never the amount. The figure must pass the one amount rule (parse-amount.ts): a text saying
 * `99999999999999 جنيه` has an amount, and it is invalid, which is not the same as having none.
 */
export type AmountFound = { amount: number } | { invalid: true } | null;

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const CURRENCY = String.raw`(?:(?<![A-Za-z])(?:EGP|L\.?E\.?)(?![A-Za-z])|ج\.?\s?م\.?|(?<![\p{L}])جم(?![\p{L}])|جني[هة](?:ا|اً|ًا)?|جنيهات)`;
const PATTERNS = [
  new RegExp(String.raw`${CURRENCY}\s*${NUMBER}`, 'giu'),
  new RegExp(String.raw`(?<![\d.,])${NUMBER}\s*${CURRENCY}`, 'giu'),
  new RegExp(String.raw`(?:بمبلغ|مبلغ|amount of|amount:?)\s*(?:${CURRENCY}\s*)?${NUMBER}`, 'giu'),
];
/** An amount right after these words is the account's balance, its limit or a fee. */
const NOT_RECEIVED =
  /(رصيد|الرصيد|المتاح|balance|bal\.?|fees?|رسوم|مصاريف|available|limit|الحد)[^\d]{0,25}$/iu;

/** The first amount of the text that is not a balance, a limit or a fee. */
export function amountOf(text: string): AmountFound {
  const found: { index: number; figure: string }[] = [];
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (NOT_RECEIVED.test(before)) continue;
      found.push({ index: m.index + m[0].indexOf(m[1]!), figure: m[1]! });
    }
  }
  if (found.length === 0) return null;
  found.sort((a, b) => a.index - b.index);
  // A sentence's full stop is not a decimal point: "EGP 10000.21." and "1,080.00,".
  const amount = parseAmount(found[0]!.figure.replace(/[.,]+$/, ''));
  return amount === null ? { invalid: true } : { amount };
}
