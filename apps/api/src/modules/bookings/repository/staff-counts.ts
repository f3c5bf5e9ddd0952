import { count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { bookings } from '../../../db/schema';

/** Counts of bookings the staff screens show (the dashboard, the events table). */

/** Bookings waiting for staff (Pending). */
export async function pendingBookingCount(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.status, 'Pending'));
  return row?.n ?? 0;
}

/** Bookings first admitted at or after `since` (an SQL time). */
export async function bookingsCheckedInSince(tx: Tx, since: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(bookings).where(gte(bookings.checkedInAt, since));
  return row?.n ?? 0;
}

/**
 * Accepted and checked-in bookings of each event, as columns of a select from `events`.
 * Aliased by hand: in a one-table query drizzle leaves columns unqualified, and an unqualified "id"
 * inside the subquery would be the booking's own (every count 0).
 */
export const eventBookingCounts = {
  acceptedCount: sql<number>`(select count(*)::int from bookings as b
    where b.event_id = "events"."id" and b.status = 'Accepted')`,
  checkedInCount: sql<number>`(select count(*)::int from bookings as b
    where b.event_id = "events"."id" and b.status = 'Accepted' and b.checked_in_at is not null)`,
};

/** Whether the event has any booking at all (in any status). */
export async function eventHasBookings(tx: Tx, eventId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

/**
 * An event's tickets held by its active bookings, and the money of its Accepted ones, as columns of a
 * select from `events` (the Admin's home, docs/api/reports.md#the-admins-home): one index probe of the
 * event's bookings each (bookings_event_status_idx). "events"."id" written out, as above.
 */
export const eventTicketsSoldSql = sql<number>`(SELECT coalesce(sum(b.quantity), 0)::int FROM bookings b
  WHERE b.event_id = "events"."id" AND b.status IN ('Pending', 'Accepted'))`;
export const eventTicketsReceivedSql = sql<number>`(SELECT coalesce(sum(b.quantity), 0) FROM bookings b
  WHERE b.event_id = "events"."id" AND b.status = 'Accepted') * "events"."ticket_price"`;
