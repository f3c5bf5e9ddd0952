import { createHash } from 'node:crypto';
import type { PaymentMethod, TransferResult } from '@app/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { paymentTransfers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { acceptBooking } from '../bookings';
import { loadCandidates, type MatchInput, matchOne, outcomeOf } from './match-transfers';

/** One incoming transfer, from any of the three doors, ready to store and match. */
export type IncomingTransfer = MatchInput & {
  method: PaymentMethod;
  senderName: string | null;
  note: string | null;
  receivedAt: Date;
  source: 'import' | 'paste' | 'inbox';
  rawText: string | null;
  smsFrom?: string | null;
  deviceId?: string | null;
  createdBy?: string | null;
};

/** Every ledger write takes this lock: two imports of one statement never both store a transfer. */
export const LEDGER_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('payments-ledger'))`;

/** A text with no transaction number is recognised again by its words (the same SMS forwarded twice). */
export function textHash(text: string): string {
  return createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex');
}

function keyOf(t: { method: string; transactionId: string | null; textHash: string | null }): string {
  return t.transactionId ? `txn:${t.method}:${t.transactionId}` : `text:${t.textHash}`;
}

/**
 * Stores and matches transfers in one transaction (section 16): a transaction number already stored
 * for its method is `duplicate` and changes nothing; the others are matched in order, each booking
 * taken at most once. With PAYMENTS_AUTO_ACCEPT a matched booking is accepted at once (no person:
 * decidedBy null), its outcome `accepted`.
 */
export async function recordTransfers(
  db: Db,
  config: Config,
  incoming: IncomingTransfer[],
): Promise<TransferResult[]> {
  return db.transaction(async (tx) => {
    await tx.execute(LEDGER_LOCK);
    const items = incoming.map((t) => ({
      ...t,
      textHash: !t.transactionId && t.rawText ? textHash(t.rawText) : null,
    }));
    const stored = await existingKeys(tx, items);
    const candidates = await loadCandidates(tx, items);
    const results: TransferResult[] = [];
    const fresh: { index: number; row: typeof paymentTransfers.$inferInsert }[] = [];
    const seen = new Map<string, number>();
    for (const item of items) {
      const key = keyOf(item);
      const base = {
        method: item.method,
        transactionId: item.transactionId,
        amount: item.amount,
        senderNumber: item.senderNumber,
        senderName: item.senderName,
      };
      if (stored.has(key) || seen.has(key)) {
        results.push({ ...base, _id: stored.get(key) ?? null, outcome: 'duplicate' });
        continue;
      }
      seen.set(key, results.length);
      const match = matchOne(item, candidates);
      const { outcome, difference } = outcomeOf(match, item.amount);
      results.push({
        ...base,
        _id: null,
        outcome,
        ...(match && { by: match.by, bookingId: match.booking.id, reference: match.booking.reference }),
        ...(difference !== undefined && { difference }),
      });
      fresh.push({
        index: results.length - 1,
        row: {
          method: item.method,
          transactionId: item.transactionId,
          amount: item.amount,
          senderNumber: item.senderNumber,
          senderName: item.senderName,
          note: item.note,
          receivedAt: item.receivedAt,
          outcome,
          bookingId: match?.booking.id ?? null,
          matchedAt: match ? new Date() : null,
          matchedBy: match?.by ?? null,
          source: item.source,
          rawText: item.rawText,
          smsFrom: item.smsFrom ?? null,
          textHash: item.textHash,
          deviceId: item.deviceId ?? null,
          createdBy: item.createdBy ?? null,
        },
      });
    }
    if (fresh.length) {
      const ids = await tx
        .insert(paymentTransfers)
        .values(fresh.map((f) => f.row))
        .returning({ id: paymentTransfers.id });
      fresh.forEach((f, n) => {
        results[f.index]!._id = ids[n]!.id;
      });
      // Within one statement a repeated transaction number answers the id of its first copy.
      items.forEach((item, i) => {
        const first = seen.get(keyOf(item));
        if (results[i]!.outcome === 'duplicate' && results[i]!._id === null && first !== undefined) {
          results[i]!._id = results[first]!._id;
        }
      });
    }
    if (config.payments.autoAccept) await autoAccept(tx, results);
    return results;
  });
}

/** Transaction numbers (and text fingerprints) already in the ledger, with their transfers' ids. */
async function existingKeys(
  tx: Tx,
  items: { method: PaymentMethod; transactionId: string | null; textHash: string | null }[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const txns = [...new Set(items.map((i) => i.transactionId).filter((v): v is string => !!v))];
  const hashes = [...new Set(items.map((i) => i.textHash).filter((v): v is string => !!v))];
  if (txns.length) {
    const rows = await tx
      .select({
        id: paymentTransfers.id,
        method: paymentTransfers.method,
        txn: paymentTransfers.transactionId,
      })
      .from(paymentTransfers)
      .where(and(isNotNull(paymentTransfers.transactionId), inArray(paymentTransfers.transactionId, txns)));
    for (const r of rows) found.set(`txn:${r.method}:${r.txn}`, r.id);
  }
  if (hashes.length) {
    const rows = await tx
      .select({ id: paymentTransfers.id, hash: paymentTransfers.textHash })
      .from(paymentTransfers)
      .where(inArray(paymentTransfers.textHash, hashes));
    for (const r of rows) found.set(`text:${r.hash}`, r.id);
  }
  return found;
}

/**
 * PAYMENTS_AUTO_ACCEPT: each matched booking accepted as the server's own decision; a match by name
 * never is (staff confirm it, `docs/api/payments.md`). Answers the bookings it accepted.
 */
export async function autoAccept(tx: Tx, results: TransferResult[]): Promise<string[]> {
  const accepted: string[] = [];
  for (const result of results) {
    if (result.outcome !== 'matched' || result.by === 'name' || !result.bookingId || !result._id) continue;
    try {
      // A savepoint: a booking decided meanwhile stays `matched` and the rest go on.
      await tx.transaction(async (inner) => {
        await acceptBooking(inner, result.bookingId!, { actorId: null });
        await inner
          .update(paymentTransfers)
          .set({ outcome: 'accepted' })
          .where(eq(paymentTransfers.id, result._id!));
      });
      result.outcome = 'accepted';
      accepted.push(result.bookingId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return accepted;
}
