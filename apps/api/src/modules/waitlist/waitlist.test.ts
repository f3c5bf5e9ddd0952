import { AR_BOOKING_ERRORS, AR_EVENTS, AR_WAITLIST, sampleNationalId } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../../test/helpers/events';
import { queuedEmails } from '../../../test/helpers/outbox';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { emailOutbox, events, waitlistEntries } from '../../db/schema';
import { ticketsOf } from '../../plugins/proof-of-work';
import { signBookerToken } from '../bookings/booking-tokens';
import { closeLinesAtSalesClose, expireOffers } from './waitlist.service';

/** docs/api/waitlist.md#offers, rule by rule, on the real database (PGlite and PostgreSQL). */
const t = useTestApp({ WAITLIST_OFFER_HOURS: '12', SALES_CLOSE_HOURS: '2' });
const W = AR_WAITLIST.server;
let admin: string;
let supporter: string;
let counter = 40_000;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  supporter = (await signIn(t(), 'Supporter')).token;
});

function person(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    nationalId: sampleNationalId(counter),
    fullName: `حاجز ${counter}`,
    email: `booker${counter}@example.com`,
    paymentMethod: 'VodafoneCash',
    paymentNumber: '01012345678',
    ...overrides,
  };
}

async function book(eventId: string, overrides: Record<string, unknown> = {}) {
  return t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: { eventId, ...person(overrides) },
  });
}

async function bookOk(eventId: string, overrides: Record<string, unknown> = {}) {
  const res = await book(eventId, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; quantity: number };
}

function join(eventId: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return t().app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/waitlist`,
    payload: {
      fullName: `منتظر ${counter}`,
      email: `waiter${counter}@example.com`,
      quantity: 1,
      ...overrides,
    },
  });
}

async function joinOk(eventId: string, overrides: Record<string, unknown> = {}) {
  const res = await join(eventId, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { position: number; token: string; status: string };
}

function reject(bookingId: string, app = t().app) {
  return app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${bookingId}/status`,
    headers: bearer(supporter),
    payload: { status: 'Rejected' },
  });
}

function view(token: string) {
  return t().app.inject({ url: `/api/waitlist/${token}` });
}

async function seats(eventId: string) {
  const [row] = await t().database.db.select().from(events).where(eq(events.id, eventId));
  return { available: row!.availableSeats, held: row!.heldSeats };
}

/** A sold-out event of `total` seats: one booking per seat; answers the bookings. */
async function soldOut(total: number, overrides: Record<string, string | number | boolean> = {}) {
  const event = await createEventViaApi(t(), admin, { totalSeats: total, ...overrides });
  const held: string[] = [];
  for (let i = 0; i < total; i++) held.push((await bookOk(event._id))._id);
  return { eventId: event._id, bookings: held };
}

function mails(kind: string, to?: string) {
  return queuedEmails(
    t(),
    to ? and(eq(emailOutbox.kind, kind), eq(emailOutbox.to, to)) : eq(emailOutbox.kind, kind),
  );
}

async function entryOf(email: string) {
  const [row] = await t().database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
  return row!;
}

