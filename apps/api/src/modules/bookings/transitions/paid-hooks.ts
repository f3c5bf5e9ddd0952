import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../db/client';

/**
 * A paid booking left the active statuses (cancelled or rejected): its money is owed back (section 16).
 * The payments module registers what to do about it (it writes the refund row) in the transition's
 * own transaction; bookings never imports payments, so the dependency points one way while the refund
 * is created in the same commit as the cancellation, never later by a reader.
 */
export type PaidBookingsClosedHook = (tx: Tx, bookingIds: string[]) => Promise<void>;

const hooks = new Set<PaidBookingsClosedHook>();

/** Registers a hook once (a Set: the same function registered by every app built in one process is kept once). */
export function onPaidBookingsClosed(hook: PaidBookingsClosedHook): void {
  hooks.add(hook);
}

/** Runs the registered hooks for bookings just closed with `refund_due` set. */
export async function paidBookingsClosed(tx: Tx, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  for (const hook of hooks) await hook(tx, bookingIds);
}

/**
 * Inside `UPDATE bookings`: whether the booking, as it was, has been paid: Accepted with an amount, or
 * holding a wallet transfer (payment_transfers is read, as the staff view reads it, never written here).
 */
export const wasPaidSql = sql`((status = 'Accepted' AND subtotal - discount > 0)
  OR EXISTS (SELECT 1 FROM payment_transfers AS pt WHERE pt.booking_id = bookings.id))`;

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
    refundDue: wasPaidSql,
  };
}

/** Inside a WHERE on bookings: no wallet transfer holds it (money arrived: the clock stops). */
export const holdsNoTransferSql = sql`NOT EXISTS (SELECT 1 FROM payment_transfers AS pt WHERE pt.booking_id = bookings.id)`;

/**
 * Bookings or proofs that may name a transfer kept unmatched have arrived (their writes committed):
 * the payments module matches such transfers to them in the same request (`docs/api/payments.md`,
 * matching), in a transaction of its own that takes the ledger's lock before any event's, as an
 * import does. A hook answers the bookings it matched.
 */
export type PaymentDetailsArrivedHook = (db: Db, config: Config, bookingIds: string[]) => Promise<string[]>;

const arrivalHooks = new Set<PaymentDetailsArrivedHook>();

export function onPaymentDetailsArrived(hook: PaymentDetailsArrivedHook): void {
  arrivalHooks.add(hook);
}

/** Runs the registered hooks; answers the bookings that found a transfer. */
export async function paymentDetailsArrived(
  db: Db,
  config: Config,
  bookingIds: string[],
): Promise<Set<string>> {
  const matched = new Set<string>();
  if (bookingIds.length === 0) return matched;
  for (const hook of arrivalHooks) for (const id of await hook(db, config, bookingIds)) matched.add(id);
  return matched;
}
