import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Matching money to bookings (DECISIONS.md section 16), in the order the section gives; the first rule
 * that finds exactly one booking wins:
 *   1. the transfer's transaction number equals the proof's transaction ID (case, spaces, dashes ignored);
 *   2. the booking's reference appears in the note or text (case ignored, 0/O and 1/I/L the same);
 *   3. the sender's number equals the booking's payment or proof sender number, with the same amount,
 *      and no other Pending booking has both.
 * Pending bookings are tried first; then bookings the clock rejected within 7 days (`late`).
 * A booking already holding a transfer takes no other.
 */
export type MatchInput = {
  transactionId: string | null;
  amount: number;
  senderNumber: string | null;
  /** Normalized reference-shaped tokens of the note or text. */
  codes: string[];
};

export type Candidate = {
  id: string;
  reference: string;
  status: 'Pending' | 'Rejected';
  amount: number;
  proofTxn: string | null;
  numbers: string[];
  /** Already holds a transfer: counts for rule 3's "no other", never takes a second one. */
  taken: boolean;
};

export type Match = { booking: Candidate; late: boolean } | null;

/** The last ten digits of a phone number: `01012345678`, `+201012345678` and `0020 10…` agree. */
export function phoneKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

const sqlPhoneKey = (column: SQL) =>
  sql`right(regexp_replace(translate(${column}, '٠١٢٣٤٥٦٧٨٩', '0123456789'), '\\D', '', 'g'), 10)`;
const sqlTxn = (column: SQL) =>
  sql`upper(regexp_replace(translate(${column}, '٠١٢٣٤٥٦٧٨٩', '0123456789'), '[[:space:]_-]', '', 'g'))`;

function inList(values: string[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * The bookings any of `inputs` could name, read in one statement: Pending ones, and the clock's
 * rejections of the last 7 days, of paid events.
 */
export async function loadCandidates(tx: Tx, inputs: MatchInput[]): Promise<Candidate[]> {
  const txns = [...new Set(inputs.map((i) => i.transactionId).filter((v): v is string => !!v))];
  const codes = [...new Set(inputs.flatMap((i) => i.codes))];
  const phones = [...new Set(inputs.map((i) => phoneKey(i.senderNumber)).filter((v): v is string => !!v))];
  const names: SQL[] = [];
  if (txns.length) names.push(sql`${sqlTxn(sql`b.proof_transaction_id`)} IN ${inList(txns)}`);
  if (codes.length) names.push(sql`b.reference IN ${inList(codes)}`);
  if (phones.length) {
    names.push(sql`${sqlPhoneKey(sql`b.payment_number`)} IN ${inList(phones)}`);
    names.push(sql`${sqlPhoneKey(sql`b.proof_sender_number`)} IN ${inList(phones)}`);
  }
  if (names.length === 0) return [];
  const rows = rowsOf<{
    id: string;
    reference: string;
    status: 'Pending' | 'Rejected';
    amount: string | number;
    proof_txn: string | null;
    payment_key: string | null;
    proof_key: string | null;
    taken: boolean;
  }>(
    await tx.execute(sql`
      SELECT b.id, b.reference, b.status, b.quantity * e.ticket_price AS amount,
        ${sqlTxn(sql`b.proof_transaction_id`)} AS proof_txn,
        ${sqlPhoneKey(sql`b.payment_number`)} AS payment_key,
        ${sqlPhoneKey(sql`b.proof_sender_number`)} AS proof_key,
        EXISTS (SELECT 1 FROM payment_transfers pt WHERE pt.booking_id = b.id) AS taken
      FROM bookings b JOIN events e ON e.id = b.event_id
      WHERE e.ticket_price > 0
        AND (b.status = 'Pending' OR (b.status = 'Rejected' AND b.rejection_cause = 'expired'
          AND b.decided_at > now() - interval '7 days'))
        AND (${sql.join(names, sql` OR `)})`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    reference: r.reference,
    status: r.status,
    amount: Number(r.amount),
    proofTxn: r.proof_txn || null,
    numbers: [r.payment_key, r.proof_key].filter((v): v is string => !!v),
    taken: Boolean(r.taken),
  }));
}

/** The section's three rules over one group of bookings (Pending, or late ones). */
function byRules(input: MatchInput, group: Candidate[]): Candidate | null {
  const one = (found: Candidate[]) => (found.length === 1 && !found[0]!.taken ? found[0]! : null);
  if (input.transactionId) {
    const found = one(group.filter((b) => b.proofTxn === input.transactionId));
    if (found) return found;
  }
  if (input.codes.length) {
    const codes = new Set(input.codes);
    const found = one(group.filter((b) => codes.has(b.reference)));
    if (found) return found;
  }
  const phone = phoneKey(input.senderNumber);
  if (phone) {
    const found = one(group.filter((b) => b.numbers.includes(phone) && b.amount === input.amount));
    if (found) return found;
  }
  return null;
}

/**
 * Matches one transfer against the candidates; a booking it takes is marked taken, so the next
 * transfer of the same statement cannot take it again.
 */
export function matchOne(input: MatchInput, candidates: Candidate[]): Match {
  const pending = byRules(
    input,
    candidates.filter((b) => b.status === 'Pending'),
  );
  const booking =
    pending ??
    byRules(
      input,
      candidates.filter((b) => b.status === 'Rejected'),
    );
  if (!booking) return null;
  booking.taken = true;
  return { booking, late: !pending };
}

/** The outcome of a found booking: same amount matched, else mismatch with the difference. */
export function outcomeOf(
  match: Match,
  amount: number,
): { outcome: 'matched' | 'mismatch' | 'late' | 'unmatched'; difference?: number } {
  if (!match) return { outcome: 'unmatched' };
  if (match.late) return { outcome: 'late' };
  const difference = Math.round((amount - match.booking.amount) * 100) / 100;
  return difference === 0 ? { outcome: 'matched' } : { outcome: 'mismatch', difference };
}
