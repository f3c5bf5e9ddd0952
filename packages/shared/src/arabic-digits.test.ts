import { describe, expect, it } from 'vitest';
import { arabicDigits } from './arabic-digits';
import { AR } from './messages/ar';
import { AR_SITE } from './messages/ar-site';

/** Every text of a catalogue (functions called with a placeholder), with its key. */
function* texts(node: unknown, key = ''): Generator<[string, string]> {
  if (typeof node === 'string') yield [key, node];
  else if (typeof node === 'function') yield [key, String(node('x', 'x', 'x'))];
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) yield* texts(v, key ? `${key}.${k}` : k);
  }
}

// Codes shown as examples of what to type (a reference code is Latin letters and digits), and
// docs/product.md's exact text for a short password (its only screen shows no other digit).
const EXEMPT = new Set(['checkIn.manualPlaceholder', 'door.searchPlaceholder', 'account.passwordTooShort']);

describe('one digit system on the Arabic screens', () => {
  it('arabicDigits writes a count in Arabic-Indic digits and leaves the rest', () => {
    expect(arabicDigits(2026)).toBe('٢٠٢٦');
    expect(arabicDigits('5 حجوزات')).toBe('٥ حجوزات');
  });

  it('the public Arabic pages texts have no Western digit', () => {
    const mixed = [...texts(AR_SITE)].filter(([, text]) => /[0-9]/.test(text));
    expect(mixed).toEqual([]);
  });

  it("the staff panel's texts and answers have none either (the emails aside), numbers given included", () => {
    const mixed = [...texts(AR)].filter(
      ([key, text]) => /[0-9]/.test(text) && !EXEMPT.has(key) && !key.includes('emails'),
    );
    expect(mixed).toEqual([]);
    for (const text of [
      AR.booking.tooManyForEmail(5),
      AR.bookings.bulkRejectedOk(12, 30),
      AR.events.seatsBelowTaken(40),
    ]) {
      expect(text).not.toMatch(/[0-9]/);
    }
  });
});
