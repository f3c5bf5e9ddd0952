import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/helpers/check-in';
import { bearer, signIn, useTestApp } from '../../../test/test-app';

/** docs/api/big-events.md: an event's waiting list in pages, places kept across pages. */
const t = useTestApp();

describe("an event's waiting list in pages", () => {
  it('pages by place with the total, and answers the whole list without a limit', async () => {
    const staff = (await signIn(t(), 'Supporter')).token;
    const event = await insertEvent(t());
    await t().database.db.execute(sql`
      INSERT INTO waitlist_entries (event_id, full_name, email, quantity)
      SELECT ${event.id}, 'منتظر ' || n, 'waiter' || n || '@example.com', 1 FROM generate_series(1, 5) AS n`);
    const get = (query: string) =>
      t().app.inject({ url: `/api/events/${event.id}/waitlist${query}`, headers: bearer(staff) });

    const whole = await get('');
    expect(whole.json().data).toHaveLength(5);
    expect(whole.json().meta).toBeUndefined();

    const places: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      places.push(...res.json().data.map((entry: { position: number }) => entry.position));
      expect(res.json().meta.total).toBe(5);
      cursor = res.json().meta.nextCursor;
    } while (cursor);
    expect(places).toEqual([1, 2, 3, 4, 5]);

    const other = await insertEvent(t(), 'فعالية أخرى');
    const first = (await get('?limit=2')).json().meta.nextCursor;
    const foreign = await t().app.inject({
      url: `/api/events/${other.id}/waitlist?limit=2&cursor=${encodeURIComponent(first)}`,
      headers: bearer(staff),
    });
    expect(foreign.statusCode).toBe(400);
  });
});
