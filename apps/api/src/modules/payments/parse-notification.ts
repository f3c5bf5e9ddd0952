import {
  egyptianMobile,
  normalReference,
  normalTransactionId,
  type PaymentMethod,
  type TransferReason,
  westernNumerals,
} from '@app/shared';
import { amountOf } from './notification-amount';
import { directionOf, tellsBalance } from './notification-direction';

/**
 * Reads the wallet's and the banks' own notifications (docs/api/payments.md; docs/api/payments.md#reading-texts):
 * Vodafone Cash SMS, InstaPay credits as each bank writes them (CIB, NBE, Banque Misr, QNB, HSBC,
 * Mashreq...), Arabic or English, Western or Arabic-Indic digits. Pure: text in, facts out. Only money
 * received is `incoming`; the texts of money leaving, balances, promotions and codes are
 * `not-incoming`; a text whose amount is missing or is no amount by the one rule is `unreadable`.
 */
export type NotificationKind = 'incoming' | 'not-incoming' | 'unreadable';

export type ParsedNotification = {
  kind: NotificationKind;
  /** Why a text is not `incoming`; null when it is. */
  reason: TransferReason | null;
  method: PaymentMethod;
  /** The sum received (for `not-incoming`, the sum that moved, when readable); null when none is. */
  amount: number | null;
  /** The payer's mobile number or InstaPay address, never the receiving wallet's. */
  senderNumber: string | null;
  /** The payer's name as the wallet or the bank wrote it (banks cut it after 20-23 characters). */
  senderName: string | null;
  transactionId: string | null;
  /** Tokens that could be a booking reference, normalized (normalReference). */
  codes: string[];
  text: string;
};

/**
 * Transaction number labels in the order they are trusted: a text that says both "رقم العملية" and
 * "Ref" (the payer's note may carry a booking reference after "Ref") takes the first label found here.
 */
const TXN_LABELS = [
  String.raw`رقم\s*العملي[ةه]`,
  String.raw`ب?رقم\s*مرجع[يى]`,
  String.raw`رقم\s*المرجع`,
  String.raw`الرقم\s*المرجعي`,
  String.raw`رقم\s*المعامل[ةه]`,
  String.raw`Transaction\s*(?:ID|No\.?|Number|Ref(?:erence)?)`,
  String.raw`(?:Txn|Trx)\s*(?:ID|No\.?|Ref)?`,
  String.raw`(?:with\s+)?Reference\s*(?:No\.?|Number|ID)?`,
  String.raw`Ref\s*(?:No\.?|#)?`,
].map(
  (label) =>
    new RegExp(String.raw`(?:^|[^\p{L}])${label}\s*[:：#.\-]?\s*([A-Za-z0-9][A-Za-z0-9\-]{3,39})`, 'iu'),
);
const MOBILE = /(?<!\d)(?:\+|00)?(?:20[\s-]?)?0?1[0125](?:[\s-]?\d){8}(?!\d)/g;
/** What stands right before the payer's number: "من رقم", "من", "from", "Sender:". */
const PAYER_BEFORE = /(?:^|[^\p{L}])(?:من|from|sender)(?:\s*رقم)?[^\d\n؛;.]{0,40}$/iu;
/** What stands right before the receiving wallet's number: "على رقم محفظتك", "لرقم", "to". */
const RECEIVER_BEFORE = /(?:محفظتك|محفظة|لرقم|على\s*رقم|\bto\b|الى|إلى)\s*[:：]?\s*$/iu;
const ADDRESS_FROM = /(?:\bfrom|من)\s+([\w.-]+@[\w.-]+)/iu;

/** A payer's name ends where the bank goes on: its reference, the date, the wallet, a bracket. */
const NAME_END = String.raw`(?=\s*(?:\n|[()،,؛;]|\.\s|\.$|$)|\s+(?:\d|برقم|رقم|يوم|في\s*\d|فى\s*\d|بتاريخ|على|عبر|رصيد|with\b|on\b|via\b|mobile\b))`;
const SENDER_NAME = [
  new RegExp(String.raw`(?:المسجل\s+)?(?:بإسم|باسم|بأسم)\s+([^\n،,.؛;()0-9]{2,80}?)${NAME_END}`, 'u'),
  new RegExp(String.raw`(?:^|\s)من\s+([\p{L}][\p{L} ]{1,80}?)${NAME_END}`, 'u'),
  new RegExp(String.raw`\bfrom\s+([A-Za-z][A-Za-z .'-]{1,80}?)${NAME_END}`, 'iu'),
];
/** Words that follow "من" / "from" without being anybody's name. */
const NOT_A_NAME =
  /^(?:رقم|تاريخ|حساب|محفظ|بطاق|خلال|فضلك|the\b|your\b|a\b|account|card|hsbc|cib|qnb|nbe|bank)/iu;

