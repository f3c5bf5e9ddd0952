import type { AttendeeDto } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { keyColumn, orderByKeys, type SortKey } from '../../../lib/paging';
import { NATIONAL_ID_LAST4 } from './admission-marks';

/** What the door reads of an event's tickets: its progress, its duplicates, the look-up, the device's copy. */

export type DoorCountsRow = {
  /** The ticket type; null for tickets of no type of the event (counted in the totals only). */
  id: string | null;
  name: string | null;
  accepted: string | number;
  checked_in: string | number;
  /** The scans sync found admitted twice at the event (the same on every row). */
  duplicates: string | number;
};

/**
 * The event's tickets checked in out of accepted, per ticket type (docs/api/ticket-types.md#elsewhere: a
 * VIP entrance follows its own progress), every type of the event listed in its order, and its duplicate
 * scans: one statement, one pass over the event's tickets, whose sums are the door's totals (two passes,
 * one planned per type, cost a door's stats several times more at 50,000 tickets; one statement waits
 * behind one step of an export on PGlite, not two).
 */
export async function doorCounts(tx: Tx, eventId: string): Promise<DoorCountsRow[]> {
  return rowsOf<DoorCountsRow>(
    await tx.execute(sql`
    WITH counted AS (
      SELECT t.ticket_type_id,
        count(*) FILTER (WHERE b.status = 'Accepted') AS accepted,
        count(*) FILTER (WHERE b.status = 'Accepted' AND t.checked_in_at IS NOT NULL) AS checked_in
      FROM tickets AS t JOIN bookings AS b ON b.id = t.booking_id
      WHERE t.event_id = ${eventId}
      GROUP BY t.ticket_type_id
    ), types AS (
      SELECT id, name, sort_order, created_at FROM ticket_types WHERE event_id = ${eventId}
    )
    SELECT tt.id, tt.name, coalesce(c.accepted, 0) AS accepted, coalesce(c.checked_in, 0) AS checked_in,
      (SELECT count(*) FROM check_in_scans AS s WHERE s.event_id = ${eventId} AND s.outcome = 'duplicate')
        AS duplicates
    FROM counted AS c FULL JOIN types AS tt ON tt.id = c.ticket_type_id
    ORDER BY tt.sort_order, tt.created_at`),
  );
}

export type DuplicateRow = {
  scan_id: string;
  booking_id: string;
  full_name: string;
  reference: string;
  scanned_at: Date | string;
  device_id: string;
  staff: string | null;
  admitted_at: Date | string;
  admitted_device: string | null;
  admitted_staff: string | null;
};

/**
 * Tickets admitted twice, newest first: the ticket, the scan's device, staff and time, and the
 * admission it ran into (the device when that was a synced scan too; none when it was online).
 */
export async function duplicateScans(tx: Tx, eventId: string, limit: number): Promise<DuplicateRow[]> {
  return rowsOf<DuplicateRow>(
    await tx.execute(sql`
    SELECT s.scan_id, b.id AS booking_id, t.full_name, b.reference, s.scanned_at, s.device_id,
      su.username AS staff, s.checked_in_at AS admitted_at, first.device_id AS admitted_device,
      au.username AS admitted_staff
    FROM check_in_scans AS s
    JOIN tickets AS t ON t.id = s.ticket_id
    JOIN bookings AS b ON b.id = t.booking_id
    LEFT JOIN users AS su ON su.id = s.staff_id
    LEFT JOIN users AS au ON au.id = s.checked_in_by
    LEFT JOIN LATERAL (
      SELECT a.device_id FROM check_in_scans AS a
      WHERE a.ticket_id = s.ticket_id AND a.outcome = 'admitted' AND a.checked_in_at = s.checked_in_at
      LIMIT 1
    ) AS first ON true
    WHERE s.event_id = ${eventId} AND s.outcome = 'duplicate'
    ORDER BY s.created_at DESC, s.scan_id
    LIMIT ${limit}`),
  );
}

export type AttendeeRow = {
  id: string;
  ticket_id: string;
  full_name: string;
  reference: string;
  status: AttendeeDto['status'];
  national_id_last4: string;
  checked_in_at: Date | string | null;
  ticket_type: string | null;
};

