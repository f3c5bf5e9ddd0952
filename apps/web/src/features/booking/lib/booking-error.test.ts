import { AR_BOOKING_FORM } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { BookingNotSent, bookingErrorText, isAlreadyBooked } from './booking-error';
import { toLatinDigits } from './digits';

describe('bookingErrorText (docs/product.md#error-messages)', () => {
  it('shows the server text when there is one', () => {
    expect(bookingErrorText(new ApiError(409, AR_BOOKING_FORM.soldOut, null))).toBe(AR_BOOKING_FORM.soldOut);
  });

  it('falls back to the booking error, or the connection error when the server did not answer', () => {
    expect(bookingErrorText(new ApiError(500, undefined, null))).toBe(AR_BOOKING_FORM.failed);
    expect(bookingErrorText(new ApiError(0, undefined, null))).toBe(AR_BOOKING_FORM.connectionFailed);
    expect(bookingErrorText(new TypeError('boom'))).toBe(AR_BOOKING_FORM.connectionFailed);
  });
});

describe('toLatinDigits', () => {
  it('turns Arabic-Indic and Persian digits into 0-9 and leaves the rest', () => {
    expect(toLatinDigits('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(toLatinDigits('۲۹۹abc')).toBe('299abc');
  });
});

describe('bookings the page stopped, and the already-booked refusal', () => {
  it('says offline or no answer in Arabic', () => {
    expect(bookingErrorText(new BookingNotSent('offline'))).toBe(AR_BOOKING_FORM.offline);
    expect(bookingErrorText(new BookingNotSent('timeout'))).toBe(AR_BOOKING_FORM.noAnswer);
  });

  it('knows a 409 about the national ID or the email as already booked, not a sold-out event', () => {
    const conflict = (path?: string) =>
      new ApiError(409, 'x', { success: false, error: 'x', errors: [{ msg: 'x', path }] });
    expect(isAlreadyBooked(conflict('nationalId'))).toBe(true);
    expect(isAlreadyBooked(conflict('email'))).toBe(true);
    expect(isAlreadyBooked(conflict())).toBe(false);
    expect(isAlreadyBooked(new ApiError(400, 'x', { errors: [{ msg: 'x', path: 'nationalId' }] }))).toBe(
      false,
    );
  });
});
