import { AR_BOOKING_FORM } from '@app/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * A booking the page stopped before any answer: no network ('offline'), no answer within the wait
 * ('timeout'), or the visitor left the page ('left'). None of them is ever sent again by itself.
 */
export class BookingNotSent extends Error {
  constructor(readonly reason: 'offline' | 'timeout' | 'left') {
    super(`booking not sent: ${reason}`);
    this.name = 'BookingNotSent';
  }
}

/** docs/product.md#error-messages: the server's text, else 'error during booking', else (no answer) the connection text. */
export function bookingErrorText(error: unknown): string {
  if (error instanceof BookingNotSent) {
    return error.reason === 'offline' ? AR_BOOKING_FORM.offline : AR_BOOKING_FORM.noAnswer;
  }
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.status === 0 ? AR_BOOKING_FORM.connectionFailed : AR_BOOKING_FORM.failed;
  }
  return AR_BOOKING_FORM.connectionFailed;
}

/**
 * A 409 that says this person already holds a booking of the event: the national ID's (or, past the
 * per-address cap, the email's). The visitor most likely lost the first one's link, which can be resent.
 */
export function isAlreadyBooked(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const first = (error.body as { errors?: Array<{ path?: unknown }> } | null)?.errors?.[0];
  return first?.path === 'nationalId' || first?.path === 'email';
}
