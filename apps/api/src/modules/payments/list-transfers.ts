import type { TransferDto, TransferState } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { netReceivedSql } from '../bookings/booking-money';

/**
 * A transfer's state today (section 16), read from what it found and where its booking is now: so a
 * booking accepted at the desk settles its transfer without the bookings module knowing of it.
 */
const NET = netReceivedSql(sql`pt.amount`, sql`b.id`);
const STATE = sql`CASE
  WHEN pt.outcome IN ('ignored', 'unreadable') THEN 'ignored'
  WHEN pt.dismissed_at IS NOT NULL THEN 'dismissed'
  WHEN pt.booking_id IS NULL THEN 'unmatched'
  WHEN b.status = 'Pending' AND ${NET} = b.quantity * e.ticket_price THEN 'matched'
  WHEN b.status = 'Pending' THEN 'mismatch'
  WHEN b.status = 'Rejected' AND b.rejection_cause = 'expired' THEN 'late'
  ELSE 'settled' END`;

type Row = {
  id: string;
  method: TransferDto['method'];
  transaction_id: string | null;
  amount: string | number | null;
  sender_number: string | null;
  sender_name: string | null;
  note: string | null;
  received_at: string | Date;
  source: TransferDto['source'];
  outcome: TransferDto['outcome'];
  state: TransferState;
  raw_text: string | null;
  booking_id: string | null;
  reference: string | null;
  full_name: string | null;
  status: NonNullable<TransferDto['booking']>['status'] | null;
  booking_amount: string | number | null;
  net: string | number | null;
  matched_by: TransferDto['by'];
  dismissed_reason: string | null;
};

/**
 * GET /api/payments/transfers: newest first, optionally one state; without one, every transfer but
 * those marked "not ours" (kept, and listed with `state=dismissed`). `id`: that one transfer.
 */
export async function listTransfers(
  db: Tx,
  { state, id }: { state?: TransferState; id?: string } = {},
  limit = 1000,
): Promise<TransferDto[]> {
  const where: SQL = id
    ? sql`WHERE pt.id = ${id}::uuid`
    : state
      ? sql`WHERE ${STATE} = ${state}`
      : sql`WHERE pt.dismissed_at IS NULL`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT pt.id, pt.method, pt.transaction_id, pt.amount, pt.sender_number, pt.sender_name, pt.note,
        pt.received_at, pt.source, pt.outcome, pt.raw_text, ${STATE} AS state, pt.matched_by,
        pt.dismissed_reason, ${NET} AS net,
        b.id AS booking_id, b.reference, b.full_name, b.status, b.quantity * e.ticket_price AS booking_amount
      FROM payment_transfers pt
      LEFT JOIN bookings b ON b.id = pt.booking_id
      LEFT JOIN events e ON e.id = b.event_id
      ${where}
      ORDER BY pt.received_at DESC, pt.created_at DESC, pt.id
      LIMIT ${limit}`),
  );
  return rows.map((r) => {
    const amount = r.amount === null ? null : Number(r.amount);
    const bookingAmount = r.booking_amount === null ? null : Number(r.booking_amount);
    const net = r.net === null ? null : Number(r.net);
    return {
      _id: String(r.id),
      method: r.method,
      transactionId: r.transaction_id,
      amount,
      senderNumber: r.sender_number,
      senderName: r.sender_name,
      note: r.note,
      receivedAt: new Date(r.received_at).toISOString(),
      source: r.source,
      outcome: r.outcome,
      state: r.state,
      automatic: r.outcome === 'accepted',
      text: r.raw_text,
      booking:
        r.booking_id && r.reference && r.full_name && r.status && bookingAmount !== null
          ? {
              _id: String(r.booking_id),
              reference: r.reference,
              fullName: r.full_name,
              status: r.status,
              amount: bookingAmount,
            }
          : null,
      difference:
        net !== null && bookingAmount !== null && net !== bookingAmount
          ? Math.round((net - bookingAmount) * 100) / 100
          : null,
      by: r.booking_id ? (r.matched_by ?? null) : null,
      dismissedReason: r.dismissed_reason,
      excessRefunded:
        amount !== null && net !== null && net !== amount ? Math.round((amount - net) * 100) / 100 : null,
    };
  });
}
