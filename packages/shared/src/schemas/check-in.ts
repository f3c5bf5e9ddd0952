import { z } from 'zod';
import { AR } from '../messages/ar';
import { bookingDtoSchema } from './bookings';
import { errorEnvelopeSchema } from './envelope';
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

export const attendeeDtoSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  reference: z.string(),
  checkedInAt: z.string().nullable(),
});
export type AttendeeDto = z.infer<typeof attendeeDtoSchema>;

/** A row of the door's offline snapshot: `key` is the lowercase hex SHA-256 of the exact QR text. */
export const snapshotTicketDtoSchema = z.object({
  key: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  fullName: z.string(),
  checkedInAt: z.string().nullable(),
});
export type SnapshotTicketDto = z.infer<typeof snapshotTicketDtoSchema>;
export const checkInSnapshotDtoSchema = z.object({
  generatedAt: z.string(),
  tickets: z.array(snapshotTicketDtoSchema),
});
export type CheckInSnapshotDto = z.infer<typeof checkInSnapshotDtoSchema>;

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

export const SYNC_OUTCOMES = ['admitted', 'duplicate', 'invalid'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];
const staffRef = z.object({ username: z.string() });

export const syncResultDtoSchema = z.object({
  scanId: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  checkedInAt: z.string().optional(),
  checkedInBy: staffRef.optional(),
});
export type SyncResultDto = z.infer<typeof syncResultDtoSchema>;

/** The answer of POST /api/events/{eventId}/check-in/sync: one result per scan. */
export const checkInSyncAnswerSchema = z.object({ results: z.array(syncResultDtoSchema) });

export const checkInStatsDtoSchema = z.object({
  accepted: z.number(),
  checkedIn: z.number(),
  duplicates: z.number(),
});
export type CheckInStatsDto = z.infer<typeof checkInStatsDtoSchema>;

/** A ticket admitted twice while doors were offline, as sync found it. */
export const checkInDuplicateDtoSchema = z.object({
  scanId: z.string(),
  booking: z.object({ _id: z.string(), fullName: z.string(), reference: z.string() }),
  scannedAt: z.string(),
  deviceId: z.string(),
  staff: staffRef.nullable(),
  admission: z.object({ at: z.string(), deviceId: z.string().nullable(), staff: staffRef.nullable() }),
});
export type CheckInDuplicateDto = z.infer<typeof checkInDuplicateDtoSchema>;

/**
 * The booking verify-qr answers with (SPEC.md section 3 plus the reference and check-in time): the
 * staff's booking without the payment desk's fields. The payment method and number are null for a
 * free event's booking, as in BookingDto.
 */
export const checkedInBookingDtoSchema = bookingDtoSchema.pick({
  _id: true,
  reference: true,
  fullName: true,
  email: true,
  nationalId: true,
  paymentMethod: true,
  paymentNumber: true,
  status: true,
  createdAt: true,
  checkedInAt: true,
  event: true,
});
export type CheckedInBookingDto = z.infer<typeof checkedInBookingDtoSchema>;

/**
 * A refused admission of a ticket already admitted also says when and by whom (400), so the door
 * can show it.
 */
export const checkInErrorEnvelopeSchema = errorEnvelopeSchema.extend({
  checkedInAt: z.string().optional(),
  checkedInBy: staffRef.nullable().optional(),
});
