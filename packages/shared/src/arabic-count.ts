import { arabicNumber } from './arabic-digits';

/**
 * A count and its noun as Arabic writes them, chosen by Intl.PluralRules('ar') (CLDR's six forms):
 * zero; one ('مقعد واحد'); two, the dual ('مقعدان'); few, 3 to 10 and 103 to 110, a plural genitive
 * ('٣ مقاعد'); many, 11 to 99 and 111 to 199, a singular accusative ('١٥ مقعداً'); other, 100, 101,
 * 102, 200, 1000..., a singular genitive ('١٠٠ مقعد'). The noun agrees with the number's last part,
 * which CLDR's rules already follow.
 * Each catalogue entry that writes a count gives its own six forms, since the case changes with the
 * sentence ('أصبح لك مقعدان' but 'يحجز لك مقعدين'); a count is never a number glued to one noun
 * (arabic-count.test.ts fails such a template in the sources).
 */
export type ArabicCountForms = Readonly<Record<Intl.LDMLPluralRule, string>>;

let rules: Intl.PluralRules | undefined;

/**
 * The form of `forms` that `n` takes, with `{n}` written as the count in Arabic-Indic digits
 * ('١٬٢٠٠', as the screens write counts) and `{name}` as values[name] (numbers written the same way).
 * One pass: a value that holds '{n}' (an event's name) is copied as it is.
 */
export function arabicCount(
  n: number,
  forms: ArabicCountForms,
  values: Readonly<Record<string, string | number>> = {},
): string {
  // Made on first use: the first Intl object of a page loads ICU's data (public/intl-warm-up.js).
  rules ??= new Intl.PluralRules('ar');
  return forms[rules.select(n)].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = name === 'n' ? n : values[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? arabicNumber(value) : value;
  });
}