describe('joining the waiting list', () => {
  it('answers 201 with the place in line, the private token and Waiting, and the public event says so', async () => {
    const { eventId } = await soldOut(2);
    const first = await joinOk(eventId, { quantity: 2, phone: '01012345678' });
    expect(first).toMatchObject({ position: 1, status: 'Waiting' });
    expect(first.token).toMatch(/^W1\./);
    const second = await joinOk(eventId);
    expect(second.position).toBe(2);

    const page = await t().app.inject({ url: `/api/events/event/${eventId}` });
    expect(page.json().data.waitlist).toEqual({ open: true, waiting: 2 });
    const list = await t().app.inject({ url: '/api/events' });
    const listed = list.json().data.find((e: { _id: string }) => e._id === eventId);
    expect(listed.waitlist).toEqual({ open: true, waiting: 2 });

    const mine = await view(first.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      position: 1,
      status: 'Waiting',
      quantity: 2,
      offerUrl: null,
      offerExpiresAt: null,
      // The address is given back only with an offer (to fill its booking form).
      email: null,
    });
  });

  it('emails the place in line and the private link on joining', async () => {
    const { eventId } = await soldOut(1);
    const joined = await joinOk(eventId, { quantity: 2, email: 'joined.mail@example.com' });
    const [mail] = await mails('waitlist-joined', 'joined.mail@example.com');
    expect(mail!.subject).toBe(
      AR_WAITLIST.emails.joinedSubject((mail!.data as { eventName: string }).eventName),
    );
    expect(mail!.text).toContain(`${t().config.publicUrl}/waitlist/${joined.token}`);
    expect(mail!.text).toContain(
      AR_WAITLIST.emails.joinedIntro((mail!.data as { eventName: string }).eventName, 2, 1),
    );
  });

  it('answers 409 when that many seats are open, when the email already waits, and for hidden, cancelled or closed events', async () => {
    const open = await createEventViaApi(t(), admin, { totalSeats: 3 });
    expect((await t().app.inject({ url: `/api/events/event/${open._id}` })).json().data.waitlist).toEqual({
      open: true,
      waiting: 0,
    });
    const roomy = await createEventViaApi(t(), admin, { totalSeats: 50 });
    expect((await t().app.inject({ url: `/api/events/event/${roomy._id}` })).json().data.waitlist.open).toBe(
      false,
    );
    const seatsOpen = await join(open._id, { quantity: 3 });
    expect(seatsOpen.statusCode).toBe(409);
    expect(seatsOpen.json().error).toBe(W.seatsOpen);
    // Four do not fit in three: that party may wait.
    expect((await join(open._id, { quantity: 4 })).statusCode).toBe(201);

    const { eventId } = await soldOut(1);
    await joinOk(eventId, { email: 'twice@example.com' });
    const again = await join(eventId, { email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      error: W.alreadyWaiting,
      errors: [{ msg: W.alreadyWaiting }],
    });

    const hidden = await soldOut(1);
    await t().database.db.update(events).set({ isShow: false }).where(eq(events.id, hidden.eventId));
    expect((await join(hidden.eventId)).statusCode).toBe(409);

    const closing = await soldOut(1);
    // Sales close SALES_CLOSE_HOURS (2) before a paid event: one hour before it, the list is closed too.
    await t()
      .database.db.update(events)
      .set({ date: sql`now() + interval '1 hour'` })
      .where(eq(events.id, closing.eventId));
    const closed = await join(closing.eventId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(AR_BOOKING_ERRORS.salesClosed);

    const cancelled = await soldOut(1);
    await t().app.inject({
      method: 'POST',
      url: `/api/events/${cancelled.eventId}/cancel`,
      headers: bearer(admin),
      payload: { reason: 'ظروف طارئة' },
    });
    const refused = await join(cancelled.eventId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(AR_BOOKING_ERRORS.eventCancelled);

    expect((await join('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('counts a mailbox once, however its address is written, and offers it one returned seat', async () => {
    const { eventId, bookings } = await soldOut(2);
    const waiter = await joinOk(eventId, { email: 'Wait.Er@Gmail.com' });
    for (const email of [
      'waiter@googlemail.com',
      'w.a.i.t.e.r@gmail.com',
      'waiter+1@gmail.com',
      'WAITER@gmail.com',
    ]) {
      const again = await join(eventId, { email });
      expect(again.statusCode, email).toBe(409);
      expect(again.json().error).toBe(W.alreadyWaiting);
    }
    const other = await joinOk(eventId, { email: 'waiter@example.com' });

    // Two seats come back: one to the mailbox, the other to the next person, not both to one mailbox.
    for (const id of bookings) expect((await reject(id)).statusCode).toBe(200);
    expect((await view(waiter.token)).json().data.status).toBe('Offered');
    expect((await view(other.token)).json().data.status).toBe('Offered');
    const offers = await mails('waitlist-offer');
    const forEvent = offers.filter((mail) => (mail.data as { eventId: string }).eventId === eventId);
    expect(forEvent.map((mail) => mail.to).sort()).toEqual(['Wait.Er@Gmail.com', 'waiter@example.com']);
  });

  it('never offers one mailbox two returned seats, even from entries made before mailboxes were compared', async () => {
    const { eventId, bookings } = await soldOut(3);
    // As an earlier release let them in: one mailbox in line three times.
    const legacy = ['Wait.Er@Gmail.com', 'waiter@googlemail.com', 'w.a.i.t.e.r@gmail.com'];
    await t()
      .database.db.insert(waitlistEntries)
      .values(legacy.map((email) => ({ eventId, fullName: 'منتظر قديم', email, quantity: 1 })));
    const next = await joinOk(eventId, { email: 'next.in.line@example.com' });

    for (const id of bookings) expect((await reject(id)).statusCode).toBe(200);
    const line = await t()
      .database.db.select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, eventId))
      .orderBy(waitlistEntries.position);
    expect(line.map((entry) => [entry.email, entry.status])).toEqual([
      ['Wait.Er@Gmail.com', 'Offered'],
      ['waiter@googlemail.com', 'Waiting'],
      ['w.a.i.t.e.r@gmail.com', 'Waiting'],
      ['next.in.line@example.com', 'Offered'],
    ]);
    expect((await view(next.token)).json().data.status).toBe('Offered');
    // The third seat is kept for the line (someone still waits), not given to the public.
    expect(await seats(eventId)).toEqual({ available: 0, held: 3 });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { eventId } = await soldOut(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'www.evil.example' }, 'fullName'],
      [{ email: 'a b@example.com' }, 'email'],
      [{ phone: '0101234567' }, 'phone'],
      [{ phone: '+201012345678' }, 'phone'],
      [{ quantity: 7 }, 'quantity'],
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: '2' }, 'quantity'],
    ];
    for (const [payload, field] of cases) {
      const res = await join(eventId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].path).toBe(field);
    }
  });

  it('counts the seats asked for under the proof-of-work rule', () => {
    expect(ticketsOf('booking', { quantity: 4 })).toBe(4);
    expect(ticketsOf('booking', { guests: [{}, {}] })).toBe(3);
  });
});

