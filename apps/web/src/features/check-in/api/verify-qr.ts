import { ApiError, apiEnvelope } from '../../../lib/api-client';
import { interpretVerifyResponse, thrownOutcome, type VerifyOutcome } from '../verify-response';

/** DECISIONS.md section 1: the verify call of SPEC.md section 7. */
export const VERIFY_QR_PATH = '/api/events/bookings/verify-qr';

/**
 * Sends what the scanner read (or the typed reference code) with the staff bearer token.
 * Never throws: every answer becomes an outcome the screen shows.
 */
export async function verifyQrCode(qrCodeData: string): Promise<VerifyOutcome> {
  try {
    const envelope = await apiEnvelope<unknown>(VERIFY_QR_PATH, {
      method: 'POST',
      json: { qrCodeData },
      auth: true,
    });
    return interpretVerifyResponse(200, envelope);
  } catch (error) {
    if (error instanceof ApiError) {
      return error.status === 0 ? thrownOutcome(true) : interpretVerifyResponse(error.status, error.body);
    }
    return thrownOutcome(false);
  }
}
