import { AR_TYPES, AR_WAITLIST, sampleNationalId } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { ticketTypes } from '../../db/schema';

/** docs/api/waitlist.md#ticket-types: each type has its own line, and its returned seats go to it. */
const t = useTestApp({ WAITLIST_OFFER_HOURS: '12', SALES_CLOSE_HOURS: '2' });
let admin: string;
let supporter: string;
let n = 70_000;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  supporter = (await signIn(t(), 'Supporter')).token;
});

type Type = { _id: string; name: string };

async function addType(eventId: string, body: Record<string, unknown>): Promise<Type> {
  const res = await t().app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/ticket-types`,
    headers: bearer(admin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** 'دخول عام' at 200 (1 seat) and VIP at 500 (1 seat), both sold out; a hidden and a future type. */
async function soldOutTwoTypes() {
  const event = await createEventViaApi(t(), admin, { totalSeats: 1, ticketPrice: 200 });
  const [general] = (
    await t().app.inject({ url: `/api/events/${event._id}/ticket-types`, headers: bearer(admin) })
  ).json().data as Type[];
  const vip = await addType(event._id, { name: 'VIP', price: 500, quantity: 1 });
  const hidden = await addType(event._id, { name: 'الرعاة', price: 0, quantity: 5, hidden: true });
  const later = await addType(event._id, {
    name: 'الطلاب',
    price: 100,
    quantity: 5,
    salesStart: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const generalBooking = await bookOk(event._id, { ticketTypeId: general!._id });
  const vipBooking = await bookOk(event._id, { ticketTypeId: vip._id });
  return { eventId: event._id, general: general!, vip, hidden, later, generalBooking, vipBooking };
}

function book(eventId: string, fields: Record<string, unknown> = {}) {
  n += 1;
  return t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId,
      nationalId: sampleNationalId(n),
      fullName: `حاجز ${n}`,
      email: `typed.waiter${n}@example.com`,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
      ...fields,
    },
  });
}

async function bookOk(eventId: string, fields: Record<string, unknown> = {}) {
  const res = await book(eventId, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
}

function join(eventId: string, fields: Record<string, unknown> = {}) {
  n += 1;
  return t().app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/waitlist`,
    payload: { fullName: `منتظر ${n}`, email: `line${n}@example.com`, quantity: 1, ...fields },
  });
}

