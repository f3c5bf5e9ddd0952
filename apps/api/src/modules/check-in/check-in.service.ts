import {
  AR,
  AR_DOOR_GROUPS,
  type CheckedInBookingDto,
  decideAdmission,
  type UndoneAdmissionDto,
} from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { isId, requireId } from '../../lib/ids';
import { verifyTicket } from '../bookings/booking-tokens';
import { type DoorStateRow, refusalError, ticketAtDoor } from './door-rule';

/**
 * The ticket id inside a scanned ticket token (a QR sent before tickets had rows names the booking,
 * whose first ticket has the same id). Only signed tokens admit (docs/api/check-in.md#ticket-tokens): a typed
 * reference code is a look-up at the door, not an admission, so it is refused here like any other
 * text that is not a genuine ticket.
 */
export function parseTicket(secret: string, qrCodeData: string): string {
  const ticketId = verifyTicket(secret, qrCodeData);
  if (!ticketId) throw refusalError({ outcome: 'invalid-token' });
  return ticketId;
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

/** A ticket as the door sees it, with its booking: never the email, payment number or whole national ID. */
type AdmittedRow = {
  id: string;
  booking_id: string;
  reference: string;
  full_name: string;
  national_id_last4: string;
  status: CheckedInBookingDto['status'];
  created_at: Date | string;
  checked_in_at: Date | string | null;
  event_id: string;
  event_name: string;
  quantity: number | string;
  group_checked_in: number | string;
  ticket_type: string | null;
};

export const iso = (value: Date | string) => new Date(value).toISOString();

/** The SQL of the only part of a holder's national ID the door sees (docs/api/check-in.md#what-the-door-sees). */
export const NATIONAL_ID_LAST4 = sql.raw('right(t.national_id, 4)');

function toDto(row: AdmittedRow): CheckedInBookingDto {
  return {
    _id: row.booking_id,
    ticketId: row.id,
    reference: row.reference,
    fullName: row.full_name,
    nationalIdLast4: row.national_id_last4,
    status: row.status,
    createdAt: iso(row.created_at),
    checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    event: { _id: row.event_id, name: row.event_name },
    ticket: { _id: row.id, fullName: row.full_name },
    ticketType: row.ticket_type,
    group: { quantity: Number(row.quantity), checkedIn: Number(row.group_checked_in) },
  };
}

export type Admission = { staffId: string; method: 'qr' | 'manual'; eventId?: string };

/** Which tickets an admission is for: the one a QR names, or (look-up) some or all of a booking's. */
export type AdmissionTarget = { ticketId: string } | { bookingId: string; ticketIds?: string[] };

/** The ids as a JSON array the SQL unpacks: one parameter whatever the count. */
const idSet = (ids: string[]) =>
  sql`(SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`;

function targetSql(target: AdmissionTarget): SQL {
  if ('ticketId' in target) return sql`t.id = ${target.ticketId}`;
  const ofBooking = sql`t.booking_id = ${target.bookingId}`;
  return target.ticketIds ? sql`${ofBooking} AND t.id IN ${idSet(target.ticketIds)}` : ofBooking;
}

/**
 * Admits tickets at the door (docs/api/check-in.md#the-admission-rule and docs/api/check-in.md#groups-at-the-door): a scanned QR admits its holder alone,
 * a look-up the listed tickets of a booking (default: all not yet in). The hot path is ONE statement:
 * the conditional UPDATE of the tickets is the door rule's `admit` (`decideAdmission`: of the door's
 * event, Accepted, not yet in) as SQL, so it decides and records at once, with the booking's first
 * admission (bookings.checked_in_at, what the rest of the product reads) and the admission log; two
 * doors scanning one ticket at once get one success (the second UPDATE waits for the first row lock,
 * re-checks `checked_in_at IS NULL` and matches nothing). Only a refused scan pays for a second read,
 * where the rule itself names the refusal (admission-table.test.ts holds the two to one answer).
 */
export async function admit(
  db: Db,
  target: AdmissionTarget,
  admission: Admission,
): Promise<CheckedInBookingDto & { admitted: string[] }> {
  if ('bookingId' in target) {
    if (!isId(target.bookingId)) throw refusalError({ outcome: 'unknown' });
    if (target.ticketIds?.some((id) => !isId(id))) throw new NotFound(AR_DOOR_GROUPS.ticketNotFound);
  }
  const rows = await tryAdmit(db, target, admission);
  if (rows.length > 0) return answer(rows);
  const reason = await refusal(db, target, admission.eventId);
  if (reason) throw reason;
  // Admissible after all: an undo landed between the two statements. Once more, then say so.
  const retried = await tryAdmit(db, target, admission);
  if (retried.length > 0) return answer(retried);
  throw (await refusal(db, target, admission.eventId)) ?? new BadRequest(AR.checkIn.serverAlreadyCheckedIn);
}

/** The first ticket admitted speaks for the answer; `admitted` lists every one. */
function answer(rows: AdmittedRow[]): CheckedInBookingDto & { admitted: string[] } {
  return { ...toDto(rows[0]!), admitted: rows.map((row) => row.id) };
}

async function tryAdmit(db: Db, target: AdmissionTarget, { staffId, method, eventId }: Admission) {
  const sameEvent: SQL = eventId === undefined ? sql`true` : sql`b.event_id = ${eventId}`;
  // Every part of one statement sees the tickets as they were before it: the count of those already
  // in plus the ones marked now is the group's count after this admission.
  return rowsOf<AdmittedRow>(
    await db.execute(sql`
    WITH marked AS (
      UPDATE tickets AS t SET checked_in_at = now(), checked_in_by = ${staffId}
      FROM bookings AS b
      WHERE b.id = t.booking_id AND ${targetSql(target)} AND ${sameEvent}
        AND b.status = 'Accepted' AND t.checked_in_at IS NULL
      RETURNING t.id, t.position, t.booking_id, t.full_name, ${NATIONAL_ID_LAST4} AS national_id_last4,
        t.checked_in_at, t.ticket_type_id, b.event_id, b.reference, b.status, b.created_at, b.quantity
    ), first_in AS (
      UPDATE bookings AS b SET checked_in_at = m.at, checked_in_by = ${staffId}
      FROM (SELECT booking_id, min(checked_in_at) AS at FROM marked GROUP BY booking_id) AS m
      WHERE b.id = m.booking_id AND b.checked_in_at IS NULL
    ), logged AS (
      INSERT INTO check_in_log (booking_id, ticket_id, event_id, action, method, staff_id, at)
      SELECT booking_id, id, event_id, 'admit', ${method}, ${staffId}, checked_in_at FROM marked
    )
    SELECT marked.*, e.name AS event_name,
      (SELECT tt.name FROM ticket_types AS tt WHERE tt.id = marked.ticket_type_id) AS ticket_type,
      (SELECT count(*) FROM tickets AS x WHERE x.booking_id = marked.booking_id AND x.checked_in_at IS NOT NULL)
        + (SELECT count(*) FROM marked) AS group_checked_in
    FROM marked JOIN events e ON e.id = marked.event_id
    ORDER BY marked.position`),
  );
}

type CurrentRow = DoorStateRow & { ticket_id: string | null };

/**
 * Why an admission matched nothing: the door rule (`decideAdmission`, shared with the device) names
 * it from the ticket's state; undefined when the rule would admit after all (an undo landed between).
 * A look-up speaks for its booking through the ticket that would go in first (one not yet admitted,
 * else the earliest admitted), and refuses ticket ids that are not the booking's.
 */
async function refusal(
  db: Db,
  target: AdmissionTarget,
  eventId: string | undefined,
): Promise<Error | undefined> {
  // The booking, and its named (or, with none named, every) tickets, earliest admission first.
  const tickets: SQL =
    'ticketId' in target
      ? sql`t.id = ${target.ticketId}`
      : target.ticketIds
        ? sql`t.booking_id = b.id AND t.id IN ${idSet(target.ticketIds)}`
        : sql`t.booking_id = b.id`;
  const booking: SQL =
    'ticketId' in target
      ? sql`b.id = (SELECT booking_id FROM tickets WHERE id = ${target.ticketId})`
      : sql`b.id = ${target.bookingId}`;
  const rows = rowsOf<CurrentRow>(
    await db.execute(sql`
    SELECT b.status, b.event_id, e.name AS event_name, t.id AS ticket_id, t.checked_in_at, u.username
    FROM bookings AS b JOIN events AS e ON e.id = b.event_id
    LEFT JOIN tickets AS t ON ${tickets} AND t.booking_id = b.id
    LEFT JOIN users AS u ON u.id = t.checked_in_by
    WHERE ${booking}
    ORDER BY t.checked_in_at NULLS FIRST, t.position`),
  );
  const current = rows[0];
  const decision = decideAdmission({
    ticket: current ? ticketAtDoor(current) : null,
    doorEventId: eventId,
    at: new Date().toISOString(),
  });
  if (decision.outcome !== 'admit' && decision.outcome !== 'already-admitted') return refusalError(decision);
  const found = new Set(rows.map((row) => row.ticket_id).filter((id) => id !== null));
  if ('bookingId' in target && target.ticketIds?.some((id) => !found.has(id.toLowerCase()))) {
    return new NotFound(AR_DOOR_GROUPS.ticketNotFound);
  }
  return decision.outcome === 'admit' ? undefined : refusalError(decision);
}

type UndoneRow = {
  id: string;
  booking_id: string;
  event_id: string;
  event_name: string;
  full_name: string;
  reference: string;
  status: UndoneAdmissionDto['status'];
  national_id_last4: string;
};

/**
 * Undoes admissions (the wrong person was let in): one ticket, or every admitted ticket of the
 * booking. The booking's first admission is worked out again from the tickets still in, so the rest of
 * the product (staff cancel, dashboards) reads the truth. Recorded in the log with the staff account.
 */
export async function undoAdmission(
  db: Db,
  bookingId: string,
  ticketId: string | undefined,
  staffId: string,
): Promise<UndoneAdmissionDto> {
  if (!isId(bookingId)) throw new NotFound(AR.checkIn.serverNotFound);
  if (ticketId !== undefined && !isId(ticketId)) throw new NotFound(AR_DOOR_GROUPS.ticketNotFound);
  const which: SQL = ticketId === undefined ? sql`true` : sql`t.id = ${ticketId}`;
  const rows = rowsOf<UndoneRow>(
    await db.execute(sql`
    WITH undone AS (
      UPDATE tickets AS t SET checked_in_at = NULL, checked_in_by = NULL
      WHERE t.booking_id = ${bookingId} AND ${which} AND t.checked_in_at IS NOT NULL
      RETURNING t.id, t.position, t.booking_id, t.event_id, t.full_name, ${NATIONAL_ID_LAST4} AS national_id_last4
    ), recomputed AS (
      UPDATE bookings AS b SET (checked_in_at, checked_in_by) = (
        SELECT x.checked_in_at, x.checked_in_by FROM tickets AS x
        WHERE x.booking_id = b.id AND x.checked_in_at IS NOT NULL AND x.id NOT IN (SELECT id FROM undone)
        ORDER BY x.checked_in_at LIMIT 1)
      WHERE b.id = ${bookingId} AND EXISTS (SELECT 1 FROM undone)
    ), logged AS (
      INSERT INTO check_in_log (booking_id, ticket_id, event_id, action, method, staff_id)
      SELECT booking_id, id, event_id, 'undo', 'manual', ${staffId} FROM undone
    )
    SELECT undone.*, b.reference, b.status, e.name AS event_name
    FROM undone JOIN bookings b ON b.id = undone.booking_id JOIN events e ON e.id = undone.event_id
    ORDER BY undone.position`),
  );
  const row = rows[0];
  if (row) {
    return {
      _id: row.booking_id,
      ticketId: row.id,
      fullName: row.full_name,
      reference: row.reference,
      status: row.status,
      nationalIdLast4: row.national_id_last4,
      checkedInAt: null,
      event: { _id: row.event_id, name: row.event_name },
    };
  }
  const [exists] = rowsOf<{ id: string; ticket: string | null }>(
    await db.execute(sql`
    SELECT b.id, t.id AS ticket FROM bookings AS b
    LEFT JOIN tickets AS t ON t.booking_id = b.id AND ${which}
    WHERE b.id = ${bookingId} LIMIT 1`),
  );
  if (!exists) throw new NotFound(AR.checkIn.serverNotFound);
  if (ticketId !== undefined && exists.ticket === null) throw new NotFound(AR_DOOR_GROUPS.ticketNotFound);
  throw new Conflict(AR.checkIn.serverNotCheckedIn);
}
