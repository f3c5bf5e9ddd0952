import type { CheckedInBookingDto, UndoneAdmissionDto } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { idSet } from '../../../db/id-set-sql';
import { rowsOf } from '../../../db/rows';

/**
 * The statements that admit tickets at the door and undo admissions (docs/api/check-in.md#the-admission-rule):
 * the check-in marks of tickets and bookings and the admission log, written together.
 */

/** The SQL of the only part of a holder's national ID the door sees (docs/api/check-in.md#what-the-door-sees). */
export const NATIONAL_ID_LAST4 = sql.raw('right(t.national_id, 4)');

/**
 * Which tickets an admission is for: the one a QR names (with the QR's version: only the current
 * holder's QR admits, docs/api/ticket-transfer.md), or (look-up) some or all of a booking's.
 */
export type AdmissionTarget =
  | { ticketId: string; qrVersion?: number }
  | { bookingId: string; ticketIds?: string[] };

export type AdmissionMark = { staffId: string; method: 'qr' | 'manual'; eventId?: string };

/** A ticket as the door sees it, with its booking: never the email, payment number or whole national ID. */
export type AdmittedRow = {
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
  /** Its ticket type's name (docs/api/ticket-types.md#elsewhere). */
  ticket_type: string | null;
};

function targetSql(target: AdmissionTarget): SQL {
  if ('ticketId' in target) {
    return target.qrVersion === undefined
      ? sql`t.id = ${target.ticketId}`
      : sql`t.id = ${target.ticketId} AND t.qr_version = ${target.qrVersion}`;
  }
  const ofBooking = sql`t.booking_id = ${target.bookingId}`;
  return target.ticketIds ? sql`${ofBooking} AND t.id IN ${idSet(target.ticketIds)}` : ofBooking;
}

/**
 * The door rule's `admit` as ONE conditional UPDATE (of the door's event, Accepted, not yet in): it
 * decides and records at once, with the booking's first admission (bookings.checked_in_at, what the
 * rest of the product reads) and the admission log. Two doors scanning one ticket at once get one
 * success: the second UPDATE waits for the first row lock, re-checks `checked_in_at IS NULL` and
 * matches nothing. Answers the tickets admitted, in their order in the booking.
 */
export async function markTicketsAdmitted(
  tx: Tx,
  target: AdmissionTarget,
  { staffId, method, eventId }: AdmissionMark,
): Promise<AdmittedRow[]> {
  const sameEvent: SQL = eventId === undefined ? sql`true` : sql`b.event_id = ${eventId}`;
  // Every part of one statement sees the tickets as they were before it: the count of those already
  // in plus the ones marked now is the group's count after this admission.
  return rowsOf<AdmittedRow>(
    await tx.execute(sql`
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

/** A ticket's row as the door rule reads it (the booking's status and event, its admission). */
export type DoorStateRow = {
  status: string;
  event_id: string;
  event_name: string;
  checked_in_at: Date | string | null;
  username: string | null;
};

export type TargetStateRow = DoorStateRow & { ticket_id: string | null; qr_version: number | null };

/**
 * The booking an admission names, with its named (or, with none named, every) tickets as they stand,
 * earliest admission first: what the door rule reads to say why an admission matched nothing.
 */
export async function targetStates(tx: Tx, target: AdmissionTarget): Promise<TargetStateRow[]> {
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
  return rowsOf<TargetStateRow>(
    await tx.execute(sql`
    SELECT b.status, b.event_id, e.name AS event_name, t.id AS ticket_id, t.qr_version, t.checked_in_at,
      u.username
    FROM bookings AS b JOIN events AS e ON e.id = b.event_id
    LEFT JOIN tickets AS t ON ${tickets} AND t.booking_id = b.id
    LEFT JOIN users AS u ON u.id = t.checked_in_by
    WHERE ${booking}
    ORDER BY t.checked_in_at NULLS FIRST, t.position`),
  );
}

export type UndoneRow = {
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
 * Clears the admission of one ticket, or of every admitted ticket of the booking. The booking's first
 * admission is worked out again from the tickets still in, so the rest of the product (staff cancel,
 * dashboards) reads the truth; the undo is logged with the staff account.
 */
export async function clearAdmissions(
  tx: Tx,
  bookingId: string,
  ticketId: string | undefined,
  staffId: string,
): Promise<UndoneRow[]> {
  const which: SQL = ticketId === undefined ? sql`true` : sql`t.id = ${ticketId}`;
  return rowsOf<UndoneRow>(
    await tx.execute(sql`
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
}

/** Whether the booking exists, and (with a ticket id) whether that ticket is one of its. */
export async function bookingWithTicket(
  tx: Tx,
  bookingId: string,
  ticketId: string | undefined,
): Promise<{ id: string; ticket: string | null } | undefined> {
  const which: SQL = ticketId === undefined ? sql`true` : sql`t.id = ${ticketId}`;
  const [row] = rowsOf<{ id: string; ticket: string | null }>(
    await tx.execute(sql`
    SELECT b.id, t.id AS ticket FROM bookings AS b
    LEFT JOIN tickets AS t ON t.booking_id = b.id AND ${which}
    WHERE b.id = ${bookingId} LIMIT 1`),
  );
  return row;
}
