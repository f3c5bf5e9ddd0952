import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { bookings, tickets } from '../../../db/schema';

/**
 * Whether any booking ever used a code or held a ticket of a type: such a code or type is kept (its
 * history is the report's and the booker's), stopped or ended instead of deleted
 * (docs/api/codes.md, docs/api/ticket-types.md#routes).
 */
export async function codeWasUsed(tx: Tx, codeId: string): Promise<boolean> {
  const [used] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.codeId, codeId))
    .limit(1);
  return used !== undefined;
}

export async function typeWasHeld(tx: Tx, typeId: string): Promise<boolean> {
  const [held] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.ticketTypeId, typeId))
    .limit(1);
  return held !== undefined;
}

/**
 * The EGP a code's active (Pending or Accepted) bookings were given off (docs/api/codes.md), as a
 * column of a select from `event_codes`. Qualified by hand: in a one-table query drizzle leaves columns
 * unqualified, and "id" inside the subquery would be the booking's own.
 */
export const codeDiscountGivenSql = sql<string>`coalesce((SELECT sum(b.discount) FROM bookings b
  WHERE b.code_id = "event_codes"."id" AND b.status IN ('Pending', 'Accepted')), 0)`;
