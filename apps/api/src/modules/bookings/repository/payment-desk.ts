import type { RefundDto, TransferDto, TransferState } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { keyColumn, orderByKeys, type SortKey } from '../../../lib/paging';
import { netReceivedSql } from './booking-money';

/**
 * The payment desk's statements that read a transfer or a refund with its booking
 * (docs/api/payments.md): the ledger of transfers and its states, the refunds list, a transfer linked
 * by hand, the refunds a booking's end or an overpayment puts on the list. The payments module keeps
 * its rules, its paging cursors and its answers' shape.
 */

/**
 * A transfer's state today (docs/api/payments.md), read from what it found and where its booking is
 * now: so a booking accepted at the desk settles its transfer without the bookings module knowing of it.
 */
const NET = netReceivedSql(sql`pt.amount`, sql`b.id`);
const STATE = sql`CASE
  WHEN pt.outcome IN ('ignored', 'unreadable') THEN 'ignored'
  WHEN pt.dismissed_at IS NOT NULL THEN 'dismissed'
  WHEN pt.booking_id IS NULL THEN 'unmatched'
  WHEN b.status = 'Pending' AND ${NET} = greatest(b.subtotal - b.discount, 0) THEN 'matched'
  WHEN b.status = 'Pending' THEN 'mismatch'
  WHEN b.status = 'Rejected' AND b.rejection_cause = 'expired' THEN 'late'
  ELSE 'settled' END`;

export type TransferLedgerRow = {
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

/** The ledger's order, newest first; the last key unique, so a page's cursor names one place (docs/api/big-events.md). */
export const TRANSFER_KEYS: SortKey[] = [
  { expr: sql`pt.received_at`, direction: 'desc', type: 'timestamptz' },
  { expr: sql`pt.created_at`, direction: 'desc', type: 'timestamptz' },
  { expr: sql`pt.id`, direction: 'asc', type: 'uuid' },
];

/** One transfer (`id`), one state, or (neither) every transfer not marked "not ours". */
export type TransferFilter = { state?: TransferState; id?: string };

function transferFilterSql({ state, id }: TransferFilter): SQL {
  if (id) return sql`pt.id = ${id}::uuid`;
  return state ? sql`${STATE} = ${state}` : sql`pt.dismissed_at IS NULL`;
}

/**
 * What waits for a look at the desk (docs/api/reports.md#the-admins-home): transfers whose amount is
 * not the booking's (`mismatch`) and those that found no booking (`unmatched`).
 */
export async function transfersAwaitingTheDesk(db: Tx): Promise<{ wrongAmount: number; unmatched: number }> {
  const [row] = rowsOf<{ wrong_amount: number; unmatched: number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE state = 'mismatch')::int AS wrong_amount,
             count(*) FILTER (WHERE state = 'unmatched')::int AS unmatched
      FROM (SELECT ${STATE} AS state FROM payment_transfers pt
            LEFT JOIN bookings b ON b.id = pt.booking_id LEFT JOIN events e ON e.id = b.event_id
            WHERE pt.dismissed_at IS NULL) AS transfer`),
  );
  return { wrongAmount: row?.wrong_amount ?? 0, unmatched: row?.unmatched ?? 0 };
}

/**
 * The ledger's transfers of `filter`, each with its booking and state, in TRANSFER_KEYS' order (their
 * values as key0.. columns); `page`: only those after a cursor's keys (`after`), `rows` of them.
 */
export async function transferLedgerRows(
  db: Tx,
  filter: TransferFilter,
  page?: { after: SQL; rows: number },
): Promise<TransferLedgerRow[]> {
  const where = transferFilterSql(filter);
  return rowsOf<TransferLedgerRow>(
    await db.execute(sql`
      SELECT pt.id, pt.method, pt.transaction_id, pt.amount, pt.sender_number, pt.sender_name, pt.note,
        pt.received_at, pt.source, pt.outcome, pt.raw_text, ${STATE} AS state, pt.matched_by,
        pt.dismissed_reason, ${NET} AS net,
        b.id AS booking_id, b.reference, b.full_name, b.status, greatest(b.subtotal - b.discount, 0) AS booking_amount,
        ${sql.join(
          TRANSFER_KEYS.map((key, i) => keyColumn(key, i)),
          sql`, `,
        )}
      FROM payment_transfers pt
      LEFT JOIN bookings b ON b.id = pt.booking_id
      LEFT JOIN events e ON e.id = b.event_id
      WHERE ${page ? sql`${where} AND ${page.after}` : where}
      ORDER BY ${sql.join(orderByKeys(TRANSFER_KEYS), sql`, `)}
      ${page ? sql`LIMIT ${page.rows}` : sql``}`),
  );
}

/** How many transfers `filter` holds. */
export async function transferLedgerCount(db: Tx, filter: TransferFilter): Promise<number> {
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS total FROM payment_transfers pt
      LEFT JOIN bookings b ON b.id = pt.booking_id LEFT JOIN events e ON e.id = b.event_id
      WHERE ${transferFilterSql(filter)}`),
  );
  return count?.total ?? 0;
}

/** A booking as a transfer linked by hand needs it: its status, its price, whether it holds a transfer. */
export async function bookingToLink(
  tx: Tx,
  bookingId: string,
): Promise<{ status: string; price: string | number; taken: boolean } | undefined> {
  const [booking] = rowsOf<{ status: string; price: string | number; taken: boolean }>(
    await tx.execute(sql`
        SELECT b.status, greatest(b.subtotal - b.discount, 0) AS price,
          EXISTS (SELECT 1 FROM payment_transfers pt WHERE pt.booking_id = b.id) AS taken
        FROM bookings b JOIN events e ON e.id = b.event_id WHERE b.id = ${bookingId}::uuid`),
  );
  return booking;
}

