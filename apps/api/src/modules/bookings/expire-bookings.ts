import { LIMITS } from '@app/shared';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events } from '../../db/schema';
import { enqueueEmail } from '../email/outbox';
import { bookingRejectedEmail } from './booking-emails';
import { emailData } from './booking-view';
import { lockEventOfBooking } from './lock-event';

/**
 * Rejects Pending bookings older than 24 hours, returns their seats and queues the "expired" email.
 * One small transaction per booking, guarded by `status = 'Pending'`: idempotent, and safe when
 * several processes (or the list and the job) run it at once.
 */
export async function expireStaleBookings(db: Db, limit = 500): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'Pending'),
        lt(bookings.createdAt, sql`now() - make_interval(hours => ${LIMITS.pendingBookingHours})`),
      ),
    )
    .orderBy(asc(bookings.createdAt))
    .limit(limit);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      await lockEventOfBooking(tx, id);
      const [row] = await tx
        .update(bookings)
        .set({ status: 'Rejected', rejectionCause: 'expired', decidedAt: sql`now()` })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'Pending')))
        .returning();
      if (!row) return false;
      const [event] = await tx
        .update(events)
        .set({ availableSeats: sql`${events.availableSeats} + 1` })
        .where(eq(events.id, row.eventId))
        .returning();
      await enqueueEmail(tx, bookingRejectedEmail(emailData(row, event!), 'expired'));
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
