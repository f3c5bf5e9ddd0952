import { AR_PRIVACY, mailboxKey } from '@app/shared';
import { BadRequest } from '../../lib/errors';

/**
 * What a privacy request searches by, and what a staff search is keyed by in the access log
 * (docs/api/privacy.md): an email address (as the mailbox it reaches, packages/shared mailboxKey), a
 * national ID (14 digits) or a phone number (digits).
 */
export type PersonKey =
  | { kind: 'email'; value: string }
  | { kind: 'nationalId'; value: string }
  | { kind: 'phone'; value: string };

const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic and Persian digits as ASCII, so "٠١٠..." finds "010...". */
function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (d) => String((d.codePointAt(0)! & 0xf) % 10));
}

/**
 * What a privacy request searches by (docs/api/privacy.md#search-a-person): an email (has '@'; the mailbox it
 * reaches, so `Wait.Er+x@gmail.com` finds `waiter@gmail.com`, packages/shared mailboxKey), a national ID
 * (14 digits) or a phone number (at least 10 digits; +20, spaces and dashes ignored). Anything
 * else is a 400: a name would find strangers.
 */
export function personKey(q: string): PersonKey {
  const text = westernDigits(q.trim());
  if (text.includes('@')) return { kind: 'email', value: mailboxKey(text) };
  const digits = text.replace(/[\s\-().+]/g, '');
  if (!/^\d+$/.test(digits)) throw new BadRequest(AR_PRIVACY.privacy.queryInvalid, 'q');
  // A phone with its country code (+20 10 1234 5678) has 12 digits: 14 is always a national ID.
  if (digits.length === 14) return { kind: 'nationalId', value: digits };
  if (digits.length >= 10 && digits.length <= 13) return { kind: 'phone', value: digits };
  throw new BadRequest(AR_PRIVACY.privacy.queryInvalid, 'q');
}

/** What a typed search is, by its shape: the access log keeps this, never the text (docs/api/privacy.md). */
export type SearchKind = PersonKey['kind'] | 'number' | 'reference' | 'name';

/**
 * A staff search's kind and the key its keyed hash is made of: a national ID, email or phone as a
 * privacy request normalizes it (so both log the same hash for one person), else its kind and text.
 */
export function searchKey(q: string): { kind: SearchKind; key: string } {
  const text = westernDigits(q.trim());
  const digits = text.replace(/[\s\-().+]/g, '');
  if (text.includes('@') || (/^\d+$/.test(digits) && digits.length >= 10 && digits.length <= 14)) {
    const key = personKey(text);
    return { kind: key.kind, key: `${key.kind}:${key.value}` };
  }
  const kind: SearchKind = /^\d+$/.test(digits)
    ? 'number'
    : /^[a-z0-9]{6,8}$/i.test(text) && /\d/.test(text)
      ? 'reference'
      : 'name';
  return { kind, key: `${kind}:${text.toLowerCase()}` };
}
