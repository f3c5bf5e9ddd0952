import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  door,
  expectNothingPrivate,
  insertBooking,
  insertEvent,
  insertGroupBooking,
} from '../../../test/helpers/check-in';
import { signIn, useTestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/rows';

/** docs/api/check-in.md#the-whole-list and docs/api/big-events.md: the door's list in pages. */
const t = useTestApp();
let scanner: string;

beforeAll(async () => {
  scanner = (await signIn(t(), 'Scanner')).token;
});

type Attendee = { _id: string; ticketId: string; fullName: string; status: string };
type Page = { data: Attendee[]; meta?: { nextCursor: string | null; total: number } };

async function page(url: string): Promise<Page> {
  const res = await door(t(), scanner)('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a list, running `between` after the first one. */
async function readAll(base: string, between: () => Promise<unknown> = async () => {}) {
  const tickets: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = 0;
  do {
    const answer: Page = await page(`${base}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    tickets.push(...answer.data.map((item) => item.ticketId));
    cursor = answer.meta!.nextCursor;
    total = answer.meta!.total;
    pages += 1;
    if (pages === 1) await between();
  } while (cursor);
  return { tickets, pages, total };
}

describe("the door's list of an event's people, in pages", () => {
  it('pages every ticket of the event, of every status, with its total; without a limit answers as before', async () => {
    const event = await insertEvent(t());
    const group = await insertGroupBooking(t(), event.id, ['ضيف أول', 'ضيف ثان']);
    const pending = await insertBooking(t(), event.id, 'Pending');
    const cancelled = await insertBooking(t(), event.id, 'Cancelled');
    const other = await insertEvent(t(), 'فعالية أخرى');
    await insertBooking(t(), other.id);

    expect((await page(`/api/events/${event.id}/attendees`)).data).toEqual([]);
    const whole = await page(`/api/events/${event.id}/attendees?q=${encodeURIComponent('أحمد')}`);
    expect(whole.meta).toBeUndefined();

    const first = await page(`/api/events/${event.id}/attendees?limit=2`);
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ total: 5, nextCursor: expect.any(String) });
    // A booking's tickets together, the booker's first.
    expect(first.data.map((item) => item.ticketId)).toEqual(
      group.tickets.slice(0, 2).map((ticket) => ticket.id),
    );
    expectNothingPrivate(JSON.stringify(first), group.booking);

    const all = await readAll(`/api/events/${event.id}/attendees?limit=2`);
    expect(all.pages).toBe(3);
    expect(all.total).toBe(5);
    expect(all.tickets).toEqual([...group.tickets.map((ticket) => ticket.id), pending.id, cancelled.id]);
  });

  it('loses and repeats no ticket while bookings arrive between pages', async () => {
    const event = await insertEvent(t());
    const before: string[] = [];
    for (let i = 0; i < 5; i += 1) before.push((await insertBooking(t(), event.id)).id);
    let arrived = '';
    const all = await readAll(`/api/events/${event.id}/attendees?limit=2`, async () => {
      arrived = (await insertBooking(t(), event.id, 'Pending')).id;
    });
    expect(new Set(all.tickets).size).toBe(all.tickets.length);
    // The list runs in booking order: a booking made while paging comes on the last page.
    expect(all.tickets).toEqual([...before, arrived]);
    expect(all.total).toBe(6);
  });

  it('pages a look-up through its ranked answer, never more than 20 items', async () => {
    const event = await insertEvent(t());
    for (let i = 0; i < 25; i += 1)
      await insertBooking(t(), event.id, 'Accepted', { fullName: `منى سعيد ${i}` });
    const q = encodeURIComponent('منى');
    const ranked = (await page(`/api/events/${event.id}/attendees?q=${q}`)).data.map((item) => item.ticketId);
    expect(ranked).toHaveLength(20);

    const paged = await readAll(`/api/events/${event.id}/attendees?q=${q}&limit=8`);
    expect(paged.pages).toBe(3);
    expect(paged.total).toBe(20);
    expect(paged.tickets).toEqual(ranked);
  });

  it('refuses a forged cursor, or one carried to another event or text, with 400', async () => {
    const event = await insertEvent(t());
    for (let i = 0; i < 3; i += 1) await insertBooking(t(), event.id, 'Accepted', { fullName: `منى ${i}` });
    const other = await insertEvent(t(), 'فعالية أخرى');
    const listCursor = (await page(`/api/events/${event.id}/attendees?limit=1`)).meta!.nextCursor!;
    const q = encodeURIComponent('منى');
    const searchCursor = (await page(`/api/events/${event.id}/attendees?q=${q}&limit=1`)).meta!.nextCursor!;
    const [, mac] = listCursor.split('.');
    const forged = `${Buffer.from('[0]').toString('base64url')}.${mac}`;
    for (const url of [
      `/api/events/${other.id}/attendees?limit=1&cursor=${encodeURIComponent(listCursor)}`,
      `/api/events/${event.id}/attendees?limit=1&cursor=${encodeURIComponent(forged)}`,
      `/api/events/${event.id}/attendees?q=${q}&limit=1&cursor=${encodeURIComponent(listCursor)}`,
      `/api/events/${event.id}/attendees?q=${encodeURIComponent('منى 1')}&limit=1&cursor=${encodeURIComponent(searchCursor)}`,
      `/api/events/${event.id}/attendees?limit=1&cursor=${encodeURIComponent(searchCursor)}`,
    ]) {
      const res = await door(t(), scanner)('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].path).toBe('cursor');
    }
    for (const limit of ['0', '501', 'x']) {
      const res = await door(t(), scanner)('GET', `/api/events/${event.id}/attendees?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
    }
  });

  it('records a page of the list in the access log with the bookings it showed', async () => {
    const event = await insertEvent(t());
    const shown = await insertBooking(t(), event.id);
    await page(`/api/events/${event.id}/attendees?limit=10`);
    const [entry] = rowsOf<{ action: string; details: unknown }>(
      await t().database.db.execute(
        sql`SELECT action, details FROM access_log WHERE target_id = ${event.id} ORDER BY at DESC LIMIT 1`,
      ),
    );
    expect(entry).toMatchObject({ action: 'door.list', details: { results: 1, bookingIds: [shown.id] } });
  });
});
