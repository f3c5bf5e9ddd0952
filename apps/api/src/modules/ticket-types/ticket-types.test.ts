import { AR_SERVER, AR_TYPES, sampleNationalId } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi, eventFields, multipart } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { events, ticketTypes } from '../../db/schema';

/** docs/api/ticket-types.md: an event's ticket types, managed by Admin and Contant. */
const t = useTestApp();
let admin: string;
let contant: string;
let n = 40_000;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  contant = (await signIn(t(), 'Contant')).token;
});

const typesUrl = (eventId: string) => `/api/events/${eventId}/ticket-types`;

function addType(eventId: string, body: Record<string, unknown>, token = admin) {
  return t().app.inject({ method: 'POST', url: typesUrl(eventId), headers: bearer(token), payload: body });
}

function editType(eventId: string, typeId: string, body: Record<string, unknown>) {
  return t().app.inject({
    method: 'PUT',
    url: `${typesUrl(eventId)}/${typeId}`,
    headers: bearer(admin),
    payload: body,
  });
}

async function eventRow(id: string) {
  const [row] = await t().database.db.select().from(events).where(eq(events.id, id));
  return row!;
}

function book(eventId: string, fields: Record<string, unknown> = {}) {
  n += 1;
  return t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId,
      nationalId: sampleNationalId(n),
      fullName: 'سارة أحمد',
      email: `types${n}@example.com`,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
      ...fields,
    },
  });
}

