import { type MatchRule, normalizeSearchText } from '@app/shared';
import type { Tx } from '../../db/client';
import { matchCandidateRows } from '../bookings';

/**
 * Matching money to bookings (`docs/api/payments.md`, matching; docs/api/payments.md#matching), in the order
 * the section gives; the first rule that finds exactly one booking wins:
 *   1. the transfer's transaction number equals the proof's transaction ID (case, spaces, dashes ignored);
 *   2. the booking's reference appears in the note or text (case ignored, 0/O and 1/I/L the same);
 *   3. the sender's number equals the booking's payment or proof sender number, with the same amount,
 *      and no other Pending booking has both;
 *   4. a transfer with a payer's name and no sender number (a bank's InstaPay credit): the one
 *      Pending booking of that amount whose booker's name begins with the name the bank wrote
 *      (folded as the door's search folds names; a name the bank cut short matches on what is left).
 * Pending bookings are tried first; then bookings the clock rejected within 7 days (`late`, rules 1-3:
 * a name is too weak to revive a booking). A booking already holding a transfer takes no other.
 */
export type MatchInput = {
  transactionId: string | null;
  amount: number;
  senderNumber: string | null;
  /** The payer's name as the bank wrote it (rule 4), when the text carries one. */
  senderName?: string | null;
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
  /** The booker's name folded (normalizeSearchText's folding, done in SQL). */
  name: string;
  /** Already holds a transfer: counts for rules 3 and 4's "no other", never takes a second one. */
  taken: boolean;
};

export type Match = { booking: Candidate; late: boolean; by: MatchRule } | null;

/** Fewer letters of a name would single out a booking by chance. */
const MIN_NAME_LENGTH = 3;

/** The name rule 4 compares: the bank's payer name folded; null when there is none to use. */
export function nameKey(input: Pick<MatchInput, 'senderName' | 'senderNumber'>): string | null {
  if (!input.senderName || input.senderNumber) return null;
  const name = normalizeSearchText(input.senderName);
  return name.length >= MIN_NAME_LENGTH ? name : null;
}

/** The last ten digits of a phone number: `01012345678`, `+201012345678` and `0020 10…` agree. */
export function phoneKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/**
 * The bookings any of `inputs` could name, read in one statement: Pending ones, and the clock's
 * rejections of the last 7 days, of paid events.
 */
export async function loadCandidates(tx: Tx, inputs: MatchInput[]): Promise<Candidate[]> {
  const txns = [...new Set(inputs.map((i) => i.transactionId).filter((v): v is string => !!v))];
  const codes = [...new Set(inputs.flatMap((i) => i.codes))];
  const phones = [...new Set(inputs.map((i) => phoneKey(i.senderNumber)).filter((v): v is string => !!v))];
  const payers = new Map<string, { name: string; amount: number }>();
  for (const input of inputs) {
    const name = nameKey(input);
    if (name) payers.set(`${input.amount} ${name}`, { name, amount: input.amount });
  }
  const rows = await matchCandidateRows(tx, {
    transactionIds: txns,
    references: codes,
    phones,
    payers: [...payers.values()],
  });
  return rows.map((r) => ({
    id: String(r.id),
    reference: r.reference,
    status: r.status,
    amount: Number(r.amount),
    proofTxn: r.proof_txn || null,
    numbers: [r.payment_key, r.proof_key].filter((v): v is string => !!v),
    name: r.folded_name,
    taken: Boolean(r.taken),
  }));
}

/** The section's rules over one group of bookings (Pending with rule 4, or late ones without). */
function byRules(
  input: MatchInput,
  group: Candidate[],
  byName: boolean,
): { booking: Candidate; by: MatchRule } | null {
  const one = (found: Candidate[]) => (found.length === 1 && !found[0]!.taken ? found[0]! : null);
  const tries: [MatchRule, () => Candidate[] | null][] = [
    [
      'transaction',
      () => (input.transactionId ? group.filter((b) => b.proofTxn === input.transactionId) : null),
    ],
    [
      'reference',
      () => {
        if (!input.codes.length) return null;
        const codes = new Set(input.codes);
        return group.filter((b) => codes.has(b.reference));
      },
    ],
    [
      'sender',
      () => {
        const phone = phoneKey(input.senderNumber);
        return phone ? group.filter((b) => b.numbers.includes(phone) && b.amount === input.amount) : null;
      },
    ],
    [
      'name',
      () => {
        const name = byName ? nameKey(input) : null;
        return name ? group.filter((b) => b.amount === input.amount && b.name.startsWith(name)) : null;
      },
    ],
  ];
  for (const [by, find] of tries) {
    const found = find();
    const booking = found && one(found);
    if (booking) return { booking, by };
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
    true,
  );
  const found =
    pending ??
    byRules(
      input,
      candidates.filter((b) => b.status === 'Rejected'),
      false,
    );
  if (!found) return null;
  found.booking.taken = true;
  return { booking: found.booking, by: found.by, late: !pending };
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
