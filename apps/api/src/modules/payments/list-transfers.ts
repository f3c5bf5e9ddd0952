import type { PageMeta, TransferDto, TransferState } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  afterKey,
  decodeCursor,
  encodeCursor,
  keyColumn,
  keyValues,
  orderByKeys,
  pageOf,
  type SortKey,
} from '../../lib/paging';
import { netReceivedSql } from '../bookings';

/**
 * A transfer's state today (section 16), read from what it found and where its booking is now: so a
 * booking accepted at the desk settles its transfer without the bookings module knowing of it.
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

/** Newest first; the last key unique, so a page's cursor names one place (docs/api/big-events.md). */
const TRANSFER_KEYS: SortKey[] = [
  { expr: sql`pt.received_at`, direction: 'desc', type: 'timestamptz' },
  { expr: sql`pt.created_at`, direction: 'desc', type: 'timestamptz' },
  { expr: sql`pt.id`, direction: 'asc', type: 'uuid' },
];

type TransferFilter = { state?: TransferState; id?: string };

function filterOf({ state, id }: TransferFilter): SQL {
  if (id) return sql`pt.id = ${id}::uuid`;
  return state ? sql`${STATE} = ${state}` : sql`pt.dismissed_at IS NULL`;
}

/**
 * GET /api/payments/transfers: newest first, optionally one state; without one, every transfer but
 * those marked "not ours" (kept, and listed with `state=dismissed`). `id`: that one transfer. The
 * whole list, never silently cut: the desk pages with listTransfersPage.
 */
/**
 * What waits for a look at the desk (the Admin's home, docs/api/reports.md#the-admins-home): transfers
 * whose amount is not the booking's (`mismatch`) and those that found no booking (`unmatched`).
 */
export async function transfersToHandle(db: Tx): Promise<{ wrongAmount: number; unmatched: number }> {
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

export async function listTransfers(db: Tx, filter: TransferFilter = {}): Promise<TransferDto[]> {
  return (await selectTransfers(db, filterOf(filter), sql``)).map(toDto);
}

/** One page of the ledger, and how many transfers the filter holds. */
export async function listTransfersPage(
  db: Tx,
  secret: string,
  filter: TransferFilter & { limit: number; cursor?: string },
): Promise<{ items: TransferDto[]; meta: PageMeta }> {
  const binding = { state: filter.state };
  const after = filter.cursor
    ? afterKey(TRANSFER_KEYS, decodeCursor(secret, 'transfers', binding, filter.cursor, TRANSFER_KEYS.length))
    : sql`true`;
  const where = filterOf(filter);
  const [rows, [count]] = await Promise.all([
    selectTransfers(db, sql`${where} AND ${after}`, sql`LIMIT ${filter.limit + 1}`),
    db
      .execute(sql`
      SELECT count(*)::int AS total FROM payment_transfers pt
      LEFT JOIN bookings b ON b.id = pt.booking_id LEFT JOIN events e ON e.id = b.event_id
      WHERE ${where}`)
      .then((result) => rowsOf<{ total: number }>(result)),
  ]);
  const page = pageOf(rows, filter.limit, (last) =>
    encodeCursor(secret, 'transfers', binding, keyValues(last, TRANSFER_KEYS.length)),
  );
  return { items: page.items.map(toDto), meta: { nextCursor: page.nextCursor, total: count?.total ?? 0 } };
}

async function selectTransfers(db: Tx, where: SQL, tail: SQL): Promise<Row[]> {
  return rowsOf<Row>(
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
      WHERE ${where}
      ORDER BY ${sql.join(orderByKeys(TRANSFER_KEYS), sql`, `)}
      ${tail}`),
  );
}

function toDto(r: Row): TransferDto {
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
}
