import { randomUUID } from 'node:crypto';
import { cairoCalendarDay, type EventReportDto, endOfCairoDay } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertEvent, insertGroupBooking } from '../../../test/helpers/check-in';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings, campaignVisits, events, refunds, tickets } from '../../db/schema';

const t = useTestApp();
const DAY = 86_400_000;
const SLOT = 600_000;

/** The Cairo calendar day `offset` days from today, "YYYY-MM-DD". */
function cairoDayFromToday(offset: number): string {
  const [y, m, d] = cairoCalendarDay(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}
/** The last millisecond of a Cairo day, and the first of the next. */
const lastMsOf = (day: string) => endOfCairoDay(day)!;
const firstMsAfter = (day: string) => new Date(endOfCairoDay(day)!.getTime() + 1);

async function report(token: string, eventId: string): Promise<EventReportDto> {
  const res = await t().app.inject({ url: `/api/events/${eventId}/report`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A booking as the booking call leaves it, then moved to when and how it was made and decided. */
async function booking(
  eventId: string,
  guests: string[],
  status: 'Pending' | 'Accepted' | 'Rejected' | 'Cancelled',
  at: { createdAt: Date; decidedAt?: Date; source?: string },
) {
  const made = await insertGroupBooking(t(), eventId, guests, status);
  await t()
    .database.db.update(bookings)
    .set({ createdAt: at.createdAt, decidedAt: at.decidedAt ?? null, source: at.source ?? 'direct' })
    .where(eq(bookings.id, made.booking.id));
  return made;
}

describe('GET /api/events/{id}/report (docs/api/reports.md#the-report)', () => {
  it("counts an event's tickets, money, sources, days and admissions from a known set of bookings", async () => {
    const admin = await signIn(t(), 'Admin');
    const db = t().database.db;
    const event = await insertEvent(t());
    await db.update(events).set({ availableSeats: 95 }).where(eq(events.id, event.id));
    const day = cairoDayFromToday;

    // A group of three, made in the last millisecond of day -3, accepted on day -1, by Instagram.
    const group = await booking(event.id, ['ضيف أول', 'ضيف ثان'], 'Accepted', {
      createdAt: lastMsOf(day(-3)),
      decidedAt: firstMsAfter(day(-2)),
      source: 'insta',
    });
    // Made in the first millisecond of day -2: it belongs to day -2, not -3.
    await booking(event.id, [], 'Pending', { createdAt: firstMsAfter(day(-3)) });
    // A pair cancelled with its money owed back, and a rejected one whose money went back.
    const pair = await booking(event.id, ['ضيف'], 'Cancelled', {
      createdAt: new Date(lastMsOf(day(-3)).getTime() - 3_600_000),
      source: 'insta',
    });
    const rejected = await booking(event.id, [], 'Rejected', {
      createdAt: new Date(lastMsOf(day(-2)).getTime() - 60_000),
    });
    await booking(event.id, [], 'Rejected', { createdAt: new Date(lastMsOf(day(-5)).getTime() - 60_000) });
    const today = await booking(event.id, [], 'Accepted', {
      createdAt: new Date(Date.now() - 60_000),
      decidedAt: new Date(),
      source: 'fb',
    });
    await db.insert(refunds).values([
      { bookingId: pair.booking.id, amount: 300 },
      { bookingId: group.booking.id, amount: 50, excess: true },
      { bookingId: rejected.booking.id, amount: 150, status: 'Refunded', refundedAt: new Date() },
    ]);
    // Admissions: two in one 10-minute slot, none in the next, one in the one after.
    const slot = Math.floor(Date.now() / SLOT) * SLOT - 6 * SLOT;
    const admit = (id: string, at: number) =>
      db
        .update(tickets)
        .set({ checkedInAt: new Date(at) })
        .where(eq(tickets.id, id));
    await admit(group.tickets[0]!.id, slot + 60_000);
    await admit(group.tickets[1]!.id, slot + 4 * 60_000);
    await admit(today.tickets[0]!.id, slot + 26 * 60_000);
    await db.insert(campaignVisits).values([
      { eventId: event.id, source: 'insta', day: day(-3), visitorHash: 'a' },
      { eventId: event.id, source: 'insta', day: day(-3), visitorHash: 'b' },
      { eventId: event.id, source: 'tiktok', day: day(-1), visitorHash: 'a' },
    ]);

    const figures = await report(admin.token, event.id);
    expect(figures.tickets).toEqual({ total: 9, accepted: 4, pending: 1, ended: 4, checkedIn: 3 });
    expect(figures.money).toEqual({ received: 600, pending: 150, refundsDue: 350, refunded: 150 });
    expect(figures.byType).toEqual([
      { _id: expect.any(String), name: 'دخول عام', sold: 5, available: 95, revenue: 600 },
    ]);
    expect(figures.byCode).toEqual([]);
    // Standing bookings (Pending and Accepted) by source; the cancelled pair sold nothing.
    expect(figures.bySource).toEqual([
      { source: 'insta', visits: 2, bookings: 1, tickets: 3, revenue: 450 },
      { source: 'direct', visits: 0, bookings: 1, tickets: 1, revenue: 0 },
      { source: 'fb', visits: 0, bookings: 1, tickets: 1, revenue: 150 },
      { source: 'tiktok', visits: 1, bookings: 0, tickets: 0, revenue: 0 },
    ]);
    expect(figures.daily).toEqual([
      { date: day(-5), bookings: 1, tickets: 1, accepted: 0, revenue: 0 },
      { date: day(-4), bookings: 0, tickets: 0, accepted: 0, revenue: 0 },
      { date: day(-3), bookings: 2, tickets: 5, accepted: 0, revenue: 0 },
      { date: day(-2), bookings: 2, tickets: 2, accepted: 0, revenue: 0 },
      { date: day(-1), bookings: 0, tickets: 0, accepted: 3, revenue: 450 },
      { date: day(0), bookings: 1, tickets: 1, accepted: 1, revenue: 150 },
    ]);
    expect(figures.checkIns).toEqual([
      { at: new Date(slot).toISOString(), count: 2 },
      { at: new Date(slot + SLOT).toISOString(), count: 0 },
      { at: new Date(slot + 2 * SLOT).toISOString(), count: 1 },
    ]);

    // Erasing a person's data (docs/api/privacy.md#what-is-erased), whose money went back, changes no figure.
    const erase = await t().app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: bearer(admin.token),
      payload: { q: rejected.booking.nationalId },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    const [erased] = await db.select().from(bookings).where(eq(bookings.id, rejected.booking.id));
    expect(erased!.nationalId).toBeNull();
    expect(await report(admin.token, event.id)).toEqual(figures);
  });

  it("runs the days to the event's day once it is past, and answers zeros for an event with no bookings", async () => {
    const admin = await signIn(t(), 'Admin');
    const past = await insertEvent(t(), 'حفل مضى');
    await t()
      .database.db.update(events)
      .set({ date: new Date(Date.now() - 10 * DAY) })
      .where(eq(events.id, past.id));
    await booking(past.id, [], 'Accepted', {
      createdAt: new Date(lastMsOf(cairoDayFromToday(-12)).getTime() - 3_600_000),
      decidedAt: new Date(lastMsOf(cairoDayFromToday(-12)).getTime() - 1_800_000),
    });
    const figures = await report(admin.token, past.id);
    expect(figures.daily.map((d) => d.date)).toEqual([-12, -11, -10].map(cairoDayFromToday));

    const empty = await insertEvent(t(), 'بلا حجوزات');
    expect(await report(admin.token, empty.id)).toEqual({
      tickets: { total: 0, accepted: 0, pending: 0, ended: 0, checkedIn: 0 },
      money: { received: 0, pending: 0, refundsDue: 0, refunded: 0 },
      byType: [{ _id: expect.any(String), name: 'دخول عام', sold: 0, available: 100, revenue: 0 }],
      byCode: [],
      bySource: [],
      daily: [],
      checkIns: [],
    });
  });

  it('is for Admins, Supporters and content writers; 404 for an unknown event', async () => {
    const event = await insertEvent(t());
    const url = `/api/events/${event.id}/report`;
    for (const role of ['Supporter', 'Contant'] as const) {
      const account = await signIn(t(), role);
      expect((await t().app.inject({ url, headers: bearer(account.token) })).statusCode).toBe(200);
    }
    for (const role of ['Scanner', 'User'] as const) {
      const account = await signIn(t(), role);
      expect((await t().app.inject({ url, headers: bearer(account.token) })).statusCode).toBe(403);
    }
    expect((await t().app.inject({ url })).statusCode).toBe(401);
    const admin = await signIn(t(), 'Admin');
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await t().app.inject({ url: `/api/events/${id}/report`, headers: bearer(admin.token) });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });
});
