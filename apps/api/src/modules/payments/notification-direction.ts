/**
 * Which way the money in a wallet or bank notification went (docs/api/payments.md, "money received
 * only"; docs/api/payments.md#refunds). The wallet and the bank text the business as much for money
 * leaving (a transfer sent, a refund paid, a withdrawal, a purchase, a bill) and for no money at all
 * (balances, statements, cash-back promotions, one-time codes) as for money received: only the last
 * may ever become a transfer the desk matches.
 *
 * A text is read at its first telling phrase: "تم استلام مبلغ … رصيدك الحالي" is money received,
 * "تم سحب … تقدر تسحب من محفظتك" a withdrawal, "You have earned Cashback … credited" a promotion. A
 * text with no such phrase is not taken for money received.
 */
export type Direction = 'incoming' | 'not-incoming' | 'unknown';

type Rule = { pattern: RegExp; direction: Exclude<Direction, 'unknown'> };

/** Lower case, one spelling of alef, ta marbuta and final ya, no tatweel or harakat, single spaces. */
export function foldForDirection(text: string): string {
  return text
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[\u0640\u064B-\u065F\u0670]/g, '')
    .replace(/\s+/g, ' ');
}

const AMOUNT = String.raw`(?:egp|le|l\.e\.?)\s?[\d,]+(?:\.\d{1,2})?`;

/**
 * In the order they win when two start at the same place: what is no transfer at all, then the
 * precise ways of saying money came in, then every way of saying it left, then the broad ones.
 */
const RULES: Rule[] = [
  // One-time codes and passwords: "Your OTP is …", "الرقم السري المتغير الخاص بعمليه الشراء".
  {
    pattern:
      /\botp\b|one[- ]?time|verification code|activation code|\bpin\b|password|رمز التحقق|رمز التفعيل|كود التفعيل|كود التحقق|الرقم السري|كلمه (?:السر|المرور)/,
    direction: 'not-incoming',
  },
  // Promotions and cash back: money the bank gives, never a payer's.
  { pattern: /cash ?back|كاش ?باك|\boffers?\b|\bpromo|عرض خاص|اربح|مبروك/, direction: 'not-incoming' },
  // Refunds, reversals, returned transfers: money the business paid coming back, or a refund it paid.
  { pattern: /refund|revers|returned|استرداد|تم رد|لقد تم رد|مرتجع/, direction: 'not-incoming' },
  // Statements, dues and reminders carry a sum that moved nowhere.
  {
    pattern: /statement|amt due|amount due|minimum due|due date|كشف حساب|الحد الادني|نذكركم|مستحق/,
    direction: 'not-incoming',
  },
  { pattern: /declined|rejected|\bfailed\b|مرفوض|لم تتم|ناسف لعدم/, direction: 'not-incoming' },
  // "تم تحويل 1,200 ج.م إلى محفظتك من …", "EGP 500 transferred to your account": a transfer TO this wallet.
  { pattern: /(?:transferred|sent|added|deposited) to your/, direction: 'incoming' },
  {
    pattern: /تم تحويل[^؛\n]{0,40}?(?:الي |ل)(?:محفظتك|حسابك|حسابكم)/,
    direction: 'incoming',
  },
  // Bank ledger lines end their amount with a sign: "EGP 63,006.08+" came in, "EGP 3,000.00-" left.
  { pattern: new RegExp(`${AMOUNT}\\+`), direction: 'incoming' },
  { pattern: new RegExp(`${AMOUNT}-(?!\\d)`), direction: 'not-incoming' },
  // Money leaving: transfers sent, purchases, withdrawals, bills, top-ups, fees.
  {
    pattern:
      /transferred to|\bsent\b|debited|charged|deducted|used for|purchase|successful transaction|trx on your card|withdraw|recharged|paid to|payment of|bill payment|outward|تم تحويل|حولت|خصم|تم سحب|سحب نقدي|تم دفع|دفعت|سداد|تم شحن|شحن رصيد|شراء|من حسابك|من بطاقتك|من محفظتك|لرقم|مصاريف الخدمه/,
    direction: 'not-incoming',
  },
  // Money received.
  {
    pattern:
      /received|credited|inward|deposit|تم است?لام|تم استقبال|استلمت|استقبلت|وصلك|وارد|تم اضافه|تم ايداع|بعد اضافه|(?:الي |ل)(?:محفظتك|حسابك|حسابكم|بطاقتك|بطاقتكم)/,
    direction: 'incoming',
  },
];

/** The way the money went, by the first telling phrase of the text. */
export function directionOf(text: string): Direction {
  const folded = foldForDirection(text);
  let best: { index: number; rule: number } | null = null;
  RULES.forEach((rule, order) => {
    const index = folded.search(rule.pattern);
    if (index < 0) return;
    if (!best || index < best.index || (index === best.index && order < best.rule))
      best = { index, rule: order };
  });
  const found = best as { index: number; rule: number } | null;
  return found ? RULES[found.rule]!.direction : 'unknown';
}

/** A text that only tells a balance ("رصيد حسابك فى فودافون كاش الحالي…") is no transfer either. */
export function tellsBalance(text: string): boolean {
  return /رصيد|balance|\bbal\b/.test(foldForDirection(text));
}
