import type { TransferResult } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { foldedSql } from '../../../db/folded-text';
import { sqlPhoneKey, sqlTxn } from '../../../db/payment-keys-sql';
import { rowsOf } from '../../../db/rows';

/**
 * The statements that match money to bookings (docs/api/payments.md#matching): the bookings a
 * transfer could name, and the transfers kept unmatched that name bookings just arrived. The rules
 * that pick one are the payments module's (match-transfers.ts).
 */

/** What transfers name, normalized as the rules compare them. */
export type MatchKeys = {
  /** Transaction numbers (rule 1). */
  transactionIds: string[];
  /** Reference-shaped tokens of notes and texts (rule 2). */
  references: string[];
  /** Phone numbers' last ten digits (rule 3). */
  phones: string[];
  /** The payers' folded names with their amounts (rule 4). */
  payers: { name: string; amount: number }[];
};

export type CandidateRow = {
  id: string;
  reference: string;
  status: 'Pending' | 'Rejected';
  amount: string | number;
  proof_txn: string | null;
  payment_key: string | null;
  proof_key: string | null;
  folded_name: string;
  taken: boolean;
};

function inList(values: string[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * The bookings any of `keys` could name, read in one statement: Pending ones, and the clock's
 * rejections of the last 7 days, of paid events; each with its keys as the rules compare them and
 * whether it already holds a transfer.
 */
export async function matchCandidateRows(tx: Tx, keys: MatchKeys): Promise<CandidateRow[]> {
  const names: SQL[] = [];
  if (keys.transactionIds.length)
    names.push(sql`${sqlTxn(sql`b.proof_transaction_id`)} IN ${inList(keys.transactionIds)}`);
  if (keys.references.length) names.push(sql`b.reference IN ${inList(keys.references)}`);
  if (keys.phones.length) {
    names.push(sql`${sqlPhoneKey(sql`b.payment_number`)} IN ${inList(keys.phones)}`);
    names.push(sql`${sqlPhoneKey(sql`b.proof_sender_number`)} IN ${inList(keys.phones)}`);
  }
  if (keys.payers.length) {
    // Rule 4: Pending bookings of the amount whose booker's name begins with the bank's payer name.
    const pairs = sql.join(
      keys.payers.map((p) => sql`(${p.name}::text, ${p.amount}::numeric)`),
      sql`, `,
    );
    names.push(sql`(b.status = 'Pending' AND EXISTS (
      SELECT 1 FROM (VALUES ${pairs}) AS payer(name, amount)
      WHERE payer.amount = greatest(b.subtotal - b.discount, 0)
        AND starts_with(${foldedSql(sql`b.full_name`)}, payer.name)))`);
  }
  if (names.length === 0) return [];
  return rowsOf<CandidateRow>(
    await tx.execute(sql`
      SELECT b.id, b.reference, b.status, greatest(b.subtotal - b.discount, 0) AS amount,
        ${sqlTxn(sql`b.proof_transaction_id`)} AS proof_txn,
        ${sqlPhoneKey(sql`b.payment_number`)} AS payment_key,
        ${sqlPhoneKey(sql`b.proof_sender_number`)} AS proof_key,
        ${foldedSql(sql`b.full_name`)} AS folded_name,
        EXISTS (SELECT 1 FROM payment_transfers pt WHERE pt.booking_id = b.id) AS taken
      FROM bookings b JOIN events e ON e.id = b.event_id
      WHERE greatest(b.subtotal - b.discount, 0) > 0
        AND (b.status = 'Pending' OR (b.status = 'Rejected' AND b.rejection_cause = 'expired'
          AND b.decided_at > now() - interval '7 days'))
        AND (${sql.join(names, sql` OR `)})`),
  );
}

export type WaitingTransferRow = {
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
 * Unmatched transfers (not dismissed, received within `days`) that name one of these Pending
 * bookings: its proof's transaction number, or its reference somewhere in the note or text (narrowed
 * here; the rules check it token by token). One statement, an index range of the unmatched ones;
 * oldest first.
 */
export async function unmatchedTransfersNaming(
  db: Tx,
  bookingIds: string[],
  days: number,
): Promise<WaitingTransferRow[]> {
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<WaitingTransferRow>(
    await db.execute(sql`
      SELECT DISTINCT pt.id, pt.method, pt.transaction_id, pt.amount, pt.sender_number, pt.sender_name,
        pt.note, pt.raw_text, pt.received_at
      FROM payment_transfers pt JOIN bookings b ON b.id IN (${ids}) AND b.status = 'Pending'
      WHERE pt.booking_id IS NULL AND pt.outcome <> 'ignored' AND pt.dismissed_at IS NULL
        AND pt.received_at > now() - make_interval(days => ${days})
        AND ((pt.transaction_id IS NOT NULL AND pt.transaction_id =
              ${sqlTxn(sql`b.proof_transaction_id`)})
          OR strpos(upper(coalesce(pt.note, '') || ' ' || coalesce(pt.raw_text, '')), b.reference) > 0)
      ORDER BY pt.received_at`),
  );
}
