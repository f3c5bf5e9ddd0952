import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/**
 * A booking's money as the desk reads it (`docs/api/payments.md`, the desk never hides money owed): what
 * its wallet transfer brought in, less an excess already put on the refunds list, against what the
 * booking costs. Read here, never written: the payments module writes transfers and refunds.
 */

/** What a booking costs (docs/api/codes.md): its subtotal less its code's discount (aliased columns). */
export function bookingAmountSql(subtotal: SQLWrapper, discount: SQLWrapper): SQL {
  return sql`greatest(${subtotal} - ${discount}, 0)`;
}

/** `b`'s amount, for statements that alias bookings as b. */
export const B_AMOUNT = sql.raw('greatest(b.subtotal - b.discount, 0)');

/** What a held transfer leaves with the agency: its amount less the excess put on the refunds list. */
export function netReceivedSql(transferAmount: SQLWrapper, bookingId: SQLWrapper): SQL {
  return sql`(${transferAmount} - coalesce((SELECT r.amount FROM refunds r
    WHERE r.booking_id = ${bookingId} AND r.excess), 0))`;
}

/**
 * EGP still owed by the bookings of `where` (aliases `b` bookings, `e` events): every Pending paid
 * booking's price less what came in, and what is missing of an Accepted booking taken short. An
 * overpaid one owes nothing (its excess is a refund, not a credit to others).
 */
export async function moneyExpected(
  db: Tx,
  where: SQL = sql`true`,
): Promise<{ waiting: number; expected: number; ready: number }> {
  const net = netReceivedSql(sql`pt.amount`, sql`b.id`);
  const [row] = rowsOf<{ waiting: string | number; expected: string | number; ready: string | number }>(
    await db.execute(sql`
      WITH owed AS (
        SELECT b.status, ${B_AMOUNT} AS price, ${net} AS net, pt.id AS transfer_id
        FROM bookings b JOIN events e ON e.id = b.event_id
        LEFT JOIN payment_transfers pt ON pt.booking_id = b.id
        WHERE b.status = 'Pending' AND ${B_AMOUNT} > 0 AND ${where}
        UNION ALL
        SELECT b.status, ${B_AMOUNT}, ${net}, pt.id
        FROM payment_transfers pt JOIN bookings b ON b.id = pt.booking_id JOIN events e ON e.id = b.event_id
        WHERE b.status = 'Accepted' AND ${B_AMOUNT} > 0 AND ${where}
      )
      SELECT count(*) FILTER (WHERE status = 'Pending' AND transfer_id IS NULL) AS waiting,
        coalesce(sum(greatest(price - coalesce(net, 0), 0)), 0) AS expected,
        count(*) FILTER (WHERE status = 'Pending' AND net = price) AS ready
      FROM owed`),
  );
  return { waiting: Number(row!.waiting), expected: Number(row!.expected), ready: Number(row!.ready) };
}

/** The transfer a booking holds, short or not: its net amount and the booking's price; null without one. */
export async function heldTransferOf(
  tx: Tx,
  bookingId: string,
): Promise<{ net: number; price: number } | null> {
  const [row] = rowsOf<{ net: string | number; price: string | number }>(
    await tx.execute(sql`
      SELECT ${netReceivedSql(sql`pt.amount`, sql`b.id`)} AS net, ${B_AMOUNT} AS price
      FROM payment_transfers pt JOIN bookings b ON b.id = pt.booking_id JOIN events e ON e.id = b.event_id
      WHERE pt.booking_id = ${bookingId}::uuid`),
  );
  return row ? { net: Number(row.net), price: Number(row.price) } : null;
}
