import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { rejectBooking } from './decide';
import { holdsNoTransferSql } from './paid-hooks';

/**
 * Rejects Pending bookings whose deadline passed with no payment proof (a proof sent in time stops
 * the clock: the booking waits for staff), returning their seats and telling the booker. One small
 * transaction per booking, guarded in rejectBooking: idempotent, and safe when several processes (or
 * the list and the job) run it at once.
 */
export async function expireStaleBookings(db: Db, limit = 500): Promise<number> {
  const due = await db
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