describe('ticket types', () => {
  it("gives an event made with the single-price form one type, 'دخول عام', with its price and seats", async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 30, ticketPrice: 200 });
    const res = await t().app.inject({ url: typesUrl(event._id), headers: bearer(contant) });
    expect(res.statusCode).toBe(200);
    const [only, ...more] = res.json().data;
    expect(more).toHaveLength(0);
    expect(only).toMatchObject({
      name: 'دخول عام',
      price: 200,
      quantity: 30,
      available: 30,
      hidden: false,
      maxPerBooking: 6,
    });
    // The public event carries its public types.
    const pub = await t().app.inject({ url: `/api/events/event/${event._id}` });
    expect(pub.json().data.ticketTypes.map((type: { name: string }) => type.name)).toEqual(['دخول عام']);
  });

  it('is for Admin and Contant only', async () => {
    const event = await createEventViaApi(t(), admin);
    const supporter = (await signIn(t(), 'Supporter')).token;
    expect((await t().app.inject({ url: typesUrl(event._id) })).statusCode).toBe(401);
    expect((await t().app.inject({ url: typesUrl(event._id), headers: bearer(supporter) })).statusCode).toBe(
      403,
    );
    expect((await addType(event._id, { name: 'VIP', price: 500, quantity: 5 }, supporter)).statusCode).toBe(
      403,
    );
  });

  it("adds types (201); the event's seats are their sum and its price the lowest public one", async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 20, ticketPrice: 150 });
    const vip = await addType(
      event._id,
      { name: 'VIP', price: 500, quantity: 5, description: 'الصف الأول' },
      contant,
    );
    expect(vip.statusCode, vip.body).toBe(201);
    expect(vip.json().data).toMatchObject({
      name: 'VIP',
      price: 500,
      quantity: 5,
      available: 5,
      sortOrder: 1,
    });
    const student = await addType(event._id, { name: 'طلاب', price: 75, quantity: 10 });
    expect(student.statusCode).toBe(201);
    const hidden = await addType(event._id, { name: 'رعاة', price: 10, quantity: 4, hidden: true });
    expect(hidden.statusCode).toBe(201);
    const row = await eventRow(event._id);
    expect(row.totalSeats).toBe(39);
    expect(row.availableSeats).toBe(39);
    // The hidden type's price is not the "from" price.
    expect(Number(row.ticketPrice)).toBe(75);
    const pub = await t().app.inject({ url: `/api/events/event/${event._id}` });
    expect(pub.json().data.ticketTypes.map((type: { name: string }) => type.name)).toEqual([
      'دخول عام',
      'VIP',
      'طلاب',
    ]);
    expect(pub.json().data.ticketPrice).toBe(75);
  });

  it('refuses an eleventh type, a name already used (case ignored), bad fields, and a sales end after sales close', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 5 });
    expect((await addType(event._id, { name: 'Vip', price: 1, quantity: 1 })).statusCode).toBe(201);
    const twice = await addType(event._id, { name: 'VIP', price: 1, quantity: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(AR_TYPES.nameTaken);
    expect((await addType(event._id, { name: '', price: 1, quantity: 1 })).statusCode).toBe(400);
    expect((await addType(event._id, { name: 'x'.repeat(41), price: 1, quantity: 1 })).statusCode).toBe(400);
    expect((await addType(event._id, { name: 'a', price: 1.234, quantity: 1 })).statusCode).toBe(400);
    expect((await addType(event._id, { name: 'a', price: 1_000_001, quantity: 1 })).statusCode).toBe(400);
    expect((await addType(event._id, { name: 'a', price: 1, quantity: 0 })).statusCode).toBe(400);
    expect(
      (await addType(event._id, { name: 'a', price: 1, quantity: 1, maxPerBooking: 7 })).statusCode,
    ).toBe(400);
    const late = await addType(event._id, { name: 'متأخر', price: 100, quantity: 1, salesEnd: event.date });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(AR_TYPES.salesEndAfterClose);
    for (let i = 3; i <= 10; i++)
      expect((await addType(event._id, { name: `فئة ${i}`, price: 1, quantity: 1 })).statusCode).toBe(201);
    const eleventh = await addType(event._id, { name: 'فئة ١١', price: 1, quantity: 1 });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toBe(AR_TYPES.tooManyTypes);
  });

  it('edits a type; lowering its seats below those taken is 409 with the number taken', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 10, ticketPrice: 0 });
    const vip = (await addType(event._id, { name: 'VIP', price: 0, quantity: 5 })).json().data;
    for (let i = 0; i < 3; i++)
      expect((await book(event._id, { ticketTypeId: vip._id })).statusCode).toBe(201);
    const below = await editType(event._id, vip._id, { quantity: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toBe(AR_TYPES.quantityBelowTaken(3));
    const ok = await editType(event._id, vip._id, { quantity: 4, name: 'كبار الزوار', hidden: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'كبار الزوار', quantity: 4, available: 1, hidden: true });
    const row = await eventRow(event._id);
    expect([row.totalSeats, row.availableSeats]).toEqual([14, 11]);
  });

  it('refuses an edit that names no field (400 in the envelope), leaving the type as it was', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 10, ticketPrice: 100 });
    const vip = (await addType(event._id, { name: 'VIP', price: 300, quantity: 5 })).json().data;
    const empty = await editType(event._id, vip._id, {});
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      error: AR_SERVER.nothingToUpdate,
      errors: [{ msg: AR_SERVER.nothingToUpdate }],
    });
    // A field the edit does not know is refused by name, never dropped in silence.
    const unknown = await editType(event._id, vip._id, { quantity: 6, unknownField: 1 });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      error: AR_SERVER.unknownField,
      errors: [{ msg: AR_SERVER.unknownField, path: 'unknownField' }],
    });
    const [row] = await t().database.db.select().from(ticketTypes).where(eq(ticketTypes.id, vip._id));
    expect(row).toMatchObject({ name: 'VIP', quantity: 5, available: 5 });
  });

  it('deletes a type no booking held; 409 once one did, and never the last type', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 10, ticketPrice: 0 });
    const [general] = (await t().app.inject({ url: typesUrl(event._id), headers: bearer(admin) })).json()
      .data;
    const vip = (await addType(event._id, { name: 'VIP', price: 0, quantity: 5 })).json().data;
    const spare = (await addType(event._id, { name: 'احتياطي', price: 0, quantity: 5 })).json().data;
    expect((await book(event._id, { ticketTypeId: vip._id })).statusCode).toBe(201);
    const del = (id: string) =>
      t().app.inject({ method: 'DELETE', url: `${typesUrl(event._id)}/${id}`, headers: bearer(admin) });
    const held = await del(vip._id);
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toBe(AR_TYPES.typeHasBookings);
    expect((await del(spare._id)).statusCode).toBe(200);
    expect((await eventRow(event._id)).totalSeats).toBe(15);
    const rows = await t().database.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event._id));
    expect(rows.map((r) => r.name).sort()).toEqual(['VIP', 'دخول عام'].sort());
    expect((await del(general._id)).statusCode).toBe(200);
    expect((await del(vip._id)).statusCode).toBe(409);
    expect((await del('not-an-id')).statusCode).toBe(404);
  });

  it("edits the one type through the event's ticketPrice and totalSeats; with several types only equal values pass", async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 10, ticketPrice: 100 });
    const put = (fields: Record<string, string | number>) => {
      const body = multipart(fields);
      return t().app.inject({
        method: 'PUT',
        url: `/api/events/${event._id}`,
        headers: { ...body.headers, ...bearer(admin) },
        payload: body.payload,
      });
    };
    expect((await put({ ticketPrice: 120, totalSeats: 12 })).statusCode).toBe(200);
    const [only] = (await t().app.inject({ url: typesUrl(event._id), headers: bearer(admin) })).json().data;
    expect(only).toMatchObject({ price: 120, quantity: 12, available: 12 });
    expect((await addType(event._id, { name: 'VIP', price: 300, quantity: 3 })).statusCode).toBe(201);
    const differs = await put({ ticketPrice: 90 });
    expect(differs.statusCode).toBe(409);
    expect(differs.json().error).toBe(AR_TYPES.severalTypes);
    expect((await put({ totalSeats: 16 })).statusCode).toBe(409);
    // SPEC's edit dialog sends every field back as it was: accepted.
    const same = await put({ ...eventFields({ name: 'اسم جديد' }), ticketPrice: 120, totalSeats: 15 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ name: 'اسم جديد', ticketPrice: 120, totalSeats: 15 });
  });
});
