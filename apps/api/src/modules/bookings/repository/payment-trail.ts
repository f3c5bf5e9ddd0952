import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/**
 * The payment desk's records read and cleared with their bookings for privacy (docs/api/privacy.md):
 * a person's refunds with their bookings' references, and retention's sweep of the transfers and
 * refunds of bookings already erased.
 */

/** A transfer still holding what names a person: a sender number, payer's name, note or text. */
export const TRANSFER_HOLDS_DATA = sql.raw(
  `(pt.sender_number IS NOT NULL OR pt.sender_name IS NOT NULL OR pt.note IS NOT NULL OR pt.raw_text IS NOT NULL)`,
);

export type FoundRefund = {
  id: string;
  booking_id: string;
  reference: string;
  amount: string | number;
  status: 'Due' | 'Refunded';
  created_at: Date | string;
};

/**
 * Refunds still holding a number (or Due) that any of `terms` (conditions on the refunds, `r`) names,
 * with their booking's reference, newest first.
 */
export async function refundsNaming(tx: Tx, terms: SQL[], limit: number): Promise<FoundRefund[]> {
  return rowsOf<FoundRefund>(
    await tx.execute(sql`
      SELECT r.id, r.booking_id, b.reference, r.amount, r.status, r.created_at
      FROM refunds r JOIN bookings b ON b.id = r.booking_id
      WHERE (r.to_number IS NOT NULL OR r.status = 'Due') AND (${sql.join(terms, sql` OR `)})
      ORDER BY r.created_at DESC, r.id LIMIT ${limit}`),
  );
}

/**
 * Retention's sweep: the transfers and the refunds done of bookings already erased (by retention or
 * a request) that still hold data: a refund Due when its booking was erased is reached once done.
 */
export async function erasePaymentsOfErasedBookings(tx: Tx): Promise<{ transfers: number; refunds: number }> {
  const transfers = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE payment_transfers pt SET sender_number = NULL, sender_name = NULL, note = NULL, raw_text = NULL
      FROM bookings b WHERE b.id = pt.booking_id AND b.erased_at IS NOT NULL AND ${TRANSFER_HOLDS_DATA}
      RETURNING pt.id`),
  );
  const refunds = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE refunds r SET to_number = NULL
      FROM bookings b WHERE b.id = r.booking_id AND b.erased_at IS NOT NULL
        AND r.to_number IS NOT NULL AND r.status <> 'Due'
      RETURNING r.id`),
  );
  return { transfers: transfers.length, refunds: refunds.length };
}
