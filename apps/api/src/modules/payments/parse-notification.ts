import { egyptianMobile, normalReference, normalTransactionId, type PaymentMethod } from '@app/shared';

/**
 * Reads the wallet's own notifications (DECISIONS.md section 16): Vodafone Cash and InstaPay SMS or
 * app texts, in Arabic or English, with Western or Arabic-Indic digits. Pure: text in, facts out.
 */
export type ParsedNotification = {
  method: PaymentMethod;
  /** Null when the text names no amount with a currency: reported `unreadable`, stored as nothing. */
  amount: number | null;
  senderNumber: string | null;
  senderName: string | null;
  transactionId: string | null;
  /** Tokens that could be a booking reference, normalized (normalReference). */
  codes: string[];
  text: string;
};

/** Arabic-Indic digits and their separators (٫ decimal, ٬ thousands) to Western ones. */
function westernize(text: string): string {
  return text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/٫/g, '.')
    .replace(/٬/g, ',');
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;
const CURRENCY = String.raw`(?:(?<![A-Za-z])(?:EGP|L\.?E\.?)(?![A-Za-z])|ج\.?\s?م\.?|جنيه(?:ا|اً|ًا)?|جنيهات)`;
const AMOUNT_AFTER = new RegExp(String.raw`${CURRENCY}\s*${NUMBER}`, 'giu');
const AMOUNT_BEFORE = new RegExp(String.raw`${NUMBER}\s*${CURRENCY}`, 'giu');
/** An amount right after these words is the account's balance or a fee, not the money received. */
const NOT_RECEIVED = /(رصيد|الرصيد|balance|bal\.?|fees?|رسوم|مصاريف|available)[^\d]{0,25}$/iu;

/**
 * Transaction number labels in the order they are trusted: a text that says both "رقم العملية" and
 * "Ref" (the payer's note may carry a booking reference after "Ref") takes the first label found here.
 */
const TXN_LABELS = [
  String.raw`رقم\s*العملي[ةه]`,
  String.raw`رقم\s*المرجع`,
  String.raw`الرقم\s*المرجعي`,
  String.raw`رقم\s*المعامل[ةه]`,
  String.raw`Transaction\s*(?:ID|No\.?|Number|Ref(?:erence)?)`,
  String.raw`Txn\s*(?:ID|No\.?|Ref)?`,
  String.raw`Reference\s*(?:No\.?|Number|ID)?`,
  String.raw`Ref\s*(?:No\.?|#)?`,
].map(
  (label) =>
    new RegExp(String.raw`(?:^|[^\p{L}])${label}\s*[:：#.\-]?\s*([A-Za-z0-9][A-Za-z0-9\-]{3,39})`, 'iu'),
);
const MOBILE = /(?<!\d)(?:\+|00)?(?:20[\s-]?)?0?1[0125](?:[\s-]?\d){8}(?!\d)/g;

function transactionOf(text: string): string | null {
  for (const pattern of TXN_LABELS) {
    const found = pattern.exec(text)?.[1];
    if (found && /\d/.test(found)) return normalTransactionId(found);
  }
  return null;
}

const SENDER_NAME = [
  /(?:المسجل\s+)?(?:باسم|بإسم|بأسم)\s+([^\n،,.؛;()0-9]{2,60})/u,
  /\bfrom\s+([A-Za-z][A-Za-z .'-]{1,60}?)\s*(?:\(|\bvia\b|\bon\b|\bmobile\b|,|\.\s|$|\d)/i,
  /من\s+([\p{Script=Arabic}][\p{Script=Arabic} ]{1,60}?)\s*(?:\(|رقم|عبر|على|في|بتاريخ|،|,|\.|$|\d)/u,
];

function methodOf(text: string, hint?: PaymentMethod): PaymentMethod {
  if (/insta\s?pay|إنستا\s?باي|انستا\s?باي|انستاباى|IPN\b/iu.test(text)) return 'InstaPay';
  if (/vodafone|فودافون|VF[-\s]?Cash/iu.test(text)) return 'VodafoneCash';
  return hint ?? 'VodafoneCash';
}

function numberOf(whole: string, fraction: string | undefined): number {
  return Number(`${whole.replace(/,/g, '')}.${fraction ?? '0'}`);
}

/** The money received: the first amount with a currency that is not a balance or a fee. */
function amountOf(text: string): number | null {
  const found: { index: number; value: number }[] = [];
  for (const pattern of [AMOUNT_AFTER, AMOUNT_BEFORE]) {
    for (const m of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (NOT_RECEIVED.test(before)) continue;
      const value = numberOf(m[1]!, m[2]);
      if (value > 0) found.push({ index: m.index, value });
    }
  }
  found.sort((a, b) => a.index - b.index);
  return found[0]?.value ?? null;
}

function senderOf(text: string, transactionId: string | null): string | null {
  for (const m of text.matchAll(MOBILE)) {
    const number = egyptianMobile(m[0]);
    // A transaction number made of digits can look like a phone number inside it.
    if (number && !transactionId?.includes(number.slice(1))) return number;
  }
  return null;
}

function nameOf(text: string): string | null {
  for (const pattern of SENDER_NAME) {
    const name = pattern.exec(text)?.[1]?.trim();
    if (name && !/^(رقم|the|your|a)$/iu.test(name)) return name.slice(0, 200);
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

/** One notification. */
export function parseNotification(raw: string, hint?: PaymentMethod): ParsedNotification {
  const text = westernize(raw.normalize('NFKC'));
  const transactionId = transactionOf(text);
  return {
    method: methodOf(text, hint),
    amount: amountOf(text),
    senderNumber: senderOf(text, transactionId),
    senderName: nameOf(text),
    transactionId,
    codes: referenceCodesOf(text),
    text: raw.trim(),
  };
}

/** Several notifications pasted together, separated by blank lines. */
export function splitNotifications(text: string): string[] {
  return text
    .split(/\r?\n[ \t\u00a0]*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
