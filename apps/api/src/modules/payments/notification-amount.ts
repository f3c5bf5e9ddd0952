import { parseAmount } from '@app/shared';

/**
 * The sum a notification received (docs/api/payments.md, "amounts"): next to its currency in every shape
 * the wallets and banks write it (`EGP 1,080.00`, `250EGP`, `EGP47`, `5,000.00 جم`, `480.0جنية`,
 * `L.E. 95.75`), or after `بمبلغ` / `amount of` with no currency. Balances, limits and fees beside it
 * are never the amount. The figure must pass the one amount rule (parse-amount.ts): a text saying
 * `99999999999999 جنيه` has an amount, and it is invalid, which is not the same as having none.
 */
export type AmountFound = { amount: number } | { invalid: true } | null;

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const CURRENCY = String.raw`(?:(?<![A-Za-z])(?:EGP|L\.?E\.?)(?![A-Za-z])|ج\.?\s?م\.?|(?<![\p{L}])جم(?![\p{L}])|جني[هة](?:ا|اً|ًا)?|جنيهات)`;
const CURRENCY_NEXT = new RegExp(`^\\s*${CURRENCY}`, 'iu');
const PATTERNS = [
  new RegExp(String.raw`${CURRENCY}\s*${NUMBER}`, 'giu'),
  // Not the tail of an account number written before the currency: "074-151***-001 EGP 63,006.08+".
  new RegExp(String.raw`(?<![\d.,\-*/#])${NUMBER}\s*${CURRENCY}`, 'giu'),
  new RegExp(String.raw`(?:بمبلغ|مبلغ|amount of|amount:?)\s*(?:${CURRENCY}\s*)?${NUMBER}`, 'giu'),
];
/** Digits and one notation letter right before a figure, with no space: an exponent's or a hex number's head. */
const LEADING_NOTATION = /(?<![A-Za-z])\d[\d.,]*[eExX][+-]?$/;
/** An amount right after these words is the account's balance, its limit or a fee. */
const NOT_RECEIVED =
  /(رصيد|الرصيد|المتاح|balance|bal\.?|fees?|رسوم|مصاريف|available|limit|الحد)[^\d]{0,25}$/iu;

/** The first amount of the text that is not a balance, a limit or a fee. */
export function amountOf(text: string): AmountFound {
  const found: { index: number; figure: string }[] = [];
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      // A figure with a leading zero is a card, an account or a phone, never a sum: "0694", "001".
      if (NOT_RECEIVED.test(before) || /^0\d/.test(m[1]!)) continue;
      const index = m.index + m[0].indexOf(m[1]!);
      // "1e2", "0x96": a figure running on into Latin letters or digits is no amount, unless it is the
      // currency glued to it ("250EGP").
      const after = text.slice(index + m[1]!.length);
      const runsOn = /^[A-Za-z\d]/.test(after) && !CURRENCY_NEXT.test(after);
      // "1e3 EGP", "0x96 EGP", "1e+3 EGP": the figure before the currency is the tail of one written
      // in another notation, and the whole of it is judged ("1e3"), never its last digits ("3").
      const head = LEADING_NOTATION.exec(text.slice(0, index))?.[0];
      if (head) found.push({ index: index - head.length, figure: `${head}${m[1]}` });
      else found.push({ index, figure: runsOn ? `${m[1]}${after.split(/\s/)[0]}` : m[1]! });
    }
  }
  if (found.length === 0) return null;
  found.sort((a, b) => a.index - b.index);
  // A sentence's full stop is not a decimal point: "EGP 10000.21." and "1,080.00,".
  const amount = parseAmount(found[0]!.figure.replace(/[.,]+$/, ''));
  return amount === null ? { invalid: true } : { amount };
}
