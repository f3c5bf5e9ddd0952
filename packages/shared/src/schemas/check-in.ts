import { z } from 'zod';
import { MAX_GUESTS } from '../constants';
import { AR_CHECK_IN } from '../messages/ar/check-in';
import { AR_DOOR } from '../messages/ar/door';
import { AR_SERVER } from '../messages/ar/server';

import { BOOKING_STATUSES, bookingDtoSchema } from './bookings';
import { errorEnvelopeSchema } from './envelope';
import { pageQueryShape } from './paging';
import { text } from './text-rules';

/**
 * Booking reference codes (docs/api/bookings.md#reference-code): no look-alike characters (0/O, 1/I/L).
 * Bookings issue 7 characters; the check-in screen accepts what the payer reads out, in any case.
 */
export const CHECK_IN_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CHECK_IN_REFERENCE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6,8}$/;

/** Turns what staff typed (spaces, lower case) into the stored form of a reference code. */
export function normalizeReferenceCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** Scan payload (docs/api/README.md#field-names): the text decoded from the QR code, or a typed reference code. */
export const verifyQrBodySchema = z.object({
  qrCodeData: text({ error: AR_CHECK_IN.serverInvalidId, invalid: AR_CHECK_IN.serverInvalidId })
    .trim()
    .min(1, AR_CHECK_IN.serverInvalidId)
    .max(512, AR_CHECK_IN.serverInvalidId),
  /** The door's event (docs/api/check-in.md#the-door): a ticket of another event is refused with its name. */
  eventId: z.string().max(100).optional(),
});
export type VerifyQrBody = z.infer<typeof verifyQrBodySchema>;

/** The most tickets one booking holds (docs/api/bookings.md#several-tickets): the booker and the guests. */
const MAX_TICKETS = MAX_GUESTS + 1;
const ticketIdField = z.string({ error: AR_DOOR.ticketNotFound }).max(100, AR_DOOR.ticketNotFound);

/**
 * Admission by look-up, after staff compared the holders' ID cards: the listed tickets of the booking
 * (docs/api/check-in.md#look-up), or every ticket not yet admitted when none are listed.
 */
export const manualCheckInBodySchema = z
  .object({
    eventId: z.string().max(100).optional(),
    ticketIds: z
      .array(ticketIdField, { error: AR_DOOR.ticketNotFound })
      .min(1, AR_DOOR.ticketNotFound)
      .max(MAX_TICKETS, AR_DOOR.ticketNotFound)
      .optional(),
  })
  .nullish();
export type ManualCheckInBody = z.infer<typeof manualCheckInBodySchema>;

/** Undo of one ticket's admission, or (no ticketId) of every admitted ticket of the booking. */
export const undoCheckInQuerySchema = z.object({ ticketId: ticketIdField.optional() });

/** The look-up's text; with `limit`, a page of it, or of every ticket of the event without text. */
export const attendeesQuerySchema = z.object({
  q: z.string().max(100, AR_CHECK_IN.serverQueryTooLong).optional(),
  ...pageQueryShape,
});

/**
 * A person as the door sees them (docs/api/check-in.md#what-the-door-sees): name, reference, status and the national
 * ID's last 4 digits (to compare with the ID card); never the email, payment number or whole ID.
 * One item per ticket (section 13): `_id` is the booking's, `ticketId` the ticket's, and the name and
 * the last 4 digits are its holder's.
 */
export const attendeeDtoSchema = z.object({
  _id: z.string(),
  ticketId: z.string(),
  fullName: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Absent only in a search of the device's offline list (the snapshot carries no part of the ID). */
  nationalIdLast4: z.string().nullable().optional(),
  checkedInAt: z.string().nullable(),
  /** The ticket's type's name (docs/api/ticket-types.md#elsewhere). */
  ticketType: z.string().nullable().optional(),
});
export type AttendeeDto = z.infer<typeof attendeeDtoSchema>;

/** The answer of an undone admission: the person, as the door sees them, and the event. */
export const undoneAdmissionDtoSchema = attendeeDtoSchema.extend({
  /** Null once erased (docs/api/privacy.md#what-is-erased). */
  nationalIdLast4: z.string().nullable(),
  event: z.object({ _id: z.string(), name: z.string() }),
});
export type UndoneAdmissionDto = z.infer<typeof undoneAdmissionDtoSchema>;

/** A row of the door's offline snapshot: `key` is the lowercase hex SHA-256 of the exact QR text. */
export const snapshotTicketDtoSchema = z.object({
  key: z.string(),
  bookingId: z.string(),
  ticketId: z.string(),
  reference: z.string(),
  fullName: z.string(),
  checkedInAt: z.string().nullable(),
  /**
   * The keys of the QR codes the ticket had before its holder changed (docs/api/ticket-transfer.md):
   * such a scan is refused as `تم نقل هذه التذكرة لشخص آخر`. Absent for a ticket that never changed.
   */
  replacedKeys: z.array(z.string()).optional(),
  /** The ticket's type's name (docs/api/ticket-types.md#elsewhere). */
  ticketType: z.string().nullable().optional(),
  /** In a snapshot of changes: the ticket's booking is no longer Accepted; the device drops it. */
  removed: z.literal(true).optional(),
});
export type SnapshotTicketDto = z.infer<typeof snapshotTicketDtoSchema>;
export const checkInSnapshotDtoSchema = z.object({
  generatedAt: z.string(),
  /** Present when the answer holds only the changes since the device's copy of that time. */
  since: z.string().optional(),
  tickets: z.array(snapshotTicketDtoSchema),
});
export type CheckInSnapshotDto = z.infer<typeof checkInSnapshotDtoSchema>;

/** `since`: the `generatedAt` of the copy the device holds; the answer then carries only changes. */
export const checkInSnapshotQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: AR_SERVER.invalidInput }).optional(),
});

