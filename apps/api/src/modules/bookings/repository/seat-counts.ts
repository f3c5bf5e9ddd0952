import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/**
 * The seat accounting of ended and revived bookings (transitions/seats.ts): each statement counts a
 * booking's tickets (by type, or those its code applied to) and moves a type's seats or a code's uses
 * by that many. Run in the transition's transaction, under the event's lock the caller holds.
 */

/** Gives back the uses of their codes that the ended bookings' tickets took. */
export async function giveBackCodeUses(tx: Tx, bookingIds: string[]): Promise<void> {
  const ids = JSON.stringify(bookingIds);
  await tx.execute(sql`
      UPDATE event_codes AS ec SET uses = ec.uses - used.n
      FROM (SELECT b.code_id, count(*)::int AS n FROM bookings b JOIN tickets t ON t.booking_id = b.id
            WHERE b.id IN (SELECT value::uuid FROM json_array_elements_text(${ids}::json))
              AND b.code_id IS NOT NULL AND t.code_applied
            GROUP BY b.code_id) AS used
      WHERE ec.id = used.code_id`);
}

/** Puts the ended bookings' seats in their own types' reserve (`held`), each ticket to its type. */
export async function holdSeatsOfTickets(tx: Tx, eventId: string, bookingIds: string[]): Promise<void> {
  const ids = JSON.stringify(bookingIds);
  await tx.execute(sql`
      UPDATE ticket_types AS tt SET held = tt.held + back.n
      FROM (SELECT t.ticket_type_id, count(*)::int AS n FROM tickets t
            WHERE t.booking_id IN (SELECT value::uuid FROM json_array_elements_text(${ids}::json))
              AND t.ticket_type_id IS NOT NULL
            GROUP BY t.ticket_type_id) AS back
      WHERE tt.id = back.ticket_type_id AND tt.event_id = ${eventId}::uuid`);
}

/** Whether a booking's tickets would find too few open seats of a type, or its code too few uses left. */
export async function bookingFallsShort(tx: Tx, bookingId: string): Promise<boolean> {
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
  return short !== undefined;
}

/** Takes a booking's code uses and its tickets' open seats again, of each ticket's type. */
export async function retakeSeatsOfBooking(tx: Tx, bookingId: string): Promise<void> {
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
}