/** Links the transfer to the booking by hand: `matched` when its amount is the booking's price, else `mismatch`. */
export async function linkTransferToBooking(tx: Tx, transferId: string, bookingId: string): Promise<void> {
  await tx.execute(sql`
      UPDATE payment_transfers pt SET booking_id = ${bookingId}::uuid, matched_at = now(), matched_by = 'hand',
        outcome = CASE WHEN pt.amount = (SELECT greatest(b.subtotal - b.discount, 0) FROM bookings b
          JOIN events e ON e.id = b.event_id WHERE b.id = ${bookingId}::uuid) THEN 'matched' ELSE 'mismatch' END
      WHERE pt.id = ${transferId}::uuid`);
}

/**
 * Puts an overpayment's excess (what the transfer brought in over its Pending or Accepted booking's
 * price) on the refunds list as Due, to the transfer's sender, else the booking's payment number.
 * Answers the refund's id; undefined when there is no excess or it is already on the list.
 */
export async function insertExcessRefund(tx: Tx, transferId: string): Promise<string | undefined> {
  const [created] = rowsOf<{ id: string }>(
    await tx.execute(sql`
        INSERT INTO refunds (booking_id, amount, method, to_number, excess)
        SELECT b.id, ${netReceivedSql(sql`pt.amount`, sql`b.id`)} - greatest(b.subtotal - b.discount, 0), pt.method,
          coalesce(pt.sender_number, b.payment_number), true
        FROM payment_transfers pt JOIN bookings b ON b.id = pt.booking_id JOIN events e ON e.id = b.event_id
        WHERE pt.id = ${transferId}::uuid AND b.status IN ('Pending', 'Accepted')
          AND pt.amount > greatest(b.subtotal - b.discount, 0)
        ON CONFLICT (booking_id, excess) DO NOTHING
        RETURNING id`),
  );
  return created?.id;
}

/**
 * The refunds a paid booking's end owes (its `refund_due` set), in the caller's transaction (section
 * 16): the amount is what came in (the transfer's, less an excess already on the list), else the
 * booking's; it goes to the transfer's sender, else the booking's payment number.
 */
export async function insertRefundsOfEndedBookings(tx: Tx, bookingIds: string[]): Promise<void> {
  await tx.execute(sql`
    INSERT INTO refunds (booking_id, amount, method, to_number)
    SELECT b.id, coalesce(${netReceivedSql(sql`pt.amount`, sql`b.id`)}, greatest(b.subtotal - b.discount, 0)),
      coalesce(pt.method, b.payment_method), coalesce(pt.sender_number, b.payment_number)
    FROM bookings b JOIN events e ON e.id = b.event_id
    LEFT JOIN payment_transfers pt ON pt.booking_id = b.id
    WHERE b.id IN (${sql.join(
      bookingIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) AND b.refund_due
    ON CONFLICT (booking_id, excess) DO NOTHING`);
}

export type RefundListRow = {
  id: string;
  booking_id: string;
  reference: string;
  full_name: string;
  amount: string | number;
  method: RefundDto['method'];
  to_number: string | null;
  status: RefundDto['status'];
  created_at: string | Date;
  refunded_at: string | Date | null;
  refunded_by: string | null;
  refunded_by_name: string | null;
  transaction_id: string | null;
  excess: boolean;
};

/** The refunds list's order: the ones to do first, then newest first; the last key unique (docs/api/big-events.md). */
export const REFUND_KEYS: SortKey[] = [
  { expr: sql`(CASE WHEN r.status = 'Due' THEN 0 ELSE 1 END)`, direction: 'asc', type: 'int' },
  { expr: sql`r.created_at`, direction: 'desc', type: 'timestamptz' },
  { expr: sql`r.id`, direction: 'asc', type: 'uuid' },
];

/**
 * Refunds with their booking's reference and name and who marked them done, in REFUND_KEYS' order
 * (their values as key0.. columns). `where`: the caller's WHERE clause on the refunds (`r`), if any;
 * `tail`: a LIMIT.
 */
export async function refundListRows(db: Tx, where: SQL, tail: SQL = sql``): Promise<RefundListRow[]> {
  return rowsOf<RefundListRow>(
    await db.execute(sql`
      SELECT r.id, r.booking_id, b.reference, b.full_name, r.amount, r.method, r.to_number, r.status,
        r.created_at, r.refunded_at, r.refunded_by, u.username AS refunded_by_name, r.transaction_id, r.excess,
        ${sql.join(
          REFUND_KEYS.map((key, i) => keyColumn(key, i)),
          sql`, `,
        )}
      FROM refunds r JOIN bookings b ON b.id = r.booking_id
      LEFT JOIN users u ON u.id = r.refunded_by
      ${where}
      ORDER BY ${sql.join(orderByKeys(REFUND_KEYS), sql`, `)}
      ${tail}`),
  );
}

export type RefundNoticeRow = {
  email: string;
  full_name: string;
  reference: string;
  name: string;
  amount: string;
  to_number: string | null;
  booking_id: string;
};

/** What the email of a refund sent says: the booker, the booking, its event, the amount and number. */
export async function refundNoticeFacts(tx: Tx, refundId: string): Promise<RefundNoticeRow | undefined> {
  const [facts] = rowsOf<RefundNoticeRow>(
    await tx.execute(sql`
        SELECT b.email, b.full_name, b.reference, e.name, r.amount, r.to_number, b.id AS booking_id
        FROM refunds r JOIN bookings b ON b.id = r.booking_id JOIN events e ON e.id = b.event_id
        WHERE r.id = ${refundId}::uuid`),
  );
  return facts;
}
