import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
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
export async function returnSeats(
  tx: Tx,
  eventId: string,
  count: number,
  /** The bookings that ended, whose code uses come back and whose seats go back to their types. */
  bookingIds: string[] = [],
): Promise<EventRow> {
  if (bookingIds.length === 0) return settleSeats(tx, eventId, count);
  const ids = JSON.stringify(bookingIds);
  await tx.execute(sql`
    UPDATE event_codes AS ec SET uses = ec.uses - used.n
    FROM (SELECT b.code_id, count(*)::int AS n FROM bookings b JOIN tickets t ON t.booking_id = b.id
          WHERE b.id IN (SELECT value::uuid FROM json_array_elements_text(${ids}::json))
            AND b.code_id IS NOT NULL AND t.code_applied
          GROUP BY b.code_id) AS used
    WHERE ec.id = used.code_id`);
  // Each seat goes back to its own type (docs/api/ticket-types.md), offered first to those waiting for it.
  const back = rowsOf<{ ticket_type_id: string; n: number }>(
    await tx.execute(sql`
      SELECT t.ticket_type_id, count(*)::int AS n FROM tickets t
      WHERE t.booking_id IN (SELECT value::uuid FROM json_array_elements_text(${ids}::json))
        AND t.ticket_type_id IS NOT NULL
      GROUP BY t.ticket_type_id`),
  );
  const byType = new Map(back.map((row) => [row.ticket_type_id, Number(row.n)]));
  return settleSeats(tx, eventId, byType);
}

/**
 * Takes a booking's seats again (a revived booking), of its tickets' types, with its code's uses, if
 * they are all there; undefined (nothing taken) otherwise. The caller holds the event's lock.
 */
export async function takeSeats(tx: Tx, eventId: string, bookingId: string): Promise<EventRow | undefined> {
  const ids = JSON.stringify([bookingId]);
  const [short] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT tt.id FROM ticket_types tt
      JOIN (SELECT t.ticket_type_id, count(*)::int AS n FROM tickets t
            WHERE t.booking_id IN (SELECT value::uuid FROM json_array_elements_text(${ids}::json))
            GROUP BY t.ticket_type_id) AS need ON need.ticket_type_id = tt.id
      WHERE tt.available < need.n
      UNION ALL
      SELECT ec.id FROM event_codes ec
      JOIN (SELECT b.code_id, count(*)::int AS n FROM bookings b JOIN tickets t ON t.booking_id = b.id
            WHERE b.id = ${bookingId}::uuid AND t.code_applied GROUP BY b.code_id) AS used ON used.code_id = ec.id
      WHERE ec.max_uses IS NOT NULL AND ec.uses + used.n > ec.max_uses
      LIMIT 1`),
  );
  if (short) return undefined;
  await tx.execute(sql`
    UPDATE event_codes AS ec SET uses = ec.uses + used.n
    FROM (SELECT b.code_id, count(*)::int AS n FROM bookings b JOIN tickets t ON t.booking_id = b.id
          WHERE b.id = ${bookingId}::uuid AND t.code_applied GROUP BY b.code_id) AS used
    WHERE ec.id = used.code_id`);
  await tx.execute(sql`
    UPDATE ticket_types AS tt SET available = tt.available - need.n
    FROM (SELECT t.ticket_type_id, count(*)::int AS n FROM tickets t
          WHERE t.booking_id = ${bookingId}::uuid GROUP BY t.ticket_type_id) AS need
    WHERE tt.id = need.ticket_type_id`);
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
