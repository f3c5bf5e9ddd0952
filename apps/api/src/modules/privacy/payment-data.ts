import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type FoundRefund, refundsNaming, TRANSFER_HOLDS_DATA } from '../bookings';
import { ids, phoneDigits } from './personal-data';

export { erasePaymentsOfErasedBookings, type FoundRefund } from '../bookings';

/**
 * What the payment desk kept of a person (docs/api/privacy.md; docs/api/payments.md#reading-texts and docs/api/privacy.md): a
 * transfer's sender number, payer's name, note and the text as it came (SMS or pasted), and a
 * refund's number. Erased, they read null; the transfer's method, transaction number, amount,
 * time and booking, and the refund's amount and status, stay for the accounts.
 */

export type FoundTransfer = {
  id: string;
  method: string;
  amount: string | number | null;
  received_at: Date | string;
  booking_id: string | null;
};
/** What names a person in the payment records: their bookings, and their phone numbers' last 10 digits. */
export type PaymentTrail = { bookingIds: string[]; phones: string[] };

const WESTERN = '01234567890123456789';
const EASTERN = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';

/** A pasted or forwarded text as digits can be found in it: Arabic-Indic digits read, spaces and dashes gone. */
const searchableText = sql`translate(regexp_replace(coalesce(pt.raw_text, '') || ' ' || coalesce(pt.note, ''), '[[:space:]-]', '', 'g'), ${EASTERN}, ${WESTERN})`;

function transferMatch({ bookingIds, phones }: PaymentTrail): SQL | null {
  const terms: SQL[] = [];
  if (bookingIds.length) terms.push(sql`pt.booking_id IN (${ids(bookingIds)})`);
  if (phones.length) {
    terms.push(sql`${phoneDigits(sql`pt.sender_number`)} IN (${ids(phones)})`);
    for (const phone of phones) terms.push(sql`strpos(${searchableText}, ${phone}) > 0`);
  }
  return terms.length ? sql.join(terms, sql` OR `) : null;
}

/** The person's transfers still holding their data: those that settled their bookings, and those from their numbers. */
export async function findTransfers(tx: Tx, trail: PaymentTrail, limit = 200): Promise<FoundTransfer[]> {
  const match = transferMatch(trail);
  if (!match) return [];
  return rowsOf<FoundTransfer>(
    await tx.execute(sql`
      SELECT pt.id, pt.method, pt.amount, pt.received_at, pt.booking_id FROM payment_transfers pt
      WHERE ${TRANSFER_HOLDS_DATA} AND (${match})
      ORDER BY pt.received_at DESC, pt.id LIMIT ${limit}`),
  );
}

/** The person's refunds still holding a number: those of their bookings, and those sent to their numbers. */
export async function findRefunds(tx: Tx, trail: PaymentTrail, limit = 200): Promise<FoundRefund[]> {
  const terms: SQL[] = [];
  if (trail.bookingIds.length) terms.push(sql`r.booking_id IN (${ids(trail.bookingIds)})`);
  if (trail.phones.length) terms.push(sql`${phoneDigits(sql`r.to_number`)} IN (${ids(trail.phones)})`);
  if (terms.length === 0) return [];
  return refundsNaming(tx, terms, limit);
}

/** Clears transfers' sender numbers, names, notes and texts; answers the ids cleared. */
export async function eraseTransfers(tx: Tx, transferIds: string[]): Promise<string[]> {
  if (transferIds.length === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE payment_transfers pt SET sender_number = NULL, sender_name = NULL, note = NULL, raw_text = NULL
      WHERE pt.id IN (${ids(transferIds)}) AND ${TRANSFER_HOLDS_DATA} RETURNING pt.id`),
  );
  return rows.map((row) => row.id);
}

/** Clears refunds' numbers; a refund still Due keeps it (the money has yet to be sent there). */
export async function eraseRefunds(tx: Tx, refundIds: string[]): Promise<string[]> {
  if (refundIds.length === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE refunds SET to_number = NULL
      WHERE id IN (${ids(refundIds)}) AND to_number IS NOT NULL AND status <> 'Due' RETURNING id`),
  );
  return rows.map((row) => row.id);
}
