import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalTransactionId } from '@app/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type ParsedNotification, parseNotification } from './parse-notification';

/**
 * The reader against real notification texts (corpus/*.json, each with its public source): Vodafone
 * Cash in its Arabic and English templates, the banks' InstaPay credits and debits, purchases,
 * withdrawals, balances, statements, promotions. Goal (docs/api/payments.md): every incoming amount, payer
 * and reference read, every other text ignored. Prints, per wallet and kind, how many were read right.
 */
type Expected = {
  kind: ParsedNotification['kind'];
  amount: number | null;
  senderNumber: string | null;
  senderName: string | null;
  transactionId: string | null;
};
type Entry = {
  source: string;
  wallet: string;
  kind: string;
  text: string;
  expected: Expected;
  note?: string;
};

const dir = path.join(import.meta.dirname, 'corpus');
const corpus: Entry[] = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Entry[]);

/** What the reader got wrong in one text, field by field; empty when it read it right. */
function mistakes(entry: Entry, parsed: ParsedNotification): string[] {
  const wrong: string[] = [];
  const { expected } = entry;
  if (parsed.kind !== expected.kind) return [`kind ${parsed.kind}`];
  if (expected.kind !== 'incoming') {
    // Never names a booking: a refund's or a purchase's text must not settle anything.
    if (parsed.codes.length || parsed.transactionId || parsed.senderNumber) wrong.push('names a booking');
    return wrong;
  }
  if (parsed.amount !== expected.amount) wrong.push(`amount ${parsed.amount}`);
  if (parsed.senderNumber !== expected.senderNumber) wrong.push(`senderNumber ${parsed.senderNumber}`);
  if (parsed.senderName !== expected.senderName) wrong.push(`senderName ${parsed.senderName}`);
  const txn = expected.transactionId && normalTransactionId(expected.transactionId);
  if (parsed.transactionId !== txn) wrong.push(`transactionId ${parsed.transactionId}`);
  const method = entry.wallet === 'vodafone-cash' ? 'VodafoneCash' : 'InstaPay';
  if (parsed.method !== method) wrong.push(`method ${parsed.method}`);
  return wrong;
}

const tally = new Map<string, { wallet: string; kind: string; texts: number; readRight: number }>();

describe('the notification corpus', () => {
  it('holds at least 60 texts, each with its source, incoming and not', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    for (const entry of corpus) expect(entry.source, entry.text).toMatch(/github/i);
    expect(corpus.filter((e) => e.expected.kind === 'incoming').length).toBeGreaterThanOrEqual(20);
    expect(corpus.filter((e) => e.expected.kind === 'not-incoming').length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus.map((entry, i) => [`${i + 1} ${entry.wallet} ${entry.kind}`, entry] as const))(
    '%s',
    (_name, entry) => {
      const wrong = mistakes(entry, parseNotification(entry.text));
      const row = tally.get(`${entry.wallet} ${entry.kind}`) ?? {
        wallet: entry.wallet,
        kind: entry.kind,
        texts: 0,
        readRight: 0,
      };
      row.texts += 1;
      if (wrong.length === 0) row.readRight += 1;
      tally.set(`${entry.wallet} ${entry.kind}`, row);
      expect(wrong, entry.text).toEqual([]);
    },
  );

  afterAll(() => {
    const rows = [...tally.values()].sort(
      (a, b) => a.wallet.localeCompare(b.wallet) || a.kind.localeCompare(b.kind),
    );
    console.log('Notification corpus: texts read right, per wallet and kind');
    console.table(rows);
    const all = rows.reduce(
      (sum, r) => ({ texts: sum.texts + r.texts, readRight: sum.readRight + r.readRight }),
      {
        texts: 0,
        readRight: 0,
      },
    );
    console.log(`${all.readRight} of ${all.texts} read right`);
  });
});
