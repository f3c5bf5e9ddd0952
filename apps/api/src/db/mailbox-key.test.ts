import { mailboxKey } from '@app/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { mailboxKeySql } from './mailbox-key-sql';
import { rowsOf } from './rows';

const t = useTestApp();

/** What the database makes of each address, in one statement. */
async function keysInSql(addresses: string[]): Promise<string[]> {
  const rows = rowsOf<{ key: string }>(
    await t().database.db.execute(sql`
      SELECT ${mailboxKeySql(sql`a.value`)} AS key
      FROM json_array_elements_text(${JSON.stringify(addresses)}::json) WITH ORDINALITY AS a(value, n)
      ORDER BY a.n`),
  );
  return rows.map((row) => row.key);
}

const LOCAL = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._%+-]{0,20}[A-Za-z0-9]$/);
const DOMAIN = fc.constantFrom(
  'gmail.com',
  'GoogleMail.com',
  'GMAIL.COM',
  'example.com',
  'Agency.com.eg',
  'gmail.co',
);

describe('the mailbox key in SQL (generated columns) and in TypeScript agree', () => {
  it('on the forms of one mailbox and on random addresses', async () => {
    const fixed = [
      's.calper@gmail.com',
      'scalper+2@gmail.com',
      'Wait.Er@Gmail.com',
      'waiter@googlemail.com',
      'w.a.i.t.e.r@gmail.com',
      'Mona.Hassan+x@Example.com',
    ];
    const random = fc.sample(
      fc.tuple(LOCAL, DOMAIN).map(([local, domain]) => `${local}@${domain}`),
      { numRuns: 300, seed: 32 },
    );
    const addresses = [...fixed, ...random];
    expect(await keysInSql(addresses)).toEqual(addresses.map(mailboxKey));
    expect((await keysInSql(fixed)).slice(0, 5)).toEqual([
      'scalper@gmail.com',
      'scalper@gmail.com',
      'waiter@gmail.com',
      'waiter@gmail.com',
      'waiter@gmail.com',
    ]);
  });
});
