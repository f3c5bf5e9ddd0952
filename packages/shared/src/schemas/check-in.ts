import { z } from 'zod';
import { AR } from '../messages/ar';

/**
 * Booking reference codes (DECISIONS.md section 5): no look-alike characters (0/O, 1/I/L).
 * Bookings issue 7 characters; the check-in screen accepts what the payer reads out, in any case.
 */
export const CHECK_IN_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CHECK_IN_REFERENCE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6,8}$/;

/** Turns what staff typed (spaces, lower case) into the stored form of a reference code. */
export function normalizeReferenceCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** Scan payload (SPEC.md section 3): the text decoded from the QR code, or a typed reference code. */
export const verifyQrBodySchema = z.object({
  qrCodeData: z
    .string({ error: AR.checkIn.serverInvalidId })
    .trim()
    .min(1, AR.checkIn.serverInvalidId)
    .max(512, AR.checkIn.serverInvalidId),
});
export type VerifyQrBody = z.infer<typeof verifyQrBodySchema>;

/** The booking verify-qr answers with (SPEC.md section 3 plus the reference and check-in time). */
export type CheckedInBookingDto = {
  _id: string;
  reference: string;
  fullName: string;
  email: string;
  nationalId: string;
  paymentMethod: 'InstaPay' | 'VodafoneCash';
  paymentNumber: string;
  status: 'Pending' | 'Accepted' | 'Rejected';
  createdAt: string;
  checkedInAt: string | null;
  event: { _id: string; name: string };
};
