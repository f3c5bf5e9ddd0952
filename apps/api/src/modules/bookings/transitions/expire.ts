import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { pendingPastDeadline } from '../repository/booking-status';
import { rejectBooking } from './decide';

/**
 * Rejects Pending bookings whose deadline passed with no payment proof (a proof sent in time stops
 * the clock: the booking waits for staff), returning their seats and telling the booker. One small
 * transaction per booking, guarded in rejectBooking: idempotent, and safe when several processes (or
 * the list and the job) run it at once.
 */
export async function expireStaleBookings(db: Db, limit = 500): Promise<number> {
  const due = await pendingPastDeadline(db, limit);
  let expired = 0;
  for (const { id } of due) {
    try {
      await db.transaction((tx) => rejectBooking(tx, id, { actorId: null, cause: 'expired' }));
      expired++;
    } catch (error) {
      // Decided, cancelled or paid meanwhile: nothing to expire.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return expired;
}
