import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isId } from '../../lib/ids';

/**
 * Locks the event row of a booking before the booking row is changed. A booking batch locks the
 * event and then inserts, waiting on any booking row of the same national ID being changed; a
 * cancel, decision or expiry that changed its booking first and then wanted the event's seats would
 * wait on the batch in turn (a deadlock). Taking the event first, as the batch does, keeps one order.
 */
export async function lockEventOfBooking(tx: Tx, bookingId: string): Promise<void> {
  if (!isId(bookingId)) return;
  await tx.execute(sql`
    SELECT e.id FROM events AS e JOIN bookings AS b ON b.event_id = e.id
    WHERE b.id = ${bookingId} FOR UPDATE OF e`);
}
