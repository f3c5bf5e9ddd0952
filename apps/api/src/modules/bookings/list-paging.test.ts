import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, visitor } from '../../../test/helpers/bookings';
import { insertBooking, insertEvent } from '../../../test/helpers/check-in';
import { createEventViaApi } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { WHOLE_LIST_STEP } from './list-bookings';

/** docs/api/big-events.md: the staff bookings list in pages, with the counters of the whole filter. */
const t = useTestApp();
let staff: string;
let n = 71_000;

beforeAll(async () => {
  staff = (await signIn(t(), 'Supporter')).token;
});

type Item = { _id: string; status: string };
type Page = {
  data: Item[];
  meta?: {
    nextCursor: string | null;
    total: number;
    pending: number;
    accepted: number;
    moneyExpected: number;
  };
};

async function bookOne(eventId: string) {
  n += 1;
  return bookViaApi<{ _id: string }>(t(), eventId, visitor(n, `pager${n}@example.com`, 'سارة محمود'));
}

async function list(query: string) {
  const res = await t().app.inject({
    method: 'GET',
    url: `/api/events/bookings?${query}`,
    headers: bearer(staff),
  });
  return res;
}

async function page(query: string): Promise<Page> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a list, booking `between` more after the first page. */
async function readAll(
  query: string,
  between: () => Promise<unknown>,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const answer: Page = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    ids.push(...answer.data.map((item) => item._id));
    cursor = answer.meta!.nextCursor;
    pages += 1;
    if (pages === 1) await between();
  } while (cursor);
  return { ids, pages };
}

describe('the staff bookings list in pages', () => {
  it('answers docs/product.md whole array without a limit, and pages with meta when asked', async () => {
    const event = await createEventViaApi(t(), (await signIn(t(), 'Admin')).token, {
      totalSeats: 50,
      ticketPrice: 200,
    });
    for (let i = 0; i < 5; i += 1) await bookOne(event._id);
    const whole = await page(`eventId=${event._id}`);
    expect(whole.data).toHaveLength(5);
    expect(whole.meta).toBeUndefined();

    const first = await page(`eventId=${event._id}&limit=2`);
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ total: 5, pending: 5, accepted: 0, moneyExpected: 1000 });
    expect(first.meta!.nextCursor).toEqual(expect.any(String));
    expect(first.data.map((b) => b._id)).toEqual(whole.data.slice(0, 2).map((b) => b._id));
  });

  it('answers a whole list longer than one step (WHOLE_LIST_STEP) complete, in order, as its pages are', async () => {
    const event = await insertEvent(t());
    const count = WHOLE_LIST_STEP + 12;
    for (let i = 0; i < count; i += 1)
      await insertBooking(t(), event.id, i % 3 === 0 ? 'Pending' : 'Accepted');
    const res = await list(`eventId=${event.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const whole: Page = res.json();
    expect(whole).toMatchObject({ success: true });
    expect(whole.meta).toBeUndefined();
    expect(whole.data).toHaveLength(count);
    const { ids } = await readAll(`eventId=${event.id}&limit=100`, async () => {});
    expect(whole.data.map((booking) => booking._id)).toEqual(ids);
    // A search over the whole list answers the same way (its ids recorded, not its text).
    const found: Page = (await list(`eventId=${event.id}&q=${encodeURIComponent('أحمد')}`)).json();
    expect(found.data).toHaveLength(count);
  });

  it('loses and repeats no booking while bookings arrive between pages, in either sort', async () => {
    const admin = (await signIn(t(), 'Admin')).token;
    const event = await createEventViaApi(t(), admin, { totalSeats: 50, ticketPrice: 100 });
    const before: string[] = [];
    for (let i = 0; i < 7; i += 1) before.push((await bookOne(event._id))._id);

    const newest = await readAll(`eventId=${event._id}&limit=3`, async () => {
      await bookOne(event._id);
      await bookOne(event._id);
    });
    expect(newest.pages).toBe(3);
    expect(new Set(newest.ids).size).toBe(newest.ids.length);
    expect(newest.ids.toSorted()).toEqual(before.toSorted());

    // Pending, nearest deadline first: a new booking's deadline is the latest, so it comes on a later page.
    const deadline = await readAll(`eventId=${event._id}&status=Pending&limit=4`, () => bookOne(event._id));
    expect(new Set(deadline.ids).size).toBe(deadline.ids.length);
    expect(deadline.ids).toEqual(expect.arrayContaining(before));
    expect(deadline.ids).toHaveLength(10);
  });

  it('counts the whole filter, not the page: pending, accepted and the money still expected', async () => {
    const admin = (await signIn(t(), 'Admin')).token;
    const event = await createEventViaApi(t(), admin, { totalSeats: 50, ticketPrice: 150 });
    const made = [];
    for (let i = 0; i < 4; i += 1) made.push(await bookOne(event._id));
    const accepted = await t().app.inject({
      method: 'PUT',
      url: `/api/events/bookings/${made[0]!._id}/status`,
      headers: bearer(staff),
      payload: { status: 'Accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const answer = await page(`eventId=${event._id}&status=Pending&limit=1`);
    expect(answer.data).toHaveLength(1);
    expect(answer.meta).toMatchObject({ total: 3, pending: 3, accepted: 1, moneyExpected: 450 });
  });

  it('refuses a changed cursor, or one carried to another filter, with 400', async () => {
    const admin = (await signIn(t(), 'Admin')).token;
    const event = await createEventViaApi(t(), admin, { totalSeats: 10 });
    for (let i = 0; i < 3; i += 1) await bookOne(event._id);
    const { meta } = await page(`eventId=${event._id}&limit=1`);
    const cursor = meta!.nextCursor!;
    const [body, mac] = cursor.split('.');
    const forged = `${Buffer.from('["2000-01-01 00:00:00+00","00000000-0000-0000-0000-000000000000"]').toString('base64url')}.${mac}`;
    for (const query of [
      `eventId=${event._id}&limit=1&cursor=${encodeURIComponent(forged)}`,
      `eventId=${event._id}&limit=1&cursor=${body}`,
      `eventId=${event._id}&status=Accepted&limit=1&cursor=${encodeURIComponent(cursor)}`,
      `limit=1&cursor=${encodeURIComponent(cursor)}`,
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].path).toBe('cursor');
    }
    for (const limit of ['0', '501', 'x']) expect((await list(`limit=${limit}`)).statusCode).toBe(400);
  });
});
