import { z } from 'zod';
import { AR } from '../messages/ar';
import { text } from './text-rules';

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
  qrCodeData: text({ error: AR.checkIn.serverInvalidId, invalid: AR.checkIn.serverInvalidId })
    .trim()
    .min(1, AR.checkIn.serverInvalidId)
    .max(512, AR.checkIn.serverInvalidId),
  /** The door's event (DECISIONS.md section 6): a ticket of another event is refused with its name. */
  eventId: z.string().max(100).optional(),
});
export type VerifyQrBody = z.infer<typeof verifyQrBodySchema>;

/** Admission by look-up, after staff compared the holder's ID card. */
export const manualCheckInBodySchema = z.object({ eventId: z.string().max(100).optional() }).nullish();

export const attendeesQuerySchema = z.object({
  q: z.string().max(100, AR.checkIn.serverQueryTooLong).optional(),
});

export type AttendeeDto = { _id: string; fullName: string; reference: string; checkedInAt: string | null };

/** A row of the door's offline snapshot: `key` is the lowercase hex SHA-256 of the exact QR text. */
export type SnapshotTicketDto = {
  key: string;
  bookingId: string;
  reference: string;
  fullName: string;
  checkedInAt: string | null;
};
export type CheckInSnapshotDto = { generatedAt: string; tickets: SnapshotTicketDto[] };

/** Scans one sync may carry: a door's whole offline queue, sent in batches by the device. */
export const SYNC_MAX_SCANS = 1000;
const syncId = z
  .string({ error: AR.checkIn.serverSyncInvalid })
  .trim()
  .min(1, AR.checkIn.serverSyncInvalid)
  .max(100, AR.checkIn.serverSyncInvalid);

export const checkInSyncBodySchema = z.object(
  {
    deviceId: syncId,
    scans: z
      .array(
        z
          .object(
            {
              scanId: syncId,
              key: z
                .string({ error: AR.checkIn.serverSyncInvalid })
                .max(100, AR.checkIn.serverSyncInvalid)
                .optional(),
              bookingId: z
                .string({ error: AR.checkIn.serverSyncInvalid })
                .max(100, AR.checkIn.serverSyncInvalid)
                .optional(),
              scannedAt: z.iso.datetime({ offset: true, error: AR.checkIn.serverSyncInvalid }),
            },
            { error: AR.checkIn.serverSyncInvalid },
          )
          .refine(
            (scan) => scan.key !== undefined || scan.bookingId !== undefined,
            AR.checkIn.serverSyncInvalid,
          ),
        { error: AR.checkIn.serverSyncInvalid },
      )
      .max(SYNC_MAX_SCANS, AR.checkIn.serverSyncInvalid),
  },
  { error: AR.checkIn.serverSyncInvalid },
);
export type CheckInSyncBody = z.infer<typeof checkInSyncBodySchema>;

export type SyncOutcome = 'admitted' | 'duplicate' | 'invalid';
export type SyncResultDto = {
  scanId: string;
  outcome: SyncOutcome;
  checkedInAt?: string;
  checkedInBy?: { username: string };
};

export type CheckInStatsDto = { accepted: number; checkedIn: number; duplicates: number };

/** A ticket admitted twice while doors were offline, as sync found it. */
export type CheckInDuplicateDto = {
  scanId: string;
  booking: { _id: string; fullName: string; reference: string };
  scannedAt: string;
  deviceId: string;
  staff: { username: string } | null;
  admission: { at: string; deviceId: string | null; staff: { username: string } | null };
};

/** The booking verify-qr answers with (SPEC.md section 3 plus the reference and check-in time). */
export type CheckedInBookingDto = {
  _id: string;
  reference: string;
  fullName: string;
  email: string;
  nationalId: string;
  paymentMethod: 'InstaPay' | 'VodafoneCash';
  paymentNumber: string;
  status: 'Pending' | 'Accepted' | 'Rejected' | 'Cancelled';
  createdAt: string;
  checkedInAt: string | null;
  event: { _id: string; name: string };
};
