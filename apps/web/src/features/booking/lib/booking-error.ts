import { AR } from '@app/shared';
import { ApiError } from '../../../lib/api-client';

/** SPEC.md section 8: the server's text, else 'error during booking', else (no answer) the connection text. */
export function bookingErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.status === 0 ? AR.booking.connectionFailed : AR.booking.failed;
  }
  return AR.booking.connectionFailed;
}
