import { AR_BOOKINGS, AR_PAYMENTS, type BookingBulkResult, type BookingDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { AppError, Conflict, NotFound } from '../../../lib/errors';
import { isId } from '../../../lib/ids';
import { arabicPrice, emailOf, enqueueEmail } from '../../email';
import { bookingDtoOf, emailData, ticketsOf } from '../booking-view';
import { heldTransferOf } from '../repository/booking-money';
import { holdsNoTransferSql } from '../repository/booking-status';
import { lockEventOfBooking, moveBooking } from './move-booking';
import { endingColumns, paidBookingsClosed } from './paid-hooks';
import { returnSeats } from './seats';

/** Who changed a booking and why: the staff account (null for the server itself) and their reason. */
export type Actor = { actorId: string | null; reason?: string | null };

/**
 * Pending to Accepted (staff, or the payments ledger): the ticket email is queued with it. A short
 * payment taken knowingly keeps its reason with the decision.
 */
export async function acceptBooking(
  tx: Tx,
  id: string,
  { actorId, reason, shortPaymentReason }: Actor & { shortPaymentReason?: string | null },
) {
  const moved = await moveBooking(tx, id, {
    from: ['Pending'],
    to: 'Accepted',
    set: {
      decidedAt: sql`now()`,
      decidedBy: actorId,
      rejectionCause: null,
      decisionReason: reason ?? null,
      shortPaymentReason: shortPaymentReason ?? null,
    },
    conflict: AR_BOOKINGS.finalStatus,
  });
  const booking = emailData(moved.booking, moved.event, await ticketsOf(tx, id));
  await enqueueEmail(tx, emailOf('booking-accepted', booking.email, booking));
  return moved;
}

/**
 * Pending to Rejected, by staff (with their reason) or by the clock ('expired': a deadline passed
 * with no proof). The seats return and the booker is told.
 */
export async function rejectBooking(
  tx: Tx,
  id: string,
  { actorId, reason, cause }: Actor & { cause: 'staff' | 'expired' },
) {
  const moved = await moveBooking(tx, id, {
    from: ['Pending'],
    to: 'Rejected',
    // A paid booking's end (a Pending one holding a wallet transfer too) owes the money back.
    set: endingColumns({ actorId, cause, reason }),
    // The clock only takes a booking whose deadline passed with no proof sent and no transfer matched
    // to it (sections 15 and 16: money that arrived stops the clock like a proof).
    guard:
      cause === 'expired'
        ? sql`expires_at <= now() AND proof_uploaded_at IS NULL AND ${holdsNoTransferSql}`
        : undefined,
    conflict: AR_BOOKINGS.finalStatus,
  });
  const event = await returnSeats(tx, moved.booking.eventId, moved.booking.quantity, [moved.booking.id]);
  if (moved.booking.refundDue) await paidBookingsClosed(tx, [moved.booking.id]);
  const booking = emailData(moved.booking, event);
  await enqueueEmail(
    tx,
    emailOf(cause === 'expired' ? 'booking-expired' : 'booking-rejected', booking.email, {
      booking,
      reason: reason ?? null,
    }),
  );
  return moved;
}

/** An empty reason is no reason. */
function reasonOf(reason: string | null | undefined): string | null {
  return reason?.trim() || null;
}

/**
 * A booking whose transfer is short is accepted only with the second confirmation's reason
 * (`docs/api/payments.md`, the desk never hides money owed): without it 409 saying how much is missing.
 * Answers the reason to record (null when nothing is missing).
 */
async function shortPaymentReasonFor(tx: Tx, id: string, given: string | null): Promise<string | null> {
  const held = await heldTransferOf(tx, id);
  if (!held || held.net >= held.price) return null;
  if (given) return given;
  const missing = Math.round((held.price - held.net) * 100) / 100;
  throw new Conflict(
    AR_PAYMENTS.server.shortPaymentNeedsReason(
      arabicPrice(held.net),
      arabicPrice(held.price),
      arabicPrice(missing),
    ),
    'shortPaymentReason',
    { shortPayment: { received: held.net, amount: held.price, missing } },
  );
}

/** PUT /api/events/bookings/{id}/status: one decision in its own transaction. */
export async function decideBooking(
  db: Db,
  id: string,
  decision: {
    status: 'Accepted' | 'Rejected';
    actorId: string;
    reason?: string | null;
    shortPaymentReason?: string | null;
  },
): Promise<BookingDto> {
  const actor = { actorId: decision.actorId, reason: reasonOf(decision.reason) };
  return db.transaction(async (tx) => {
    if (decision.status === 'Accepted') {
      if (!isId(id)) throw new NotFound(AR_BOOKINGS.bookingNotFound);
      // Under the event's lock, as the acceptance itself: the transfer read is the one accepted.
      await lockEventOfBooking(tx, id);
      const shortPaymentReason = await shortPaymentReasonFor(tx, id, reasonOf(decision.shortPaymentReason));
      await acceptBooking(tx, id, { ...actor, shortPaymentReason });
    } else await rejectBooking(tx, id, { ...actor, cause: 'staff' });
    return bookingDtoOf(tx, id);
  });
}

/**
 * POST /api/events/bookings/bulk-status: rejects each booking in its own transaction (its guarded
 * UPDATE, its seat, its email), so one booking's refusal (unknown: 404's message, already decided:
 * 409's) is its own result and the others are still decided. One result per id, in order.
 */
export async function rejectBookings(
  db: Db,
  ids: string[],
  actorId: string,
  reason?: string | null,
): Promise<BookingBulkResult[]> {
  const actor = { actorId, reason: reasonOf(reason), cause: 'staff' as const };
  const results: BookingBulkResult[] = [];
  for (const id of ids) {
    try {
      if (!isId(id)) throw new NotFound(AR_BOOKINGS.bookingNotFound);
      const booking = await db.transaction(async (tx) => {
        await rejectBooking(tx, id, actor);
        return bookingDtoOf(tx, id);
      });
      results.push({ _id: id, ok: true, booking });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ _id: id, ok: false, error: error.message });
    }
  }
  return results;
}
