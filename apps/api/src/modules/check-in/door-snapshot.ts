import { createHash } from 'node:crypto';
import type { CheckInSnapshotDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { signTicket } from '../bookings/booking-tokens';
import { iso } from './check-in.service';

/** Lowercase hex SHA-256 of the exact QR text, the signed ticket token (docs/api/check-in.md). */
export function ticketKey(secret: string, ticketId: string): string {
  return createHash('sha256').update(signTicket(secret, ticketId)).digest('hex');
}

/**
 * A change committed a moment after the copy was read can carry an earlier `changed_at` (its
 * statement ran before, its commit came after): a device asking for changes since its copy gets
 * this much again, so nothing falls between two copies. Sending a ticket twice is harmless.
 */
const SINCE_OVERLAP_MS = 5_000;

type Row = {
  id: string;
  booking_id: string;
  reference: string;
  full_name: string;
  checked_in_at: Date | string | null;
  status: string;
  ticket_type: string | null;
};

/**
 * The event's version for `If-None-Match`: the newest change of its tickets and bookings (triggers
 * keep `changed_at`, migration 0013), read from two index ends, not from the tickets.
 */
export async function snapshotVersion(db: Db, eventId: string): Promise<string> {
  const [row] = rowsOf<{ tickets: string | null; bookings: string | null }>(
    await db.execute(sql`
      SELECT (SELECT max(changed_at)::text FROM tickets WHERE event_id = ${eventId}) AS tickets,
             (SELECT max(changed_at)::text FROM bookings WHERE event_id = ${eventId}) AS bookings`),
  );
  const version = createHash('sha256')
    .update(`${eventId}|${row?.tickets ?? ''}|${row?.bookings ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
  return `"${version}"`;
}

/**
 * What a door's device keeps to decide scans offline (docs/api/check-in.md#snapshot): one item per
 * ticket of the event's Accepted bookings, with only the fields the door shows (the holder's name).
 * No national ID, email or payment number ever leaves for a device. With `since` (the `generatedAt`
 * of the copy the device holds): only the tickets added or changed since, and those whose booking
 * left Accepted (`removed: true`).
 */
export async function doorSnapshot(
  db: Db,
  secret: string,
  eventId: string,
  since?: Date,
): Promise<CheckInSnapshotDto> {
  const [clock] = rowsOf<{ now: Date | string }>(await db.execute(sql`SELECT clock_timestamp() AS now`));
  const generatedAt = iso(clock!.now);
  const from = since && new Date(since.getTime() - SINCE_OVERLAP_MS).toISOString();
  const rows = from
    ? rowsOf<Row>(
        await db.execute(sql`
        WITH changed AS (
          SELECT id FROM tickets WHERE event_id = ${eventId} AND changed_at > ${from}::timestamptz
          UNION
          SELECT t.id FROM bookings b JOIN tickets t ON t.booking_id = b.id
          WHERE b.event_id = ${eventId} AND b.changed_at > ${from}::timestamptz
        )
        SELECT t.id, t.booking_id, b.reference, t.full_name, t.checked_in_at, b.status,
          (SELECT tt.name FROM ticket_types tt WHERE tt.id = t.ticket_type_id) AS ticket_type
        FROM changed JOIN tickets t ON t.id = changed.id JOIN bookings b ON b.id = t.booking_id
        WHERE b.status <> 'Pending'
        ORDER BY b.reference, t.position`),
      )
    : rowsOf<Row>(
        await db.execute(sql`
        SELECT t.id, t.booking_id, b.reference, t.full_name, t.checked_in_at, b.status,
          (SELECT tt.name FROM ticket_types tt WHERE tt.id = t.ticket_type_id) AS ticket_type
        FROM tickets AS t JOIN bookings AS b ON b.id = t.booking_id
        WHERE t.event_id = ${eventId} AND b.status = 'Accepted' ORDER BY b.reference, t.position`),
      );
  return {
    generatedAt,
    ...(since && { since: since.toISOString() }),
    tickets: rows.map((row) => ({
      key: ticketKey(secret, row.id),
      bookingId: row.booking_id,
      ticketId: row.id,
      reference: row.reference,
      fullName: row.full_name,
      checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
      ticketType: row.ticket_type,
      ...(row.status === 'Accepted' ? {} : { removed: true as const }),
    })),
  };
}
