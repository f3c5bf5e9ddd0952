import { describe, expect, it } from 'vitest';
import { type ArabicCountForms, arabicCount } from './arabic-count';
import * as shared from './index';

const SEATS: ArabicCountForms = {
  zero: 'لا مقاعد',
  one: 'مقعد واحد',
  two: 'مقعدان',
  few: '{n} مقاعد',
  many: '{n} مقعداً',
  other: '{n} مقعد',
};

/**
 * The counted nouns the catalogues write, each form with the plural categories it may follow
 * (CLDR's, as Intl.PluralRules('ar') gives them): few, a plural genitive; many, a singular
 * accusative (a feminine noun in -ة writes it as the genitive); other (100, 101, 102, 200...),
 * a singular genitive. A number written before one of these words in any catalogue text must agree.
 */
const NOUN_FORMS: Record<string, readonly Intl.LDMLPluralRule[]> = {};
for (const [few, many, other] of [
  ['مقاعد', 'مقعداً', 'مقعد'],
  ['تذاكر', 'تذكرة', 'تذكرة'],
  ['حجوزات', 'حجزاً', 'حجز'],
  ['تحويلات', 'تحويلاً', 'تحويل'],
  ['رسائل', 'رسالة', 'رسالة'],
  ['سجلات', 'سجلاً', 'سجل'],
  ['نتائج', 'نتيجة', 'نتيجة'],
  ['صفوف', 'صفاً', 'صف'],
  ['أشخاص', 'شخصاً', 'شخص'],
  ['ساعات', 'ساعة', 'ساعة'],
  ['أيام', 'يوماً', 'يوم'],
  ['أحرف', 'حرفاً', 'حرف'],
] as const) {
  NOUN_FORMS[few] = ['few'];
  NOUN_FORMS[many] = many === other ? ['many', 'other'] : ['many'];
  if (many !== other) NOUN_FORMS[other] = ['other'];
}

const rules = new Intl.PluralRules('ar');
const fromArabicDigits = (digits: string) =>
  Number(digits.replace(/[٬,]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));

/** '٣ مقعد' in a text: each written number and the word after it that disagree. */
function disagreements(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/([٠-٩][٠-٩٬]*)\s+([\u0621-\u064a\u064b-\u065f]+)/gu)) {
    const [whole, digits, word] = match as unknown as [string, string, string];
    const allowed = NOUN_FORMS[word];
    if (allowed && !allowed.includes(rules.select(fromArabicDigits(digits)))) found.push(whole);
  }
  return found;
}

/** Every function of the Arabic catalogues called with `n` for each argument, with its key. */
function* countTexts(node: unknown, n: number, key: string): Generator<[string, string]> {
  if (typeof node === 'function') {
    try {
      const text = node(n, n, n);
      if (typeof text === 'string') yield [key, text];
    } catch {
      // A text built from a string (a name, a date): not a count.
    }
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) yield* countTexts(v, n, `${key}.${k}`);
  }
}

const catalogues = Object.entries(shared).filter(
  ([name]) => name.startsWith('AR_') || name === 'ticketCount',
);

describe('arabicCount: a count and its noun as Arabic writes them', () => {
  it('takes the form of each of CLDR’s six categories, in Arabic-Indic digits', () => {
    expect(
      [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 200, 1000].map((n) => arabicCount(n, SEATS)),
    ).toEqual([
      'لا مقاعد',
      'مقعد واحد',
      'مقعدان',
      '٣ مقاعد',
      '١٠ مقاعد',
      '١١ مقعداً',
      '٩٩ مقعداً',
      '١٠٠ مقعد',
      '١٠١ مقعد',
      '١٠٢ مقعد',
      '١٠٣ مقاعد',
      '١١١ مقعداً',
      '٢٠٠ مقعد',
      '١٬٠٠٠ مقعد',
    ]);
  });

  it('writes other numbers of the sentence the same way, and copies a text value as it is', () => {
    const forms = { ...SEATS, few: '{n} مقاعد من {total} في «{event}»' };
    expect(arabicCount(3, forms, { total: 1200, event: 'ليلة {n} $& {total}' })).toBe(
      '٣ مقاعد من ١٬٢٠٠ في «ليلة {n} $& {total}»',
    );
  });

  it('the texts the issue found now read right', () => {
    expect(shared.AR_WAITLIST_UI.seats(2)).toBe('مقعدان');
    expect(shared.ticketCount(3)).toBe('٣ تذاكر');
    expect(shared.AR_BOOKINGS.desk.rejectManyTitle(2)).toBe('رفض حجزين');
    expect(shared.AR_USERS.noUsers).toBe('لا يوجد مستخدمون');
    expect(shared.AR_WAITLIST.emails.offerIntro('ليلة', 2)).toMatch(/^أصبح لك مقعدان في فعالية «ليلة»/);
    expect(shared.AR_WAITLIST.server.offerTooSmall(2)).toBe('هذا العرض يحجز لك مقعدين فقط');
    expect(shared.AR_BOOKINGS.bulkRejectedOk(12, 30)).toBe('تم رفض ١٢ حجزاً من ٣٠');
  });

  it('every count in the Arabic catalogues (screens, server answers, emails) agrees with its noun, 0 to 1200', () => {
    const wrong = new Set<string>();
    for (let n = 0; n <= 1200; n += n < 130 ? 1 : 97) {
      for (const [name, catalogue] of catalogues) {
        for (const [key, text] of countTexts(catalogue, n, name)) {
          for (const phrase of disagreements(text)) wrong.add(`${key}(${n}): ${phrase}`);
        }
      }
    }
    expect([...wrong].slice(0, 20)).toEqual([]);
  });

  it('the agreement check itself finds a count that disagrees', () => {
    expect(disagreements('رفض ٢ حجز، ٣ تذكرة، ١٥ مقعد، ١٠٠ مقاعد')).toEqual([
      '٢ حجز',
      '٣ تذكرة',
      '١٥ مقعد',
      '١٠٠ مقاعد',
    ]);
    expect(disagreements('٣ تذاكر، ١٥ مقعداً، ١٠٠ مقعد، ٢٠ تذكرة')).toEqual([]);
  });
});
