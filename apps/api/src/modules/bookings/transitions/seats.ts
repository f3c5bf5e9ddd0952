import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { events } from '../../../db/schema';
import type { EventRow } from '../booking-view';
import { settleSeats } from './waitlist-offers';

/**
 * The one place an event's open seats change (docs/architecture.md#the-booking-aggregate, "One home for each aggregate"):
 * the booking round takes them in its statement (book-round.ts), everything else here. The waiting
 * list (docs/api/waitlist.md#offers) takes returned seats first, in returnSeats (waitlist-offers.ts).
 */

/**
 * Gives seats back to the event: offered to the waiting list first, in joining order (the offer and
 * its email in this same transaction), the public's only when nobody waits. The caller holds the
 * event's lock.
 */
export async function returnSeats(tx: Tx, eventId: string, count: number): Promise<EventRow> {
  return settleSeats(tx, eventId, count);
}

/** Takes seats if that many are open; undefined (nothing taken) otherwise. */
export async function takeSeats(tx: Tx, eventId: string, count: number): Promise<EventRow | undefined> {
  const [event] = await tx
    .update(events)
    .set({ availableSeats: sql`${events.availableSeats} - ${count}` })
    .where(and(eq(events.id, eventId), gte(events.availableSeats, count)))
    .returning();
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
