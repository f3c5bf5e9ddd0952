import { AR, type AttendeeDto, type CheckedInBookingDto } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { isId, requireId } from '../../lib/ids';
import { verifyTicket } from '../tickets/ticket-token';

/**
 * The booking id inside a scanned ticket token. Only signed tokens admit (DECISIONS.md section 6):
 * a typed reference code is a look-up at the door, not an admission, so it is refused here like
 * any other text that is not a genuine ticket.
 */
export function parseTicket(secret: string, qrCodeData: string): string {
  const bookingId = verifyTicket(secret, qrCodeData);
  if (!bookingId) throw new BadRequest(AR.checkIn.serverInvalidId);
  return bookingId;
}

/** The door's event as sent by the scanner; one that cannot exist is an unknown event. */
export function doorEventId(eventId: string | undefined): string | undefined {
  return eventId === undefined ? undefined : requireId(eventId, AR.events.notFound);
}

/** 404 for an event that does not exist, before answering anything about its door. */
export async function requireEvent(db: Db, eventId: string): Promise<{ id: string; name: string }> {
  requireId(eventId, AR.events.notFound);
  const [event] = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`SELECT id, name FROM events WHERE id = ${eventId}`),
  );
  if (!event) throw new NotFound(AR.events.notFound);
  return event;
}

type BookingRow = {
  id: string;
  reference: string;
  full_name: string;
  email: string;
  national_id: string;
  /** Null for a free event's booking. */
  payment_method: CheckedInBookingDto['paymentMethod'];
  payment_number: string | null;
  status: CheckedInBookingDto['status'];
  created_at: Date | string;
  checked_in_at: Date | string | null;
  event_id: string;
  event_name: string;
};

export const iso = (value: Date | string) => new Date(value).toISOString();

function toDto(row: BookingRow): CheckedInBookingDto {
  return {
    _id: row.id,
    reference: row.reference,
    fullName: row.full_name,
    email: row.email,
    nationalId: row.national_id,
    paymentMethod: row.payment_method,
    paymentNumber: row.payment_number,
    status: row.status,
    createdAt: iso(row.created_at),
    checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    event: { _id: row.event_id, name: row.event_name },
  };
}

export type Admission = { staffId: string; method: 'qr' | 'manual'; eventId?: string };

/**
 * Admits a booking at the door (DECISIONS.md section 6). The hot path is ONE statement: the
 * conditional UPDATE both decides and records (with its line in the admission log), so two doors
 * scanning one ticket at once get one success (the second UPDATE waits for the first row lock,
 * re-checks `checked_in_at IS NULL` and matches nothing). Only a refused scan pays for a second
 * read to say why it was refused.
 */
export async function admit(db: Db, bookingId: string, admission: Admission): Promise<CheckedInBookingDto> {
  const booking = await tryAdmit(db, bookingId, admission);
  if (booking) return booking;
  const reason = await refusal(db, bookingId, admission.eventId);
  if (reason) throw reason;
  // Admissible after all: an undo landed between the two statements. Once more, then say so.
  const retried = await tryAdmit(db, bookingId, admission);
  if (retried) return retried;
  throw (
    (await refusal(db, bookingId, admission.eventId)) ?? new BadRequest(AR.checkIn.serverAlreadyCheckedIn)
  );
}

async function tryAdmit(
  db: Db,
  bookingId: string,
  { staffId, method, eventId }: Admission,
): Promise<CheckedInBookingDto | undefined> {
  const sameEvent: SQL = eventId === undefined ? sql`true` : sql`b.event_id = ${eventId}`;
  const [row] = rowsOf<BookingRow>(
    await db.execute(sql`
    WITH marked AS (
      UPDATE bookings AS b SET checked_in_at = now(), checked_in_by = ${staffId}
      WHERE b.id = ${bookingId} AND ${sameEvent} AND b.status = 'Accepted' AND b.checked_in_at IS NULL
      RETURNING b.id, b.reference, b.full_name, b.email, b.national_id, b.payment_method,
        b.payment_number, b.status, b.created_at, b.checked_in_at, b.event_id
    ), logged AS (
      INSERT INTO check_in_log (booking_id, event_id, action, method, staff_id, at)
      SELECT id, event_id, 'admit', ${method}, ${staffId}, checked_in_at FROM marked
    )
    SELECT marked.*, e.name AS event_name FROM marked JOIN events e ON e.id = marked.event_id`),
  );
  return row ? toDto(row) : undefined;
}

type CurrentRow = {
  status: string;
  event_id: string;
  event_name: string;
  checked_in_at: Date | string | null;
  username: string | null;
};

/** Why an admission matched nothing, in the order staff at the door need to hear it. */
async function refusal(db: Db, bookingId: string, eventId: string | undefined): Promise<Error | undefined> {
  const [current] = rowsOf<CurrentRow>(
    await db.execute(sql`
    SELECT b.status, b.event_id, e.name AS event_name, b.checked_in_at, u.username
    FROM bookings AS b JOIN events AS e ON e.id = b.event_id LEFT JOIN users AS u ON u.id = b.checked_in_by
    WHERE b.id = ${bookingId}`),
  );
  if (!current) return new NotFound(AR.checkIn.serverNotFound);
  if (eventId !== undefined && current.event_id !== eventId) {
    return new BadRequest(AR.checkIn.serverOtherEvent(current.event_name));
  }
  if (current.status === 'Rejected' || current.status === 'Cancelled') {
    return new BadRequest(AR.checkIn.serverCancelled);
  }
  if (current.status !== 'Accepted') return new BadRequest(AR.checkIn.serverNotConfirmed);
  if (current.checked_in_at === null) return undefined;
  return new BadRequest(AR.checkIn.serverAlreadyCheckedIn, undefined, {
    checkedInAt: iso(current.checked_in_at),
    checkedInBy: current.username === null ? null : { username: current.username },
  });
}

/** Undoes an admission (the wrong person was let in); recorded in the log with the staff account. */
export async function undoAdmission(db: Db, bookingId: string, staffId: string): Promise<AttendeeDto> {
  if (!isId(bookingId)) throw new NotFound(AR.checkIn.serverNotFound);
  const [row] = rowsOf<{ id: string; full_name: string; reference: string }>(
    await db.execute(sql`
    WITH undone AS (
      UPDATE bookings AS b SET checked_in_at = NULL, checked_in_by = NULL
      WHERE b.id = ${bookingId} AND b.checked_in_at IS NOT NULL
      RETURNING b.id, b.event_id, b.full_name, b.reference
    ), logged AS (
      INSERT INTO check_in_log (booking_id, event_id, action, method, staff_id)
      SELECT id, event_id, 'undo', 'manual', ${staffId} FROM undone
    )
    SELECT id, full_name, reference FROM undone`),
  );
  if (row) return { _id: row.id, fullName: row.full_name, reference: row.reference, checkedInAt: null };
  const [exists] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId}`),
  );
  if (!exists) throw new NotFound(AR.checkIn.serverNotFound);
  throw new Conflict(AR.checkIn.serverNotCheckedIn);
}
