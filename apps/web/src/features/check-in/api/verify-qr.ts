import { ApiError, apiEnvelope } from '../../../lib/api-client';
import { interpretVerifyResponse, thrownOutcome, type VerifyOutcome } from '../verify-response';

/** docs/api/README.md#paths: the verify call of docs/api/README.md#the-calls. */
export const VERIFY_QR_PATH = '/api/events/bookings/verify-qr';

/** Reads any answer of an admission call (a scan or a look-up) as an outcome; never throws. */
async function admission(path: string, json: unknown, signal?: AbortSignal): Promise<VerifyOutcome> {
  try {
    const envelope = await apiEnvelope<unknown>(path, { method: 'POST', json, auth: true, signal });
    return interpretVerifyResponse(200, envelope);
  } catch (error) {
    if (error instanceof ApiError) {
      return error.status === 0 ? thrownOutcome(true) : interpretVerifyResponse(error.status, error.body);
    }
    // An aborted request counts as no answer: the door decides on the device.
    if (error instanceof DOMException && error.name === 'AbortError') return thrownOutcome(true);
    return thrownOutcome(false);
  }
}

/**
 * Sends what the scanner read with the door's event, when one is chosen, and the staff bearer token
 * (docs/api/check-in.md#the-door): a ticket of another event is refused with that event's name.
 */
export function verifyQrCode(qrCodeData: string, eventId?: string, signal?: AbortSignal) {
  return admission(VERIFY_QR_PATH, eventId === undefined ? { qrCodeData } : { qrCodeData, eventId }, signal);
}

/**
 * Admission by look-up, after staff compared the holders' ID cards: the same answers as a scan, plus
 * `admitted` (the tickets admitted now).
 */
export function admitBooking(bookingId: string, eventId: string, ticketIds: string[], signal?: AbortSignal) {
  const path = `/api/events/bookings/${encodeURIComponent(bookingId)}/check-in`;
  return admission(path, { eventId, ticketIds }, signal);
}