/** Scans one sync may carry: a door's whole offline queue, sent in batches by the device. */
export const SYNC_MAX_SCANS = 1000;
const syncId = z
  .string({ error: AR_CHECK_IN.serverSyncInvalid })
  .trim()
  .min(1, AR_CHECK_IN.serverSyncInvalid)
  .max(100, AR_CHECK_IN.serverSyncInvalid);

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
                .string({ error: AR_CHECK_IN.serverSyncInvalid })
                .max(100, AR_CHECK_IN.serverSyncInvalid)
                .optional(),
              bookingId: z
                .string({ error: AR_CHECK_IN.serverSyncInvalid })
                .max(100, AR_CHECK_IN.serverSyncInvalid)
                .optional(),
              /** A look-up admission of one ticket; a bookingId alone names the booking's first ticket. */
              ticketId: z
                .string({ error: AR_CHECK_IN.serverSyncInvalid })
                .max(100, AR_CHECK_IN.serverSyncInvalid)
                .optional(),
              scannedAt: z.iso.datetime({ offset: true, error: AR_CHECK_IN.serverSyncInvalid }),
            },
            { error: AR_CHECK_IN.serverSyncInvalid },
          )
          .refine(
            (scan) => scan.key !== undefined || scan.bookingId !== undefined || scan.ticketId !== undefined,
            AR_CHECK_IN.serverSyncInvalid,
          ),
        { error: AR_CHECK_IN.serverSyncInvalid },
      )
      .max(SYNC_MAX_SCANS, AR_CHECK_IN.serverSyncInvalid),
  },
  { error: AR_CHECK_IN.serverSyncInvalid },
);
export type CheckInSyncBody = z.infer<typeof checkInSyncBodySchema>;

export const SYNC_OUTCOMES = ['admitted', 'duplicate', 'invalid'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];
const staffRef = z.object({ username: z.string() });

/**
 * One scan's answer. A scan that named a ticket (admitted or duplicate) also says whose it is, as every
 * check-in answer does (docs/api/check-in.md#what-the-door-sees): the holder's name, the event, the reference, the
 * booking's status and the national ID's last 4 digits only.
 */
export const syncResultDtoSchema = z.object({
  scanId: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  checkedInAt: z.string().optional(),
  checkedInBy: staffRef.optional(),
  _id: z.string().optional(),
  ticketId: z.string().optional(),
  reference: z.string().optional(),
  fullName: z.string().optional(),
  nationalIdLast4: z.string().nullable().optional(),
  status: z.string().optional(),
  event: z.object({ _id: z.string(), name: z.string() }).optional(),
});
export type SyncResultDto = z.infer<typeof syncResultDtoSchema>;

/** The answer of POST /api/events/{eventId}/check-in/sync: one result per scan. */
export const checkInSyncAnswerSchema = z.object({ results: z.array(syncResultDtoSchema) });

export const checkInStatsDtoSchema = z.object({
  accepted: z.number(),
  checkedIn: z.number(),
  duplicates: z.number(),
  /** Progress per ticket type (docs/api/ticket-types.md#elsewhere). */
  byType: z
    .array(z.object({ _id: z.string(), name: z.string(), accepted: z.number(), checkedIn: z.number() }))
    .optional(),
});
export type CheckInStatsDto = z.infer<typeof checkInStatsDtoSchema>;

/** A ticket admitted twice while doors were offline, as sync found it. */
export const checkInDuplicateDtoSchema = z.object({
  scanId: z.string(),
  /** `fullName` is the holder's of the ticket admitted twice, as everywhere at the door. */
  booking: z.object({ _id: z.string(), fullName: z.string(), reference: z.string() }),
  scannedAt: z.string(),
  deviceId: z.string(),
  staff: staffRef.nullable(),
  admission: z.object({ at: z.string(), deviceId: z.string().nullable(), staff: staffRef.nullable() }),
});
export type CheckInDuplicateDto = z.infer<typeof checkInDuplicateDtoSchema>;

/**
 * The booking verify-qr and the look-up admission answer with: docs/product.md's success dialog fields that
 * the door may see (docs/api/check-in.md#what-the-door-sees), the reference and the check-in time. No email, payment
 * method or number, and of the national ID only its last 4 digits.
 */
export const checkedInBookingDtoSchema = bookingDtoSchema
  .pick({
    _id: true,
    reference: true,
    fullName: true,
    status: true,
    createdAt: true,
    checkedInAt: true,
    event: true,
  })
  .extend({
    ticketId: z.string(),
    nationalIdLast4: z.string().nullable(),
    /** The ticket admitted (its holder: `fullName` and `nationalIdLast4` are theirs), section 13. */
    ticket: z.object({ _id: z.string(), fullName: z.string() }),
    /** The ticket's type's name, shown large at the door (docs/api/ticket-types.md#elsewhere). */
    ticketType: z.string().nullable().optional(),
    /** Its booking's tickets, and how many of them are in now: "2 of 5 of this booking are in". */
    group: z.object({ quantity: z.number(), checkedIn: z.number() }),
    /** Admission by look-up only: the ticket ids admitted by this call. */
    admitted: z.array(z.string()).optional(),
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
