import type { TransferResult } from '@app/shared';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { paymentTransfers } from '../../db/schema';
import { unmatchedTransfersNaming } from '../bookings';
import { loadCandidates, matchOne, outcomeOf } from './match-transfers';
import { referenceCodesOf } from './parse-notification';
import { autoAccept, LEDGER_LOCK } from './record-transfers';

/** Transfers kept unmatched longer than this are left to the desk's hand. */
const WAITING_DAYS = 60;

/**
 * A booking or a proof arrived (`docs/api/payments.md`, matching): the unmatched transfers naming it are
 * matched by the section's rules now, not when someone next reads a list. A look without a lock
 * first (almost always nothing); then, under the ledger's lock, the same look again and the match,
 * with PAYMENTS_AUTO_ACCEPT's acceptance. Answers the bookings that found a transfer.
 */
export async function matchArrivals(db: Db, config: Config, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0 || (await unmatchedTransfersNaming(db, bookingIds, WAITING_DAYS)).length === 0)
    return [];
  return db.transaction(async (tx) => {
    await tx.execute(LEDGER_LOCK);
    const rows = await unmatchedTransfersNaming(tx, bookingIds, WAITING_DAYS);
    const inputs = rows.map((row) => ({
      row,
      input: {
        transactionId: row.transaction_id,
        amount: Number(row.amount),
        senderNumber: row.sender_number,
        senderName: row.sender_name,
        codes: referenceCodesOf(`${row.note ?? ''} ${row.raw_text ?? ''}`),
      },
    }));
    const candidates = await loadCandidates(
      tx,
      inputs.map((i) => i.input),
    );
    const results: TransferResult[] = [];
    for (const { row, input } of inputs) {
      const match = matchOne(input, candidates);
      if (!match) continue;
      const { outcome, difference } = outcomeOf(match, input.amount);
      await tx
        .update(paymentTransfers)
        .set({ bookingId: match.booking.id, outcome, matchedAt: new Date(), matchedBy: match.by })
        .where(and(eq(paymentTransfers.id, row.id), isNull(paymentTransfers.bookingId)) as SQL);
      results.push({
        _id: row.id,
        method: row.method,
        transactionId: row.transaction_id,
        amount: input.amount,
        senderNumber: row.sender_number,
        senderName: row.sender_name,
        outcome,
        by: match.by,
        bookingId: match.booking.id,
        ...(difference !== undefined && { difference }),
      });
    }
    if (config.payments.autoAccept) await autoAccept(tx, results);
    return results.map((r) => r.bookingId!);
  });
}

/** `paymentDetailsArrived`'s subscriber (app.ts). */
export const matchArrivedDetails = ({
  db,
  config,
  bookingIds,
}: {
  db: Db;
  config: Config;
  bookingIds: string[];
}) => matchArrivals(db, config, bookingIds);
