import { AR } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { bookingErrorText } from './booking-error';
import { toLatinDigits } from './digits';

describe('bookingErrorText (SPEC.md section 8)', () => {
  it('shows the server text when there is one', () => {
    expect(bookingErrorText(new ApiError(409, AR.booking.soldOut, null))).toBe(AR.booking.soldOut);
  });

  it('falls back to the booking error, or the connection error when the server did not answer', () => {
    expect(bookingErrorText(new ApiError(500, undefined, null))).toBe(AR.booking.failed);
    expect(bookingErrorText(new ApiError(0, undefined, null))).toBe(AR.booking.connectionFailed);
    expect(bookingErrorText(new TypeError('boom'))).toBe(AR.booking.connectionFailed);
  });
});

describe('toLatinDigits', () => {
  it('turns Arabic-Indic and Persian digits into 0-9 and leaves the rest', () => {
    expect(toLatinDigits('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(toLatinDigits('۲۹۹abc')).toBe('299abc');
  });
});