describe('returned seats go to the line first', () => {
  it('offers a rejected booking’s seat to the first entry it fits, holds it from the public, and emails the link', async () => {
    const { eventId, bookings } = await soldOut(3);
    const big = await joinOk(eventId, { quantity: 2, email: 'big.party@example.com' });
    const small = await joinOk(eventId, { quantity: 1, email: 'single@example.com' });

    expect((await reject(bookings[0]!)).statusCode).toBe(200);
    // The party of two does not fit in one seat: the single waiter, who joined after, gets it.
    expect(await seats(eventId)).toEqual({ available: 0, held: 1 });
    const offered = (await view(small.token)).json().data;
    expect(offered.status).toBe('Offered');
    expect(offered.offerUrl).toBe(`/booking/${eventId}?offer=${small.token}`);
    // The offer's booking form is filled with the name and address already given.
    expect(offered.email).toBe('single@example.com');
    expect(offered.fullName).toEqual(expect.any(String));
    const hours = (Date.parse(offered.offerExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect((await view(big.token)).json().data).toMatchObject({ status: 'Waiting', position: 1 });
    const [mail] = await mails('waitlist-offer', 'single@example.com');
    expect(mail!.text).toContain(`${t().config.publicUrl}/booking/${eventId}?offer=${small.token}`);

    // The public still sees it sold out.
    expect((await book(eventId)).statusCode).toBe(409);
    const page = (await t().app.inject({ url: `/api/events/event/${eventId}` })).json().data;
    expect(page.availableSeats).toBe(0);

    // A second returned seat is kept back for the party of two; a third completes it.
    expect((await reject(bookings[1]!)).statusCode).toBe(200);
    expect(await seats(eventId)).toEqual({ available: 0, held: 2 });
    expect((await view(big.token)).json().data.status).toBe('Waiting');
    expect((await reject(bookings[2]!)).statusCode).toBe(200);
    expect(await seats(eventId)).toEqual({ available: 0, held: 3 });
    expect((await view(big.token)).json().data).toMatchObject({ status: 'Offered', heldSeats: 2 });
    expect(await mails('waitlist-offer', 'big.party@example.com')).toHaveLength(1);
  });

  it('gives returned seats to the public when nobody waits', async () => {
    const { eventId, bookings } = await soldOut(2);
    const only = await joinOk(eventId);
    await t().app.inject({ method: 'DELETE', url: `/api/waitlist/${only.token}` });
    expect((await reject(bookings[0]!)).statusCode).toBe(200);
    expect(await seats(eventId)).toEqual({ available: 1, held: 0 });
  });

  it('offers seats cancelled by the booker and by staff, and seats a raised total adds', async () => {
    const { eventId, bookings } = await soldOut(2, { ticketPrice: 0 });
    const a = await joinOk(eventId);
    const b = await joinOk(eventId);
    const c = await joinOk(eventId, { quantity: 3 });
    const cancelled = await t().app.inject({
      method: 'POST',
      url: `/api/tickets/${signBookerToken(t().config.ticketSecret, bookings[0]!)}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await view(a.token)).json().data.status).toBe('Offered');
    const staff = await t().app.inject({
      method: 'POST',
      url: `/api/events/bookings/${bookings[1]}/cancel`,
      headers: bearer(supporter),
      payload: { reason: 'طلب العميل' },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await view(b.token)).json().data.status).toBe('Offered');

    const resized = await t().app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: bearer(admin),
      payload: { totalSeats: 5 },
    });
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.json().data.availableSeats).toBe(0);
    expect((await view(c.token)).json().data).toMatchObject({ status: 'Offered', heldSeats: 3 });
    expect(await seats(eventId)).toEqual({ available: 0, held: 5 });
  });

  it('never offers one seat twice when two processes return seats at once', async () => {
    // A second app on the same database is a second server process: its transactions meet the
    // first's only in the database, where the event row's lock orders them.
    const other = await buildApp({ config: t().config, db: t().database.db });
    await other.ready();
    try {
      const { eventId, bookings } = await soldOut(12);
      const waiters = [];
      for (let i = 0; i < 8; i++) waiters.push(await joinOk(eventId, { quantity: i % 3 === 0 ? 2 : 1 }));
      const results = await Promise.all(bookings.map((id, i) => reject(id, i % 2 === 0 ? t().app : other)));
      expect(results.map((r) => r.statusCode)).toEqual(bookings.map(() => 200));

      const rows = await t()
        .database.db.select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.eventId, eventId));
      // 8 waiters asking for 11 seats in all: every one is offered exactly their seats, once.
      expect(rows.every((row) => row.status === 'Offered' && row.heldSeats === row.quantity)).toBe(true);
      expect(rows.reduce((sum, row) => sum + row.heldSeats, 0)).toBe(11);
      expect(await seats(eventId)).toEqual({ available: 1, held: 11 });
      const offers = await mails('waitlist-offer');
      for (const row of rows) expect(offers.filter((m) => m.to === row.email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('an offer', () => {
  async function offeredEntry(quantity: number, extraWaiters = 0) {
    const { eventId, bookings } = await soldOut(quantity);
    const entry = await joinOk(eventId, { quantity });
    for (const id of bookings) await reject(id);
    expect((await view(entry.token)).json().data.status).toBe('Offered');
    // Those who join now wait behind the offer (the event is sold out to the public).
    const next = [];
    for (let i = 0; i < extraWaiters; i++) next.push(await joinOk(eventId));
    return { eventId, token: entry.token, next };
  }

  it('books the held seats with the link’s token; unused held seats move on to the next in line', async () => {
    const { eventId, token, next } = await offeredEntry(3, 1);
    // Without the token, the public cannot have them.
    expect((await book(eventId)).statusCode).toBe(409);
    const tooMany = await book(eventId, {
      offer: token,
      guests: [1, 2, 3].map(() => ({ fullName: 'ضيف', nationalId: sampleNationalId(++counter) })),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe(W.offerTooSmall(3));

    const booked = await book(eventId, {
      offer: token,
      guests: [{ fullName: 'ضيف أول', nationalId: sampleNationalId(++counter) }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.quantity).toBe(2);
    expect((await view(token)).json().data.status).toBe('Booked');
    // The third held seat went to the next in line.
    expect((await view(next[0]!.token)).json().data).toMatchObject({ status: 'Offered', heldSeats: 1 });
    expect(await seats(eventId)).toEqual({ available: 0, held: 1 });

    // Used once: the token books nothing more.
    const again = await book(eventId, { offer: token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(W.offerInvalid);
  });

  it('refuses a forged token or one of another event', async () => {
    const { eventId, token } = await offeredEntry(1);
    const other = await createEventViaApi(t(), admin, { totalSeats: 1 });
    expect((await book(eventId, { offer: `${token}x` })).statusCode).toBe(409);
    expect((await book(other._id, { offer: token })).json().error).toBe(W.offerInvalid);
  });

  it('expires when not used in time: its seats go to the next entry and the holder is told', async () => {
    const { eventId, token, next } = await offeredEntry(1, 1);
    const holder = await view(token);
    const [row] = await t()
      .database.db.select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'Offered')));
    await t()
      .database.db.update(waitlistEntries)
      .set({ offerExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(waitlistEntries.id, row!.id));
    // Two runs at once (two processes): one expiry, one email.
    const counts = await Promise.all([expireOffers(t().database.db), expireOffers(t().database.db)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await view(token)).json().data.status).toBe('Expired');
    expect(await mails('waitlist-offer-expired', row!.email!)).toHaveLength(1);
    expect((await view(next[0]!.token)).json().data.status).toBe('Offered');
    expect((await book(eventId, { offer: token })).statusCode).toBe(409);
    expect(holder.json().data.status).toBe('Offered');
  });

  it('lasts WAITLIST_OFFER_HOURS but never past the sales close', async () => {
    const { eventId, bookings } = await soldOut(1);
    await t()
      .database.db.update(events)
      .set({ date: sql`now() + interval '5 hours'` })
      .where(eq(events.id, eventId));
    const entry = await joinOk(eventId);
    await reject(bookings[0]!);
    const data = (await view(entry.token)).json().data;
    const [event] = await t().database.db.select().from(events).where(eq(events.id, eventId));
    expect(Date.parse(data.offerExpiresAt)).toBe(event!.date.getTime() - 2 * 3_600_000);
  });
});

describe('leaving and the staff list', () => {
  it('leaves (Left), moving a held offer on; a second leave is 409; a bad token is 404', async () => {
    const { eventId, bookings } = await soldOut(1);
    const first = await joinOk(eventId);
    const second = await joinOk(eventId);
    await reject(bookings[0]!);
    const left = await t().app.inject({ method: 'DELETE', url: `/api/waitlist/${first.token}` });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ success: true, data: { status: 'Left' }, message: W.left });
    expect((await view(second.token)).json().data).toMatchObject({ status: 'Offered', position: 1 });
    const twice = await t().app.inject({ method: 'DELETE', url: `/api/waitlist/${first.token}` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(W.cannotLeave);
    expect((await view('W1.nope.nope')).statusCode).toBe(404);
    expect((await view(signBookerToken(t().config.ticketSecret, bookings[0]!))).statusCode).toBe(404);
  });

  it('lists an event’s entries for Admin and Supporter, in joining order', async () => {
    const { eventId } = await soldOut(1);
    await joinOk(eventId, {
      fullName: 'سارة أحمد',
      email: 'sara@example.com',
      phone: '01112345678',
      quantity: 2,
    });
    await joinOk(eventId, { fullName: 'عمر خالد', email: 'omar@example.com' });
    const res = await t().app.inject({ url: `/api/events/${eventId}/waitlist`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      position: 1,
      fullName: 'سارة أحمد',
      email: 'sara@example.com',
      phone: '01112345678',
      quantity: 2,
      status: 'Waiting',
      offerExpiresAt: null,
    });
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'email',
        'fullName',
        'offerExpiresAt',
        'phone',
        'position',
        'quantity',
        'status',
        'ticketType',
      ].sort(),
    );
    expect(rows[1]).toMatchObject({ position: 2, phone: null });
    expect((await t().app.inject({ url: `/api/events/${eventId}/waitlist` })).statusCode).toBe(401);
    const unknown = await t().app.inject({
      url: '/api/events/00000000-0000-4000-8000-000000000000/waitlist',
      headers: bearer(supporter),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(AR_EVENTS.notFound);
  });

  it('closes the list when the event is cancelled: each person in line emailed once', async () => {
    const { eventId, bookings } = await soldOut(1);
    const offered = await joinOk(eventId, { email: 'offered.then.cancelled@example.com' });
    const waiting = await joinOk(eventId, { email: 'waiting.then.cancelled@example.com' });
    await reject(bookings[0]!);
    const res = await t().app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/cancel`,
      headers: bearer(admin),
      payload: { reason: 'ظروف طارئة' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await view(offered.token)).json().data.status).toBe('Expired');
    expect((await view(waiting.token)).json().data.status).toBe('Expired');
    expect(await mails('waitlist-event-cancelled', 'offered.then.cancelled@example.com')).toHaveLength(1);
    expect(await mails('waitlist-event-cancelled', 'waiting.then.cancelled@example.com')).toHaveLength(1);
    expect(await seats(eventId)).toEqual({ available: 1, held: 0 });
    expect((await entryOf('waiting.then.cancelled@example.com')).heldSeats).toBe(0);
  });

  it('closes the line at sales close: those still waiting are told, an offer keeps running', async () => {
    const { eventId, bookings } = await soldOut(1);
    const offered = await joinOk(eventId, { email: 'offered.at.close@example.com' });
    const waiting = await joinOk(eventId, { email: 'waiting.at.close@example.com' });
    await reject(bookings[0]!);
    expect((await view(offered.token)).json().data.status).toBe('Offered');

    expect(await closeLinesAtSalesClose(t().database.db)).toBe(0);
    // Sales close SALES_CLOSE_HOURS (2) before a paid event: an hour before it, they have closed.
    await t()
      .database.db.update(events)
      .set({ date: sql`now() + interval '1 hour'` })
      .where(eq(events.id, eventId));
    expect(await closeLinesAtSalesClose(t().database.db)).toBe(1);
    expect(await closeLinesAtSalesClose(t().database.db)).toBe(0);

    expect((await view(waiting.token)).json().data.status).toBe('Expired');
    expect((await view(offered.token)).json().data.status).toBe('Offered');
    const [mail] = await mails('waitlist-sales-closed', 'waiting.at.close@example.com');
    expect(mail!.subject).toBe(
      AR_WAITLIST.emails.salesClosedSubject((mail!.data as { eventName: string }).eventName),
    );
    expect(await mails('waitlist-sales-closed', 'offered.at.close@example.com')).toHaveLength(0);
  });
});
