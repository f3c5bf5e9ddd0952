import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../db/client';
import { bookingEvents } from '../booking-events';
import { wasPaidSql } from '../repository/booking-status';

/** Tells the subscribers (payments: a refund to do) that paid bookings just ended with `refund_due` set. */
export async function paidBookingsClosed(tx: Tx, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await bookingEvents.dispatch('paidBookingsEnded', { tx, bookingIds });
}

/**
 * The columns a booking's end (rejected or cancelled) writes: who decided, when, why, and whether the
 * money is owed back (a paid booking's end is a refund to do, section 16).
 */
export function endingColumns(end: { actorId: string | null; cause: string; reason?: string | null }) {
  return {
    decidedAt: sql`now()`,
    decidedBy: end.actorId,
    rejectionCause: end.cause,
    decisionReason: end.reason ?? null,
    refundDue: wasPaidSql, // repository/booking-status.ts
  };
}

/**
 * Tells the subscribers (payments: matching transfers kept unmatched) that these bookings' payment
 * details arrived; answers the bookings that found a transfer.
 */
export async function paymentDetailsArrived(
  db: Db,
  config: Config,
  bookingIds: string[],
): Promise<Set<string>> {
  const matched = new Set<string>();
  if (bookingIds.length === 0) return matched;
  for (const ids of await bookingEvents.dispatch('paymentDetailsArrived', { db, config, bookingIds })) {
    for (const id of ids) matched.add(id);
  }
  return matched;
}
