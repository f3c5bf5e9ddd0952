/**
 * What a visitor typed (a booker's name, a contact request) is copied into emails. Mail programs turn
 * anything that looks like an address into a link, in the plain-text part as much as in the HTML
 * ("www.evil.example", "http://...", "someone@evil.example"), so a name could carry a clickable
 * phishing link signed by the agency. Names refuse addresses at input (docs/api/README.md#input-hygiene); this
 * is the second wall, for every typed value and for rows written before that rule.
 *
 * A ZERO WIDTH SPACE inside each pattern a linkifier looks for breaks it while the text reads exactly
 * as typed: before a '.' or '@' between two characters (a dotted host, "www.", user@host) and inside
 * "://" (a scheme). A full stop at the end of a sentence, Arabic, spaces and the rest are left alone.
 */
const BREAK = '\u200B';
const LINK_PUNCTUATION = /(?<=\S)(?=[.@]\S)|(?<=:)(?=\/\/)/g;

export function withoutAutolinks(typed: string): string {
  return typed.replace(LINK_PUNCTUATION, BREAK);
}
