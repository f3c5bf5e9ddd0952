import { AR_PRIVACY } from '@app/shared';
import { BadRequest } from '../../lib/errors';
import type { PersonKey } from './personal-data';

const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic and Persian digits as ASCII, so "٠١٠..." finds "010...". */
function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (d) => String((d.codePointAt(0)! & 0xf) % 10));
}

/**
 * What a privacy request searches by (DECISIONS.md section 17): an email (has '@'), a national ID
 * (14 digits) or a phone number (at least 10 digits; +20, spaces and dashes ignored). Anything
 * else is a 400: a name would find strangers.
 */
export function personKey(q: string): PersonKey {
  const text = westernDigits(q.trim());
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  const digits = text.replace(/[\s\-().+]/g, '');
  if (!/^\d+$/.test(digits)) throw new BadRequest(AR_PRIVACY.privacy.queryInvalid, 'q');
  // A phone with its country code (+20 10 1234 5678) has 12 digits: 14 is always a national ID.
  if (digits.length === 14) return { kind: 'nationalId', value: digits };
  if (digits.length >= 10 && digits.length <= 13) return { kind: 'phone', value: digits };
  throw new BadRequest(AR_PRIVACY.privacy.queryInvalid, 'q');
}