export type AttendeeSearch = {
  /** What staff typed, folded and LIKE-escaped: in a holder's name or a payment number. */
  text: string;
  /** The digits typed, when enough to look for in payment numbers. */
  digits?: string;
  /** The reference typed, when it can start one. */
  referencePrefix?: string;
  /** An exact reference sorts first. */
  reference: string;
  limit: number;
  /**
   * Matches each probe brings at most, taken in its index's order before the ranking: a text found in
   * thousands of names is ranked among the first of them, so the look-up reads as many rows in an event
   * of 50,000 tickets as in one of 1,000.
   */
  probeLimit: number;
};

/**
 * The look-up's probes (docs/api/check-in.md#look-up): the event's tickets whose stored folded holder's
 * name holds the text, those of its bookings whose payment number or reference matches, and every
 * ticket of the booking whose reference is exactly the text; each its own indexed probe of at most
 * `probeLimit` matches. Ranked an exact reference first, then Accepted bookings, by the booker's name,
 * a booking's tickets together, the booker's first.
 */
export async function attendeeMatches(
  tx: Tx,
  eventId: string,
  search: AttendeeSearch,
): Promise<AttendeeRow[]> {
  const { text, digits, referencePrefix, reference, limit, probeLimit } = search;
  const bookingMatches: SQL[] = [sql`b.payment_number ILIKE ${`%${text}%`}`];
  if (digits !== undefined) bookingMatches.push(sql`b.payment_number LIKE ${`%${digits}%`}`);
  if (referencePrefix !== undefined) bookingMatches.push(sql`b.reference LIKE ${`${referencePrefix}%`}`);
  return rowsOf<AttendeeRow>(
    await tx.execute(sql`
    WITH hit AS (
      (SELECT t.id FROM tickets t
       WHERE t.event_id = ${eventId} AND t.search_name LIKE ${`%${text}%`} LIMIT ${probeLimit})
      UNION
      (SELECT t.id FROM bookings b JOIN tickets t ON t.booking_id = b.id
       WHERE b.event_id = ${eventId} AND (${sql.join(bookingMatches, sql` OR `)}) LIMIT ${probeLimit})
      UNION
      SELECT t.id FROM bookings b JOIN tickets t ON t.booking_id = b.id
      WHERE b.reference = ${reference} AND b.event_id = ${eventId}
    )
    SELECT b.id, t.id AS ticket_id, t.full_name, b.reference, b.status,
      ${NATIONAL_ID_LAST4} AS national_id_last4, t.checked_in_at,
      (SELECT tt.name FROM ticket_types AS tt WHERE tt.id = t.ticket_type_id) AS ticket_type
    FROM hit JOIN tickets AS t ON t.id = hit.id JOIN bookings AS b ON b.id = t.booking_id
    ORDER BY (b.reference = ${reference}) DESC, (b.status = 'Accepted') DESC, b.full_name, b.id, t.position
    LIMIT ${limit}`),
  );
}

/**
 * The order of the door's whole list, page by page (docs/api/check-in.md#the-whole-list): bookings as
 * they came (the `(event_id, created_at, id)` index), a booking's tickets together, the booker's first.
 */
export const ATTENDEE_KEYS: SortKey[] = [
  { expr: sql`b.created_at`, direction: 'asc', type: 'timestamptz' },
  { expr: sql`b.id`, direction: 'asc', type: 'uuid' },
  { expr: sql`t.position`, direction: 'asc', type: 'int' },
];

/**
 * One page of the event's tickets in ATTENDEE_KEYS' order (their values as k0.. columns): `columns`
 * to read, `where` on the bookings (`b`) and tickets (`t`), `after` the previous page's last key.
 * Read through the bookings' (event, created) index, a page costs the same at 50,000 tickets as at 300.
 */
async function ticketsInBookingOrder<Row>(
  tx: Tx,
  eventId: string,
  page: { columns: SQL; where: SQL; after: SQL; limit: number },
): Promise<(Row & Record<`k${number}`, string>)[]> {
  return rowsOf(
    await tx.execute(sql`
    SELECT ${page.columns},
      (SELECT tt.name FROM ticket_types AS tt WHERE tt.id = t.ticket_type_id) AS ticket_type,
      ${sql.join(
        ATTENDEE_KEYS.map((key, i) => keyColumn(key, i)),
        sql`, `,
      )}
    FROM bookings AS b JOIN tickets AS t ON t.booking_id = b.id
    WHERE b.event_id = ${eventId} AND ${page.where} AND ${page.after}
    ORDER BY ${sql.join(orderByKeys(ATTENDEE_KEYS), sql`, `)}
    LIMIT ${page.limit}`),
  );
}

