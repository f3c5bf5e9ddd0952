import { AR_SITE } from '@app/shared';
import { ApiError } from '../../../lib/api-client';

/** SPEC.md section 8: the server's text, else 'error during booking', else (no answer) the connection text. */
export function bookingErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.status === 0 ? AR_SITE.booking.connectionFailed : AR_SITE.booking.failed;
  }
  return AR_SITE.booking.connectionFailed;
}
