import type { PageMeta, TransferDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { afterKey, decodeCursor, encodeCursor, keyValues, pageOf } from '../../lib/paging';
import {
  TRANSFER_KEYS,
  type TransferFilter,
  type TransferLedgerRow,
  transferLedgerCount,
  transferLedgerRows,
  transfersAwaitingTheDesk,
} from '../bookings';

/**
 * The ledger of transfers (docs/api/payments.md): each with its state today, read from what it found
 * and where its booking is now (the booking repository's transferLedgerRows).
 */

/**
 * What waits for a look at the desk (the Admin's home, docs/api/reports.md#the-admins-home): transfers
 * whose amount is not the booking's (`mismatch`) and those that found no booking (`unmatched`).
 */
export function transfersToHandle(db: Tx): Promise<{ wrongAmount: number; unmatched: number }> {
  return transfersAwaitingTheDesk(db);
}

/**
 * GET /api/payments/transfers: newest first, optionally one state; without one, every transfer but
 * those marked "not ours" (kept, and listed with `state=dismissed`). `id`: that one transfer. The
 * whole list, never silently cut: the desk pages with listTransfersPage.
 */
export async function listTransfers(db: Tx, filter: TransferFilter = {}): Promise<TransferDto[]> {
  return (await transferLedgerRows(db, filter)).map(toDto);
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
  const [rows, total] = await Promise.all([
    transferLedgerRows(db, filter, { after, rows: filter.limit + 1 }),
    transferLedgerCount(db, filter),
  ]);
  const page = pageOf(rows, filter.limit, (last) =>
    encodeCursor(secret, 'transfers', binding, keyValues(last, TRANSFER_KEYS.length)),
  );
  return { items: page.items.map(toDto), meta: { nextCursor: page.nextCursor, total } };
}

function toDto(r: TransferLedgerRow): TransferDto {
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