function methodOf(text: string, hint?: PaymentMethod): PaymentMethod {
  if (/vodafone|فودافون|VF[-\s]?Cash/iu.test(text)) return 'VodafoneCash';
  const bank =
    /insta\s?pay|إنستا\s?باي|انستا\s?باي|انستاباى|\bIPN\b|تحويل\s*لحظ|حساب|بطاق|account|card|bank|بنك/iu;
  if (bank.test(text) || /\b(?:HSBC|CIB|QNB|NBE|BM|ADIB|Mashreq|Ahly)\b/i.test(text)) {
    return 'InstaPay';
  }
  return hint ?? 'VodafoneCash';
}

function transactionOf(text: string): string | null {
  for (const pattern of TXN_LABELS) {
    const found = pattern.exec(text)?.[1];
    if (found && /\d/.test(found)) return normalTransactionId(found);
  }
  return null;
}

/** The number the text says the money came from; a number it only sent money to is never the payer. */
function senderOf(text: string, transactionId: string | null): string | null {
  const address = ADDRESS_FROM.exec(text)?.[1];
  if (address) return address.toLowerCase();
  for (const m of text.matchAll(MOBILE)) {
    const number = egyptianMobile(m[0]);
    // A transaction number made of digits can look like a phone number inside it.
    if (!number || transactionId?.includes(number.slice(1))) continue;
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    if (PAYER_BEFORE.test(before) && !RECEIVER_BEFORE.test(before)) return number;
  }
  return null;
}

function nameOf(text: string): string | null {
  for (const pattern of SENDER_NAME) {
    const name = pattern.exec(text)?.[1]?.replace(/\s+/g, ' ').trim();
    if (name && name.length >= 2 && !NOT_A_NAME.test(name)) return name.slice(0, 200);
  }
  return null;
}

/**
 * Latin letter and digit runs of a reference's length (6-8), as they would be compared. The
 * transaction number's token is kept: a payer who wrote "Ref K7M2QXA" named the booking with it.
 */
export function referenceCodesOf(text: string): string[] {
  const codes = new Set<string>();
  for (const token of text.split(/[^A-Za-z0-9]+/)) {
    if (token.length >= 6 && token.length <= 8) codes.add(normalReference(token));
  }
  return [...codes];
}

function parse(raw: string, hint?: PaymentMethod): ParsedNotification {
  const text = westernNumerals(raw.normalize('NFKC'));
  const found = amountOf(text);
  const amount = found && 'amount' in found ? found.amount : null;
  const direction = directionOf(text);
  const method = methodOf(text, hint);
  const base = { method, amount, codes: [], text: raw.trim() };
  const none = { senderNumber: null, senderName: null, transactionId: null };
  if (direction === 'not-incoming' || (direction === 'unknown' && tellsBalance(text))) {
    return { ...base, ...none, kind: 'not-incoming', reason: 'not-incoming' };
  }
  if (direction === 'unknown' || found === null || amount === null) {
    const reason = found === null ? 'no-amount' : amount === null ? 'amount-invalid' : 'no-direction';
    return { ...base, ...none, amount: null, kind: 'unreadable', reason };
  }
  const transactionId = transactionOf(text);
  return {
    ...base,
    kind: 'incoming',
    reason: null,
    senderNumber: senderOf(text, transactionId),
    senderName: nameOf(text),
    transactionId,
    codes: referenceCodesOf(text),
  };
}

/** One notification. Never throws: a text that trips the reader is `unreadable`, not a 500. */
export function parseNotification(raw: string, hint?: PaymentMethod): ParsedNotification {
  try {
    return parse(raw, hint);
  } catch {
    return {
      kind: 'unreadable',
      reason: 'no-amount',
      method: hint ?? 'VodafoneCash',
      amount: null,
      senderNumber: null,
      senderName: null,
      transactionId: null,
      codes: [],
      text: raw.trim(),
    };
  }
}

/** Several notifications pasted together, separated by blank lines. */
export function splitNotifications(text: string): string[] {
  return text
    .split(/\r?\n[ \t\u00a0]*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
