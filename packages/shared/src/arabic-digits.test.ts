import { describe, expect, it } from 'vitest';
import { arabicDigits } from './arabic-digits';
import * as shared from './index';
import { AR_BOOKING_ERRORS } from './messages/ar/booking-errors';
import { AR_BOOKINGS } from './messages/ar/bookings';
import { AR_EVENTS_ADMIN } from './messages/ar/events-admin';

/** Every text of a catalogue (functions called with a placeholder), with its key. */
function* texts(node: unknown, key = ''): Generator<[string, string]> {
  if (typeof node === 'string') yield [key, node];
  else if (typeof node === 'function') yield [key, String(node('x', 'x', 'x'))];
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) yield* texts(v, key ? `${key}.${k}` : k);
  }
}

// Codes and numbers shown as examples of what to type (a reference code is Latin letters and digits, a
// phone number is typed as it is written: 01...), and docs/product.md's exact text for a short password
// (its only screen shows no other digit).
const EXEMPT = new Set([
  'AR_CHECK_IN.manualPlaceholder',
  'AR_DOOR.searchPlaceholder',
  'AR_PRIVACY.privacy.searchPlaceholder',
  'AR_WAITLIST.server.phoneInvalid',
  'AR_ACCOUNT.passwordTooShort',
]);

describe('one digit system on the Arabic screens', () => {
  it('arabicDigits writes a count in Arabic-Indic digits and leaves the rest', () => {
    expect(arabicDigits(2026)).toBe('٢٠٢٦');
    expect(arabicDigits('5 حجوزات')).toBe('٥ حجوزات');
  });

  it('no Arabic catalogue (public pages, staff panel, answers, emails) has a Western digit, numbers given included', () => {
    const mixed = Object.entries(shared)
      .filter(([name]) => name.startsWith('AR_'))
      .flatMap(([name, catalogue]) => [...texts(catalogue, name)])
      .filter(([key, text]) => /[0-9]/.test(text) && !EXEMPT.has(key));
    expect(mixed).toEqual([]);
    for (const text of [
      AR_BOOKING_ERRORS.tooManyForEmail(5),
      AR_BOOKINGS.bulkRejectedOk(12, 30),
      AR_EVENTS_ADMIN.seatsBelowTaken(40),
    ]) {
      expect(text).not.toMatch(/[0-9]/);
    }
  });
});
