import type { TransferResult } from '@app/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { paymentTransfers } from '../../db/schema';
import { loadCandidates, matchOne, outcomeOf, sqlTxn } from './match-transfers';
import { referenceCodesOf } from './parse-notification';
import { autoAccept, LEDGER_LOCK } from './record-transfers';

/** Transfers kept unmatched longer than this are left to the desk's hand. */
const WAITING_DAYS = 60;

type Waiting = {
  id: string;
  method: TransferResult['method'] & string;
  transaction_id: string | null;
  amount: string | number;
  sender_number: string | null;
  sender_name: string | null;
  note: string | null;
  raw_text: string | null;
};

/**
 * Unmatched transfers (not dismissed) that name one of these Pending bookings: its proof's transaction
 * number, or its reference somewhere in the note or text (narrowed here, checked token by token
 * below as rule 2 reads it). One statement, an index range of the unmatched ones.
 */
async function waitingTransfers(db: Tx, bookingIds: string[]): Promise<Waiting[]> {
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<Waiting>(
    await db.execute(sql`
      SELECT DISTINCT pt.id, pt.method, pt.transaction_id, pt.amount, pt.sender_number, pt.sender_name,
        pt.note, pt.raw_text, pt.received_at
      FROM payment_transfers pt JOIN bookings b ON b.id IN (${ids}) AND b.status = 'Pending'
      WHERE pt.booking_id IS NULL AND pt.outcome <> 'ignored' AND pt.dismissed_at IS NULL
        AND pt.received_at > now() - make_interval(days => ${WAITING_DAYS})
        AND ((pt.transaction_id IS NOT NULL AND pt.transaction_id =
              ${sqlTxn(sql`b.proof_transaction_id`)})
          OR strpos(upper(coalesce(pt.note, '') || ' ' || coalesce(pt.raw_text, '')), b.reference) > 0)
      ORDER BY pt.received_at`),
  );
}

/**
 * A booking or a proof arrived (`docs/api/payments.md`, matching): the unmatched transfers naming it are
 * matched by the section's rules now, not when someone next reads a list. A look without a lock
 * first (almost always nothing); then, under the ledger's lock, the same look again and the match,
 * with PAYMENTS_AUTO_ACCEPT's acceptance. Answers the bookings that found a transfer.
 */
export async function matchArrivals(db: Db, config: Config, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0 || (await waitingTransfers(db, bookingIds)).length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(LEDGER_LOCK);
    const rows = await waitingTransfers(tx, bookingIds);
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