async function joinOk(eventId: string, fields: Record<string, unknown> = {}) {
  const res = await join(eventId, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { position: number; token: string; status: string; ticketType: Type };
}

function reject(bookingId: string) {
  return t().app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${bookingId}/status`,
    headers: bearer(supporter),
    payload: { status: 'Rejected' },
  });
}

async function view(token: string) {
  return (await t().app.inject({ url: `/api/waitlist/${token}` })).json().data;
}

async function typeSeats(id: string) {
  const [row] = await t().database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return { available: row!.available, held: row!.held };
}

describe('the waiting list per ticket type', () => {
  it('refuses an unknown or hidden type (400), a type not on sale (409), and a type with seats open', async () => {
    const { eventId, hidden, later } = await soldOutTwoTypes();
    const unknown = await join(eventId, { ticketTypeId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(AR_TYPES.typeUnknown);
    expect((await join(eventId, { ticketTypeId: 'not-an-id' })).json().error).toBe(AR_TYPES.typeUnknown);
    const secret = await join(eventId, { ticketTypeId: hidden._id });
    expect(secret.statusCode).toBe(400);
    expect(secret.json().error).toBe(AR_TYPES.typeUnknown);
    const notYet = await join(eventId, { ticketTypeId: later._id });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toBe(AR_TYPES.typeNotOnSale);

    const event = await createEventViaApi(t(), admin, { totalSeats: 1, ticketPrice: 200 });
    const vip = await addType(event._id, { name: 'VIP', price: 500, quantity: 2 });
    const [general] = (
      await t().app.inject({ url: `/api/events/${event._id}/ticket-types`, headers: bearer(admin) })
    ).json().data as Type[];
    await bookOk(event._id, { ticketTypeId: general!._id });
    // Sold out in general, yet VIP has seats: waiting for VIP is refused, for general accepted.
    const open = await join(event._id, { ticketTypeId: vip._id });
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toBe(AR_WAITLIST.server.seatsOpen);
    expect((await joinOk(event._id, { ticketTypeId: general!._id })).ticketType).toEqual({
      _id: general!._id,
      name: general!.name,
    });
  });

  it('waits for the cheapest public type on sale by default; answers, view and staff list name the type', async () => {
    const { eventId, general, vip } = await soldOutTwoTypes();
    const plain = await joinOk(eventId);
    expect(plain.ticketType).toEqual({ _id: general._id, name: general.name });
    const forVip = await joinOk(eventId, { ticketTypeId: vip._id });
    // Each type has its own line: the first to wait for VIP is first in it.
    expect(forVip).toMatchObject({ position: 1, ticketType: { _id: vip._id, name: 'VIP' } });
    expect((await view(forVip.token)).ticketType).toEqual({ _id: vip._id, name: 'VIP' });
    const staff = (
      await t().app.inject({ url: `/api/events/${eventId}/waitlist`, headers: bearer(supporter) })
    ).json().data as { ticketType: Type }[];
    expect(staff.map((entry) => entry.ticketType.name)).toEqual([general.name, 'VIP']);
  });

  it('offers a returned seat to those waiting for its type only, and the offer books that type', async () => {
    const { eventId, general, vip, generalBooking, vipBooking } = await soldOutTwoTypes();
    const forVip = await joinOk(eventId, { ticketTypeId: vip._id });
    const forGeneral = await joinOk(eventId, { ticketTypeId: general._id });

    // A general seat comes back: the VIP entry, first in the event's line, is not offered it.
    expect((await reject(generalBooking._id)).statusCode).toBe(200);
    expect((await view(forVip.token)).status).toBe('Waiting');
    const offer = await view(forGeneral.token);
    expect(offer).toMatchObject({ status: 'Offered', heldSeats: 1 });
    expect(await typeSeats(general._id)).toEqual({ available: 0, held: 1 });
    expect(await typeSeats(vip._id)).toEqual({ available: 0, held: 0 });

    // The offer's booking is of the entry's type, whatever type the form named, at its price.
    const booked = await book(eventId, { offer: forGeneral.token, ticketTypeId: vip._id });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.tickets[0].ticketType).toEqual({ _id: general._id, name: general.name });
    expect(Number(booked.json().data.amount)).toBe(200);
    expect(await typeSeats(general._id)).toEqual({ available: 0, held: 0 });
    expect(await typeSeats(vip._id)).toEqual({ available: 0, held: 0 });

    // A VIP seat comes back: now the VIP entry is offered it, held on VIP.
    expect((await reject(vipBooking._id)).statusCode).toBe(200);
    expect(await view(forVip.token)).toMatchObject({ status: 'Offered', heldSeats: 1 });
    expect(await typeSeats(vip._id)).toEqual({ available: 0, held: 1 });
  });

  it('keeps a returned seat from the public while someone waits for its type, and frees it when nobody does', async () => {
    const { eventId, general, vip, generalBooking, vipBooking } = await soldOutTwoTypes();
    await joinOk(eventId, { ticketTypeId: general._id, quantity: 2 });
    // One general seat back: too few for the party of two, so it is kept back for the line.
    expect((await reject(generalBooking._id)).statusCode).toBe(200);
    expect(await typeSeats(general._id)).toEqual({ available: 0, held: 1 });
    // Nobody waits for VIP: its returned seat goes public at once.
    expect((await reject(vipBooking._id)).statusCode).toBe(200);
    expect(await typeSeats(vip._id)).toEqual({ available: 1, held: 0 });
  });
});
