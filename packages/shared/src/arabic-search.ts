/**
 * Name search at the door (docs/api/check-in.md#look-up): staff type a name the way they hear it, the
 * booker wrote it the way they spell it. Both sides are compared without case, diacritics
 * (harakat U+064B-U+0652, dagger alef U+0670) or tatweel (U+0640), with the alef forms, alef
 * maqsura and taa marbuta folded, and with Arabic-Indic digits read as 0-9.
 *
 * The API applies the same folding to the stored column in SQL with translate(); the two tables
 * below are the single definition of both sides, so they cannot drift apart.
 */

/** Characters replaced one for one: FOLD_FROM[i] becomes FOLD_TO[i]. */
export const ARABIC_FOLD_FROM = 'أإآٱىة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
export const ARABIC_FOLD_TO = 'اااايه01234567890123456789';

/** Characters dropped: harakat, dagger alef, tatweel. */
export const ARABIC_DROPPED = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640';

const FOLD = new Map([...ARABIC_FOLD_FROM].map((char, i) => [char, ARABIC_FOLD_TO[i]!]));
const DROPPED = new Set(ARABIC_DROPPED);

/** Lower case, folded and dropped characters, runs of white space as one space, trimmed. */
export function normalizeSearchText(input: string): string {
  let out = '';
  for (const char of input.toLowerCase()) {
    if (DROPPED.has(char)) continue;
    out += FOLD.get(char) ?? char;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The digits of a phone number as typed (Arabic-Indic or Latin), nothing else. */
export function searchDigits(input: string): string {
  return normalizeSearchText(input).replace(/\D+/g, '');
}
