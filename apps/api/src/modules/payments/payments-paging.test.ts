import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertBooking, insertEvent } from '../../../test/helpers/check-in';
import { bearer, signIn, type TestApp, useTestApp } from '../../../test/test-app';

/** docs/api/big-events.md: the ledger and the refunds in pages; no list silently cut. */
const t = useTestApp();

async function readAll(token: string, url: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let total = -1;
  do {
    const res: Awaited<ReturnType<TestApp['app']['inject']>> = await t().app.inject({
      url: `${url}${url.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(...res.json().data.map((item: { _id: string }) => item._id));
    total = res.json().meta.total;
    cursor = res.json().meta.nextCursor;
  } while (cursor);
  return { ids, total };
}

describe('the payment desk in pages', () => {
  it('pages the transfers, and answers every one of them without a limit (no cap at 1,000)', async () => {
    const staff = (await signIn(t(), 'Supporter')).token;
    // 1,003 transfers in one statement: one more page than the old silent cap of 1,000.
    await t().database.db.execute(sql`
      INSERT INTO payment_transfers (method, transaction_id, amount, received_at, source, outcome)
      SELECT 'VodafoneCash', 'TX' || n, 150, now() - (n % 5) * interval '1 minute', 'import', 'unmatched'
      FROM generate_series(1, 1003) AS n`);
    const whole = await t().app.inject({ url: '/api/payments/transfers', headers: bearer(staff) });
    expect(whole.json().data).toHaveLength(1003);
    const paged = await readAll(staff, '/api/payments/transfers?state=unmatched', 400);
    expect(paged.total).toBe(1003);
    expect(new Set(paged.ids).size).toBe(1003);
    expect(paged.ids).toEqual(whole.json().data.map((item: { _id: string }) => item._id));
    const foreign = await t().app.inject({
      url: `/api/payments/refunds?limit=1&cursor=${encodeURIComponent(
        (await t().app.inject({ url: '/api/payments/transfers?limit=1', headers: bearer(staff) })).json().meta
          .nextCursor,
      )}`,
      headers: bearer(staff),
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('pages the refunds, the ones due first', async () => {
    const staff = (await signIn(t(), 'Supporter')).token;
    const event = await insertEvent(t());
    for (let i = 0; i < 5; i += 1) {
      const booking = await insertBooking(t(), event.id, 'Cancelled');
      await t().database.db.execute(sql`
        INSERT INTO refunds (booking_id, amount, method, status)
        VALUES (${booking.id}, 150, 'VodafoneCash', ${i % 2 ? 'Refunded' : 'Due'})`);
    }
    const paged = await readAll(staff, '/api/payments/refunds', 2);
    expect(paged.total).toBe(5);
    expect(new Set(paged.ids).size).toBe(5);
    const whole = await t().app.inject({ url: '/api/payments/refunds', headers: bearer(staff) });
    const statuses = whole.json().data.map((refund: { status: string }) => refund.status);
    expect(statuses).toEqual(['Due', 'Due', 'Due', 'Refunded', 'Refunded']);
    expect(paged.ids).toEqual(whole.json().data.map((item: { _id: string }) => item._id));
  });
});
