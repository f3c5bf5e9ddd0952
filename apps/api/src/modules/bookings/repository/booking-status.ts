import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { bookings, tickets } from '../../../db/schema';
import type { BookingRow } from '../booking-view';

/**
 * The statements of a booking's status changes (transitions/): the event lock taken first, the one
 * guarded UPDATE, its tickets following, an event's bookings cancelled at once, the clock's due
 * bookings. Each takes the transition's transaction; the rules and their answers stay with the
 * transitions.
 */

/** The columns a status change may write beside the status. */
export type BookingUpdate = PgUpdateSetSource<typeof bookings>;

/**
 * Inside `UPDATE bookings`: whether the booking, as it was, has been paid: Accepted with an amount, or
 * holding a wallet transfer (payment_transfers is read, as the staff view reads it, never written here).
 */
export const wasPaidSql = sql`((status = 'Accepted' AND subtotal - discount > 0)
  OR EXISTS (SELECT 1 FROM payment_transfers AS pt WHERE pt.booking_id = bookings.id))`;

/** Inside a WHERE on bookings: no wallet transfer holds it (money arrived: the clock stops). */
export const holdsNoTransferSql = sql`NOT EXISTS (SELECT 1 FROM payment_transfers AS pt WHERE pt.booking_id = bookings.id)`;

/** Locks the event row of a booking (FOR UPDATE OF the event only). */
export async function lockEventRowOfBooking(tx: Tx, bookingId: string): Promise<void> {
  await tx.execute(sql`
    SELECT e.id FROM events AS e JOIN bookings AS b ON b.event_id = e.id
    WHERE b.id = ${bookingId} FOR UPDATE OF e`);
}

/** A booking's row as it is. */
export async function bookingRowById(tx: Tx, id: string): Promise<BookingRow | undefined> {
  const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return current;
}

/** The guarded UPDATE: from one of `from` to `to` (plus `set`) when `guard` holds; the changed row. */
export async function updateBookingStatus(
  tx: Tx,
  id: string,
  move: { from: BookingRow['status'][]; to: BookingRow['status']; set?: BookingUpdate; guard?: SQL },
): Promise<BookingRow | undefined> {
  const [booking] = await tx
    .update(bookings)
    .set({ ...move.set, status: move.to })
    .where(and(eq(bookings.id, id), inArray(bookings.status, move.from), move.guard))
    .returning();
  return booking;
}

/** A booking's tickets become active or not with it. */
export async function setTicketsActive(tx: Tx, bookingId: string, active: boolean): Promise<void> {
  await tx.update(tickets).set({ active }).where(eq(tickets.bookingId, bookingId));
}

/**
 * Cancels every Pending and Accepted booking of an event in one statement (`refund_due` for the paid
 * ones); answers the cancelled ones.
 */
export async function cancelActiveBookingsOfEvent(
  tx: Tx,
  eventId: string,
  { actorId, reason }: { actorId: string; reason: string | null },
): Promise<{ id: string; quantity: number; refund_due: boolean }[]> {
  return rowsOf<{ id: string; quantity: number; refund_due: boolean }>(
    await tx.execute(sql`
        UPDATE bookings SET status = 'Cancelled', decided_at = now(), decided_by = ${actorId}::uuid,
          rejection_cause = 'event', decision_reason = ${reason},
          refund_due = ${wasPaidSql}
        WHERE event_id = ${eventId}::uuid AND status IN ('Pending', 'Accepted')
        RETURNING id, quantity, refund_due`),
  );
}

/** The tickets of these bookings are no longer active. */
export async function deactivateTicketsOf(tx: Tx, bookingIds: string[]): Promise<void> {
  await tx.update(tickets).set({ active: false }).where(inArray(tickets.bookingId, bookingIds));
}

/** These bookings' rows, oldest first. */
export async function bookingRowsOldestFirst(tx: Tx, bookingIds: string[]): Promise<BookingRow[]> {
  return tx.select().from(bookings).where(inArray(bookings.id, bookingIds)).orderBy(bookings.createdAt);
}

/**
 * Pending bookings past their deadline with no payment proof and no transfer, the oldest deadline
 * first, at most `limit`.
 */
export async function pendingPastDeadline(db: Db, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'Pending'),
        isNull(bookings.proofUploadedAt),
        lte(bookings.expiresAt, sql`now()`),
        holdsNoTransferSql,
      ),
    )
    .orderBy(asc(bookings.expiresAt))
    .limit(limit);
}
