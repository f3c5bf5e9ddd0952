import { AR_BOOKINGS } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { Conflict, isUniqueViolation } from '../../../lib/errors';
import { emailOf, enqueueEmail } from '../../email';
import { emailData, ticketsOf } from '../booking-view';
import { moveBooking } from './move-booking';
import { takeSeats } from './seats';

/**
 * A booking the clock rejected (never one staff rejected) whose money turned up late becomes Accepted
 * when its seats are free: taken now, the ticket emailed (section 15). 409 otherwise.
 */
export async function reviveBooking(tx: Tx, id: string, { actorId }: { actorId: string | null }) {
  let moved: Awaited<ReturnType<typeof moveBooking>>;
  try {
    moved = await moveBooking(tx, id, {
      from: ['Rejected'],
      to: 'Accepted',
      set: { decidedAt: sql`now()`, decidedBy: actorId, rejectionCause: null, expiresAt: null },
      guard: sql`rejection_cause = 'expired' AND NOT EXISTS (
        SELECT 1 FROM events AS e WHERE e.id = event_id AND (e.cancelled_at IS NOT NULL OR e.date <= now()))`,
      conflict: AR_BOOKINGS.reviveNotExpired,
    });
  } catch (error) {
    // Its national ID booked again meanwhile (the one-active-booking rule).
    if (isUniqueViolation(error)) throw new Conflict(AR_BOOKINGS.reviveDuplicate);
    throw error;
  }
  const event = await takeSeats(tx, moved.booking.eventId, moved.booking.id);
  if (!event) throw new Conflict(AR_BOOKINGS.reviveNoSeats);
  const booking = emailData(moved.booking, event, await ticketsOf(tx, id));
  await enqueueEmail(tx, emailOf('booking-accepted', booking.email, booking));
  return { ...moved, event };
}
