import { AR, type BookingBulkResult, type BookingDto } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { bookings, events } from '../../db/schema';
import { AppError, Conflict, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { enqueueEmail } from '../email/outbox';
import { bookingAcceptedEmail, bookingRejectedEmail } from './booking-emails';
import { bookingDtoOf, type EventRow, emailData } from './booking-view';
import { lockEventOfBooking } from './lock-event';

/**
 * Accepts or rejects a Pending booking (Accepted and Rejected are final), in the caller's
 * transaction. The status change, who decided, when and why is one guarded UPDATE; a rejection
 * returns the seat; the ticket or rejection email (with the reason) is queued with it.
 */
async function decideIn(
  tx: Tx,
  config: Config,
  id: string,
  status: 'Accepted' | 'Rejected',
  actorId: string,
  reason: string | null,
): Promise<BookingDto> {
  await lockEventOfBooking(tx, id);
  const [row] = await tx
    .update(bookings)
    .set({
      status,
      decidedAt: sql`now()`,
      decidedBy: actorId,
      rejectionCause: status === 'Rejected' ? 'staff' : null,
      decisionReason: reason,
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'Pending')))
    .returning();
  if (!row) {
    const [existing] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, id))
      .limit(1);
    if (!existing) throw new NotFound(AR.bookings.bookingNotFound);
    throw new Conflict(AR.bookings.finalStatus);
  }
  let event: EventRow | undefined;
  if (status === 'Rejected') {
    [event] = await tx
      .update(events)
      .set({ availableSeats: sql`${events.availableSeats} + 1` })
      .where(eq(events.id, row.eventId))
      .returning();
  } else {
    [event] = await tx.select().from(events).where(eq(events.id, row.eventId)).limit(1);
  }
  const data = emailData(row, event!);
  const email =
    status === 'Accepted'
      ? await bookingAcceptedEmail(config, data)
      : bookingRejectedEmail(data, 'staff', reason);
  await enqueueEmail(tx, email);
  return bookingDtoOf(tx, id);
}

/** An empty reason is no reason. */
function reasonOf(reason: string | null | undefined): string | null {
  return reason?.trim() || null;
}

/** PUT /api/events/bookings/{id}/status: one decision in its own transaction. */
export async function decideBooking(
  db: Db,
  config: Config,
  id: string,
  status: 'Accepted' | 'Rejected',
  actorId: string,
  reason?: string | null,
): Promise<BookingDto> {
  return db.transaction((tx) => decideIn(tx, config, id, status, actorId, reasonOf(reason)));
}

/**
 * POST /api/events/bookings/bulk-status: rejects each booking in its own transaction (its guarded
 * UPDATE, its seat, its email), so one booking's refusal (unknown: 404's message, already decided:
 * 409's) is its own result and the others are still decided. One result per id, in order.
 */
export async function rejectBookings(
  db: Db,
  config: Config,
  ids: string[],
  actorId: string,
  reason?: string | null,
): Promise<BookingBulkResult[]> {
  const why = reasonOf(reason);
  const results: BookingBulkResult[] = [];
  for (const id of ids) {
    try {
      if (!isId(id)) throw new NotFound(AR.bookings.bookingNotFound);
      const booking = await db.transaction((tx) => decideIn(tx, config, id, 'Rejected', actorId, why));
      results.push({ _id: id, ok: true, booking });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ _id: id, ok: false, error: error.message });
    }
  }
  return results;
}
