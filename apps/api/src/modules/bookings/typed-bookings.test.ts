import { AR_BOOKING_FORM, AR_CODES, AR_TYPES, type BookingRequest, sampleNationalId } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { eventCodes, events, ticketTypes } from '../../db/schema';
import { createBookingDesk } from './book-seats';
import { signBookerToken, signTicket } from './booking-tokens';

/** docs/api/ticket-types.md#booking and docs/api/codes.md: bookings of several types, with codes. */
const t = useTestApp();
let admin: string;
let n = 50_000;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

function person() {
  n += 1;
  return { nationalId: sampleNationalId(n), fullName: `ضيف ${n}` };
}

function payload(eventId: string, fields: Record<string, unknown> = {}) {
  const booker = person();
  return {
    eventId,
    ...booker,
    email: `typed${n}@example.com`,
    paymentMethod: 'VodafoneCash',
    paymentNumber: '01012345678',
    ...fields,
  };
}

function book(eventId: string, fields: Record<string, unknown> = {}) {
  return t().app.inject({ method: 'POST', url: '/api/events/bookings', payload: payload(eventId, fields) });
}

async function addType(eventId: string, body: Record<string, unknown>) {
  const res = await t().app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/ticket-types`,
    headers: bearer(admin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; name: string };
}

async function addCode(eventId: string, body: Record<string, unknown>) {
  const res = await t().app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/codes`,
    headers: bearer(admin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
}

async function typeRow(id: string) {
  const [row] = await t().database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row!;
}

async function codeRow(id: string) {
  const [row] = await t().database.db.select().from(eventCodes).where(eq(eventCodes.id, id));
  return row!;
}

async function eventRow(id: string) {
  const [row] = await t().database.db.select().from(events).where(eq(events.id, id));
  return row!;
}

/** An event selling 'دخول عام' at 200 (10 seats) and VIP at 500 (3 seats). */
async function twoTypeEvent() {
  const event = await createEventViaApi(t(), admin, { totalSeats: 10, ticketPrice: 200 });
  const types = (
    await t().app.inject({ url: `/api/events/${event._id}/ticket-types`, headers: bearer(admin) })
  ).json().data;
  const vip = await addType(event._id, { name: 'VIP', price: 500, quantity: 3, maxPerBooking: 2 });
  return { event, general: types[0] as { _id: string }, vip };
}

describe('booking ticket types', () => {
  it('books the one type without ticketTypeId, as before types; the answer names it per ticket', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 5, ticketPrice: 150 });
    const res = await book(event._id, { guests: [person()] });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ amount: 300, subtotal: 300, discount: 0, code: null, quantity: 2 });
    expect(
      data.tickets.map((tk: { ticketType: { name: string }; price: number }) => [
        tk.ticketType.name,
        tk.price,
      ]),
    ).toEqual([
      ['دخول عام', 150],
      ['دخول عام', 150],
    ]);
  });

  it("asks which type with several on sale (400 'اختر فئة التذكرة'), and mixes types in one booking", async () => {
    const { event, general, vip } = await twoTypeEvent();
    const none = await book(event._id);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(AR_TYPES.chooseType);
    const mixed = await book(event._id, {
      ticketTypeId: vip._id,
      guests: [
        { ...person(), ticketTypeId: general._id },
        { ...person(), ticketTypeId: general._id },
      ],
    });
    expect(mixed.statusCode, mixed.body).toBe(201);
    const data = mixed.json().data;
    expect(data.amount).toBe(900);
    expect(data.tickets.map((tk: { ticketType: { name: string } }) => tk.ticketType.name)).toEqual([
      'VIP',
      'دخول عام',
      'دخول عام',
    ]);
    expect((await typeRow(vip._id)).available).toBe(2);
    expect((await typeRow(general._id)).available).toBe(8);
    expect((await eventRow(event._id)).availableSeats).toBe(10);
    // The staff list and the booker's page name each ticket's type and price.
    const staff = await t().app.inject({
      url: `/api/events/bookings?id=${data._id}`,
      headers: bearer(admin),
    });
    expect(staff.json().data[0].tickets[0]).toMatchObject({
      ticketType: { _id: vip._id, name: 'VIP' },
      price: 500,
    });
    const token = signBookerToken(t().config.ticketSecret, data._id);
    const own = (await t().app.inject({ url: `/api/tickets/${token}` })).json().data;
    expect(own).toMatchObject({ amount: 900, subtotal: 900, discount: 0, code: null });
    expect(own.tickets[1]).toMatchObject({ ticketType: { name: 'دخول عام' }, price: 200 });
  });

  it('refuses more of a type than remain (409 naming it and how many), more than maxPerBooking (400), and takes nothing', async () => {
    const { event, general, vip } = await twoTypeEvent();
    const tooMany = await book(event._id, { ticketTypeId: vip._id, guests: [person(), person()] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(AR_TYPES.tooManyOfType('VIP', 2));
    expect((await book(event._id, { ticketTypeId: vip._id, guests: [person()] })).statusCode).toBe(201);
    const short = await book(event._id, {
      ticketTypeId: general._id,
      guests: [
        { ...person(), ticketTypeId: vip._id },
        { ...person(), ticketTypeId: vip._id },
      ],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe(AR_TYPES.typeSeatsLeft('VIP', 1));
    // All or none: the general seat was not taken either.
    expect((await typeRow(general._id)).available).toBe(10);
    expect((await typeRow(vip._id)).available).toBe(1);
  });

  it("refuses a type outside its sales window (409 'هذه الفئة غير متاحة للحجز الآن'), an unknown type, and a hidden one without its code", async () => {
    const { event, vip } = await twoTypeEvent();
    const early = await addType(event._id, {
      name: 'حجز مبكر',
      price: 100,
      quantity: 5,
      salesEnd: new Date(Date.now() - 60_000).toISOString(),
    });
    const ended = await book(event._id, { ticketTypeId: early._id });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error).toBe(AR_TYPES.typeNotOnSale);
    const later = await addType(event._id, {
      name: 'لاحقاً',
      price: 100,
      quantity: 5,
      salesStart: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await book(event._id, { ticketTypeId: later._id })).json().error).toBe(AR_TYPES.typeNotOnSale);
    expect((await book(event._id, { ticketTypeId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      400,
    );
    const sponsors = await addType(event._id, { name: 'رعاة', price: 0, quantity: 4, hidden: true });
    const locked = await book(event._id, { ticketTypeId: sponsors._id });
    expect(locked.statusCode).toBe(409);
    await addCode(event._id, { code: 'SPONSOR', kind: 'comp', ticketTypeIds: [sponsors._id], maxUses: 4 });
    const open = await book(event._id, { ticketTypeId: sponsors._id, code: 'sponsor' });
    expect(open.statusCode, open.body).toBe(201);
    // Free with the comp code: Accepted at once, like a free event's booking.
    expect(open.json().data).toMatchObject({
      status: 'Accepted',
      amount: 0,
      code: 'SPONSOR',
      paymentMethod: null,
    });
    expect(vip).toBeDefined();
  });

  it('applies a discount per ticket of its types, never below 0; codes refused with the right errors', async () => {
    const { event, general, vip } = await twoTypeEvent();
    await addCode(event._id, { code: 'TWENTY', kind: 'discount', percentOff: 20 });
    await addCode(event._id, { code: 'VIPOFF', kind: 'discount', amountOff: 1000, ticketTypeIds: [vip._id] });
    const twenty = await book(event._id, {
      ticketTypeId: vip._id,
      code: 'twenty',
      guests: [{ ...person(), ticketTypeId: general._id }],
    });
    expect(twenty.statusCode, twenty.body).toBe(201);
    expect(twenty.json().data).toMatchObject({
      subtotal: 700,
      discount: 140,
      amount: 560,
      code: 'TWENTY',
      status: 'Pending',
    });
    const vipOff = await book(event._id, {
      ticketTypeId: general._id,
      code: 'VIPOFF',
      guests: [{ ...person(), ticketTypeId: vip._id }],
    });
    expect(vipOff.json().data).toMatchObject({ subtotal: 700, discount: 500, amount: 200 });
    expect(vipOff.json().data.tickets.map((tk: { price: number }) => tk.price)).toEqual([200, 0]);
    const notFor = await book(event._id, { ticketTypeId: general._id, code: 'VIPOFF' });
    expect(notFor.statusCode).toBe(400);
    expect(notFor.json().error).toBe(AR_CODES.notForType);
    const bad = await book(event._id, { ticketTypeId: general._id, code: 'NOSUCH' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(AR_CODES.invalid);
  });

  it('counts uses in tickets: a code used up is 409, and a booking that ends gives its uses and seats back', async () => {
    const { event, general } = await twoTypeEvent();
    const code = await addCode(event._id, { code: 'TWO', kind: 'discount', percentOff: 50, maxUses: 2 });
    const first = await book(event._id, { ticketTypeId: general._id, code: 'TWO', guests: [person()] });
    expect(first.statusCode).toBe(201);
    expect((await codeRow(code._id)).uses).toBe(2);
    const usedUp = await book(event._id, { ticketTypeId: general._id, code: 'TWO' });
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().error).toBe(AR_CODES.usedUp);
    const list = (
      await t().app.inject({ url: `/api/events/${event._id}/codes`, headers: bearer(admin) })
    ).json().data;
    expect(list[0]).toMatchObject({ uses: 2, discountGiven: 200 });
    const reject = await t().app.inject({
      method: 'PUT',
      url: `/api/events/bookings/${first.json().data._id}/status`,
      headers: bearer(admin),
      payload: { status: 'Rejected' },
    });
    expect(reject.statusCode).toBe(200);
    expect((await codeRow(code._id)).uses).toBe(0);
    expect((await typeRow(general._id)).available).toBe(10);
    expect((await book(event._id, { ticketTypeId: general._id, code: 'TWO' })).statusCode).toBe(201);
  });

  it('never sells a type past its seats nor a code past its uses when two processes book at once', async () => {
    const { event, general, vip } = await twoTypeEvent();
    const once = await addCode(event._id, {
      code: 'ONCE',
      kind: 'comp',
      maxUses: 1,
      ticketTypeIds: [general._id],
    });
    const desks = [1, 2].map(() => createBookingDesk(t().database.db, t().config));
    const outcome = (p: Promise<unknown>) =>
      p.then(
        () => 'booked',
        (error: Error) => error.message,
      );
    const vipRush = Array.from({ length: 40 }, (_, i) =>
      outcome(desks[i % 2]!(payload(event._id, { ticketTypeId: vip._id }) as BookingRequest)),
    );
    const codeRush = Array.from({ length: 40 }, (_, i) =>
      outcome(
        desks[i % 2]!(payload(event._id, { ticketTypeId: general._id, code: 'ONCE' }) as BookingRequest),
      ),
    );
    const [vips, codes] = await Promise.all([Promise.all(vipRush), Promise.all(codeRush)]);
    expect(vips.filter((o) => o === 'booked')).toHaveLength(3);
    expect(vips.filter((o) => o === AR_TYPES.typeSeatsLeft('VIP', 0))).toHaveLength(37);
    expect(codes.filter((o) => o === 'booked')).toHaveLength(1);
    expect(codes.filter((o) => o === AR_CODES.usedUp)).toHaveLength(39);
    expect((await typeRow(vip._id)).available).toBe(0);
    expect((await codeRow(once._id)).uses).toBe(1);
    expect((await typeRow(general._id)).available).toBe(9);
    expect((await eventRow(event._id)).availableSeats).toBe(9);
  });

  it("keeps the single-type event's refusals: sold out as before", async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 1, ticketPrice: 0 });
    expect((await book(event._id)).statusCode).toBe(201);
    const again = await book(event._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(AR_BOOKING_FORM.soldOut);
  });

  it('names the ticket type at the door (verify-qr, look-up, snapshot) and counts the door per type', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 5, ticketPrice: 0 });
    const vip = await addType(event._id, { name: 'VIP', price: 0, quantity: 2 });
    const booked = (await book(event._id, { ticketTypeId: vip._id, fullName: 'هالة VIP' })).json().data;
    const scanner = (await signIn(t(), 'Scanner')).token;
    const admitted = await t().app.inject({
      method: 'POST',
      url: '/api/events/bookings/verify-qr',
      headers: bearer(scanner),
      payload: { qrCodeData: signTicket(t().config.ticketSecret, booked.tickets[0]._id), eventId: event._id },
    });
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(admitted.json().data.ticketType).toBe('VIP');
    const found = await t().app.inject({
      url: `/api/events/${event._id}/attendees?q=${encodeURIComponent('هالة')}`,
      headers: bearer(scanner),
    });
    expect(found.json().data[0].ticketType).toBe('VIP');
    const snapshot = await t().app.inject({
      url: `/api/events/${event._id}/check-in/snapshot`,
      headers: bearer(scanner),
    });
    expect(snapshot.json().data.tickets[0].ticketType).toBe('VIP');
    const stats = await t().app.inject({
      url: `/api/events/${event._id}/check-in/stats`,
      headers: bearer(scanner),
    });
    expect(stats.json().data.byType).toEqual([
      { _id: expect.any(String), name: 'دخول عام', accepted: 0, checkedIn: 0 },
      { _id: vip._id, name: 'VIP', accepted: 1, checkedIn: 1 },
    ]);
  });
});
