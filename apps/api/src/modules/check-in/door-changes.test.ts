import { normalizeSearchText } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { door, insertBooking, insertEvent, insertGroupBooking } from '../../../test/helpers/check-in';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/rows';
import { ticketKey } from './door-snapshot';

/**
 * docs/api/big-events.md: the door's snapshot is sent whole once, then as changes since the copy the
 * device holds; an unchanged event answers 304 to If-None-Match.
 */
const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

type Snapshot = {
  generatedAt: string;
  since?: string;
  tickets: { ticketId: string; checkedInAt: string | null; removed?: true; fullName: string }[];
};

async function snapshot(eventId: string, query = '', headers: Record<string, string> = {}) {
  return t().app.inject({
    method: 'GET',
    url: `/api/events/${eventId}/check-in/snapshot${query}`,
    headers: { ...bearer(admin), ...headers },
  });
}

/** Moves every change of the event an hour back, as if the device's copy were an hour old. */
async function ageChanges(eventId: string) {
  await t().database.db.transaction(async (tx) => {
    // Triggers keep changed_at; a replica session skips them, so the test can set the past.
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(
      sql`UPDATE tickets SET changed_at = changed_at - interval '1 hour' WHERE event_id = ${eventId}`,
    );
    await tx.execute(
      sql`UPDATE bookings SET changed_at = changed_at - interval '1 hour' WHERE event_id = ${eventId}`,
    );
  });
}

describe("the door's snapshot as changes", () => {
  it('sends only the tickets admitted, added or removed since the copy, and 304 when nothing changed', async () => {
    const event = await insertEvent(t());
    const kept = await insertBooking(t(), event.id, 'Accepted', { fullName: 'منى سعيد' });
    const admitted = await insertBooking(t(), event.id, 'Accepted', { fullName: 'كريم عادل' });
    const cancelled = await insertGroupBooking(t(), event.id, ['ليلى حسن'], 'Accepted', {
      fullName: 'حسن علي',
    });
    await insertBooking(t(), event.id, 'Pending', { fullName: 'لم يدفع' });
    // The helpers insert bookings as rows; their seats are taken here, as the booking call would.
    await t().database.db.execute(
      sql`UPDATE events SET available_seats = available_seats - 5 WHERE id = ${event.id}`,
    );

    const whole = await snapshot(event.id);
    expect(whole.statusCode).toBe(200);
    const copy: Snapshot = whole.json().data;
    expect(copy.tickets).toHaveLength(4);
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    expect((await snapshot(event.id, '', { 'if-none-match': etag })).statusCode).toBe(304);
    expect(
      (await snapshot(event.id, `?since=${copy.generatedAt}`, { 'if-none-match': etag })).statusCode,
    ).toBe(304);

    await ageChanges(event.id);
    const ask = door(t(), admin);
    expect(
      (await ask('POST', `/api/events/bookings/${admitted.id}/check-in`, { eventId: event.id })).statusCode,
    ).toBe(200);
    const cancel = await t().app.inject({
      method: 'POST',
      url: `/api/events/bookings/${cancelled.booking.id}/cancel`,
      headers: bearer(admin),
      payload: { reason: 'طلب العميل' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const added = await insertBooking(t(), event.id, 'Accepted', { fullName: 'ضيف جديد' });

    const stale = await snapshot(event.id, '', { 'if-none-match': etag });
    expect(stale.statusCode).toBe(200);
    const since = `${new Date(Date.now() - 60_000).toISOString()}`;
    const changes: Snapshot = (await snapshot(event.id, `?since=${since}`)).json().data;
    expect(changes.since).toBe(since);
    const byId = new Map(changes.tickets.map((ticket) => [ticket.ticketId, ticket]));
    expect(byId.has(kept.id)).toBe(false);
    expect(byId.get(admitted.id)?.checkedInAt).toEqual(expect.any(String));
    expect(byId.get(added.id)).toMatchObject({ fullName: 'ضيف جديد' });
    expect(byId.get(added.id)?.removed).toBeUndefined();
    for (const ticket of cancelled.tickets) expect(byId.get(ticket.id)?.removed).toBe(true);
    expect(changes.tickets).toHaveLength(4);
  });

  it('refuses a since that is not a time', async () => {
    const event = await insertEvent(t());
    const res = await snapshot(event.id, '?since=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('the indexed look-up', () => {
  it('folds names in SQL exactly as the door folds what staff type', async () => {
    const sample = 'أإآٱىة ٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ مُحَمَّـد  ABC';
    const rows = rowsOf<{ folded: string }>(
      await t().database.db.execute(sql`SELECT search_fold(${sample}) AS folded`),
    );
    // normalizeSearchText also trims; search_fold keeps the ends, which LIKE '%…%' ignores.
    expect(rows[0]!.folded.trim()).toBe(normalizeSearchText(sample));
  });

  it('finds a holder by a folded name, a reference prefix or payment digits', async () => {
    const event = await insertEvent(t());
    const { booking } = await insertGroupBooking(t(), event.id, ['آمنة إبراهيم'], 'Accepted', {
      fullName: 'يوسف مصطفى',
      paymentNumber: '01098765432',
    });
    const ask = door(t(), admin);
    const byName = await ask('GET', `/api/events/${event.id}/attendees?q=${encodeURIComponent('امنه')}`);
    expect(byName.json().data.map((p: { fullName: string }) => p.fullName)).toEqual(['آمنة إبراهيم']);
    const byReference = await ask(
      'GET',
      `/api/events/${event.id}/attendees?q=${booking.reference.slice(0, 4)}`,
    );
    expect(byReference.json().data).toHaveLength(2);
    const byDigits = await ask('GET', `/api/events/${event.id}/attendees?q=${encodeURIComponent('٨٧٦٥')}`);
    expect(byDigits.json().data).toHaveLength(2);
  });
});

describe("a big event's whole snapshot", () => {
  it('answers every ticket once, each with its key, across the steps it is signed in', async () => {
    const event = await insertEvent(t());
    const made: string[] = [];
    for (let i = 0; i < 210; i += 1) {
      const group = await insertGroupBooking(t(), event.id, ['ضيف ١', 'ضيف ٢', 'ضيف ٣', 'ضيف ٤']);
      made.push(...group.tickets.map((ticket) => ticket.id));
    }
    await insertBooking(t(), event.id, 'Pending');
    const res = await snapshot(event.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as { success: true; data: Snapshot & { tickets: { key: string }[] } };
    expect(body.success).toBe(true);
    expect(Date.parse(body.data.generatedAt)).not.toBeNaN();
    expect(body.data.since).toBeUndefined();
    // 1,050 tickets: more than one step of 1,000; the Pending booking's ticket is not the door's.
    expect(body.data.tickets.map((ticket) => ticket.ticketId).toSorted()).toEqual(made.toSorted());
    const secret = t().app.config.ticketSecret;
    for (const ticket of [body.data.tickets[0]!, body.data.tickets[1_020]!]) {
      expect(ticket.key).toBe(ticketKey(secret, ticket.ticketId));
    }
  });
});
