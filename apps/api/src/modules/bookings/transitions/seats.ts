import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { events } from '../../../db/schema';
import { bookingEvents } from '../booking-events';
import type { EventRow } from '../booking-view';
import {
  bookingFallsShort,
  giveBackCodeUses,
  holdSeatsOfTickets,
  retakeSeatsOfBooking,
} from '../repository/seat-counts';

/**
 * The one place an event's open seats change (docs/architecture.md#the-booking-aggregate, "One home for each aggregate"):
 * the booking round takes them in its statement (repository/booking-round.ts), everything else here. Returned seats
 * go to their types' reserve and the transition says so (`seatsReturned`, booking-events.ts): the
 * waiting list, subscribed in app.ts, offers them first (docs/api/waitlist.md#offers).
 */

/**
 * Gives seats back to the event: each to its own ticket type's reserve (`held`, out of the public's
 * reach; a plain count, with no bookings, to the event's first type), then `seatsReturned` in this
 * same transaction, whose subscriber offers them to the waiting list in joining order (the offer and
 * its email in this transaction) and gives the public what nobody waiting can use. The caller holds
 * the event's lock. Answers the event as it then is.
 */
export async function returnSeats(
  tx: Tx,
  eventId: string,
  count: number,
  /** The bookings that ended, whose code uses come back and whose seats go back to their types. */
  bookingIds: string[] = [],
): Promise<EventRow> {
  if (bookingIds.length === 0) {
    await tx.execute(sql`
      UPDATE ticket_types AS tt SET held = tt.held + ${count}
      WHERE tt.id = (SELECT id FROM ticket_types WHERE event_id = ${eventId}::uuid
                     ORDER BY sort_order, created_at LIMIT 1)`);
  } else {
    await giveBackCodeUses(tx, bookingIds);
    // Each seat goes back to its own type (docs/api/ticket-types.md), offered first to those waiting for it.
    await holdSeatsOfTickets(tx, eventId, bookingIds);
  }
  await bookingEvents.dispatch('seatsReturned', { tx, eventId });
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  return event!;
}

/**
 * Takes a booking's seats again (a revived booking), of its tickets' types, with its code's uses, if
 * they are all there; undefined (nothing taken) otherwise. The caller holds the event's lock.
 */
export async function takeSeats(tx: Tx, eventId: string, bookingId: string): Promise<EventRow | undefined> {
  if (await bookingFallsShort(tx, bookingId)) return undefined;
  await retakeSeatsOfBooking(tx, bookingId);
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  return event;
}

/**
 * A lower total takes the open seats down by the same amount at once (the caller refuses a total
 * below the seats taken); a higher one leaves them, and the caller gives the new seats back with
 * returnSeats (seatsAddedByResize), so the waiting list is offered them first.
 */
export function openSeatsAfterResize(newTotal: number, currentTotal: number): SQL {
  return sql`${events.availableSeats} + ${Math.min(0, newTotal - currentTotal)}`;
}

/** The seats a new total adds, to be given back with returnSeats after the resize. */
export function seatsAddedByResize(newTotal: number, currentTotal: number): number {
  return Math.max(0, newTotal - currentTotal);
}