/** One page of the door's whole list: the event's tickets, of bookings in every status. */
export function attendeePage(tx: Tx, eventId: string, after: SQL, limit: number) {
  return ticketsInBookingOrder<AttendeeRow>(tx, eventId, {
    columns: sql`b.id, t.id AS ticket_id, t.full_name, b.reference, b.status,
      ${NATIONAL_ID_LAST4} AS national_id_last4, t.checked_in_at`,
    where: sql`true`,
    after,
    limit,
  });
}

/** How many tickets the event has, of bookings in every status: the door's whole list's total. */
export async function eventTicketCount(tx: Tx, eventId: string): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await tx.execute(sql`SELECT count(*)::int AS total FROM tickets WHERE event_id = ${eventId}`),
  );
  return Number(row?.total ?? 0);
}

/** The newest change of the event's tickets and bookings (triggers keep `changed_at`, migration 0013). */
export async function lastDoorChanges(
  tx: Tx,
  eventId: string,
): Promise<{ tickets: string | null; bookings: string | null } | undefined> {
  const [row] = rowsOf<{ tickets: string | null; bookings: string | null }>(
    await tx.execute(sql`
      SELECT (SELECT max(changed_at)::text FROM tickets WHERE event_id = ${eventId}) AS tickets,
             (SELECT max(changed_at)::text FROM bookings WHERE event_id = ${eventId}) AS bookings`),
  );
  return row;
}

export type DoorTicketRow = {
  id: string;
  booking_id: string;
  reference: string;
  full_name: string;
  /** How many times its holder changed (docs/api/ticket-transfer.md): its QR signs it. */
  qr_version: number | string;
  checked_in_at: Date | string | null;
  status: string;
  /** Its ticket type's name (docs/api/ticket-types.md#elsewhere). */
  ticket_type: string | null;
};

/**
 * The event's tickets added or changed since `from` (with their booking's status, so the device drops
 * those that left Accepted): a door's change of its copy.
 */
export async function doorTicketChanges(tx: Tx, eventId: string, from: string): Promise<DoorTicketRow[]> {
  return rowsOf<DoorTicketRow>(
    await tx.execute(sql`
    WITH changed AS (
      SELECT id FROM tickets WHERE event_id = ${eventId} AND changed_at > ${from}::timestamptz
      UNION
      SELECT t.id FROM bookings b JOIN tickets t ON t.booking_id = b.id
      WHERE b.event_id = ${eventId} AND b.changed_at > ${from}::timestamptz
    )
    SELECT t.id, t.booking_id, b.reference, t.full_name, t.qr_version, t.checked_in_at, b.status,
      (SELECT tt.name FROM ticket_types AS tt WHERE tt.id = t.ticket_type_id) AS ticket_type
    FROM changed JOIN tickets t ON t.id = changed.id JOIN bookings b ON b.id = t.booking_id
    WHERE b.status <> 'Pending'
    ORDER BY b.reference, t.position`),
  );
}

/**
 * One page of the tickets a door's device keeps, those of Accepted bookings: a big event's whole copy
 * is read a page at a time, so no one statement holds PGlite's thread for the whole event.
 */
export function doorTicketPage(tx: Tx, eventId: string, after: SQL, limit: number) {
  return ticketsInBookingOrder<DoorTicketRow>(tx, eventId, {
    columns: sql`t.id, t.booking_id, b.reference, t.full_name, t.qr_version, t.checked_in_at, b.status`,
    where: sql`b.status = 'Accepted'`,
    after,
    limit,
  });
}

/** The event's tickets with their QR versions (sync finds a scanned key among them). */
export async function eventTicketIds(tx: Tx, eventId: string): Promise<{ id: string; qrVersion: number }[]> {
  const rows = rowsOf<{ id: string; qr_version: number | string }>(
    await tx.execute(sql`SELECT id, qr_version FROM tickets WHERE event_id = ${eventId}`),
  );
  return rows.map((row) => ({ id: row.id, qrVersion: Number(row.qr_version) }));
}
