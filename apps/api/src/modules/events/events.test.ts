import { AR_COMMON, AR_EVENTS, AR_EVENTS_ADMIN, LIMITS, parseCairoDateTime } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createEventViaApi,
  eventFields,
  isImageServed,
  multipart,
  pngImage,
} from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';

const t = useTestApp();
let admin: string;
let contant: string;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  contant = (await signIn(t(), 'Contant')).token;
});

async function postEvent(
  fields: Record<string, string | number | boolean>,
  file?: Parameters<typeof multipart>[1],
) {
  const body = multipart(fields, file);
  return t().app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...body.headers, ...bearer(contant) },
    payload: body.payload,
  });
}

function book(eventId: string, nationalId: string) {
  return t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId,
      nationalId,
      fullName: 'سارة أحمد',
      email: 'sara@example.com',
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
    },
  });
}

describe('creating events', () => {
  it('creates an event from the multipart form, stores WebP copies and serves them', async () => {
    const fields = eventFields({ totalSeats: 30, ticketPrice: '99.50' });
    const res = await postEvent(fields, { bytes: await pngImage(), filename: 'x.png' });
    expect(res.statusCode).toBe(201);
    const event = res.json().data;
    expect(event).toMatchObject({
      name: fields.name,
      description: fields.description,
      location: fields.location,
      totalSeats: 30,
      availableSeats: 30,
      ticketPrice: 99.5,
      isShow: true,
      date: new Date(fields.date as string).toISOString(),
    });
    expect(event.image).toMatch(/^\/uploads\/events\/[0-9a-f]{32}\.webp$/);
    expect(await isImageServed(t(), event.image)).toBe(true);
    expect(await isImageServed(t(), event.imageSmall)).toBe(true);
    const served = await t().app.inject({ url: event.image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('treats absent totalSeats as 100', async () => {
    const { totalSeats: _omit, ...fields } = eventFields();
    const res = await postEvent(fields, { bytes: await pngImage() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ totalSeats: LIMITS.defaultTotalSeats, availableSeats: 100 });
  });

  it.each([
    ['name', { name: '  ' }, AR_EVENTS_ADMIN.nameRequired],
    ['description', { description: '' }, AR_EVENTS_ADMIN.descriptionRequired],
    ['date', { date: 'not a date' }, AR_EVENTS_ADMIN.dateRequired],
    ['location', { location: '' }, AR_EVENTS_ADMIN.locationRequired],
    ['totalSeats', { totalSeats: 0 }, AR_EVENTS_ADMIN.seatsInvalid],
    ['totalSeats', { totalSeats: -5 }, AR_EVENTS_ADMIN.seatsInvalid],
    ['ticketPrice', { ticketPrice: -1 }, AR_EVENTS_ADMIN.priceInvalid],
    ['ticketPrice', { ticketPrice: '' }, AR_EVENTS_ADMIN.priceInvalid],
  ])('refuses an invalid %s with its Arabic message', async (field, override, message) => {
    const res = await postEvent(eventFields(override), { bytes: await pngImage() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: message,
      errors: [{ msg: message, path: field }],
    });
  });

  it('requires an image on create', async () => {
    const res = await postEvent(eventFields());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ msg: AR_EVENTS_ADMIN.imageRequired, path: 'image' });
  });

  it('checks the image by its bytes: text named .png is 415', async () => {
    const res = await postEvent(eventFields(), {
      bytes: Buffer.from('this is not a picture at all'),
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe(AR_COMMON.imageType);
  });

  it('refuses a broken image with a valid PNG header (415)', async () => {
    const png = await pngImage();
    const res = await postEvent(eventFields(), {
      bytes: Buffer.concat([png.subarray(0, 16), Buffer.alloc(200)]),
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses an image over 10 MB (413)', async () => {
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(LIMITS.imageMaxBytes + 1024)]);
    const res = await postEvent(eventFields(), { bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(AR_COMMON.imageSize);
  });

  it('reads a date without an offset as Cairo time', () => {
    // Cairo is UTC+2 in winter.
    expect(parseCairoDateTime('2026-12-01T19:00').toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(parseCairoDateTime('2026-12-01T19:00:00.000Z').toISOString()).toBe('2026-12-01T19:00:00.000Z');
  });
});

describe('reading events', () => {
  it('shows the public only visible events, newest first; staff see all with counts', async () => {
    const older = await createEventViaApi(t(), admin, { name: 'older' });
    const hidden = await createEventViaApi(t(), admin, { name: 'hidden' });
    const newer = await createEventViaApi(t(), admin, { name: 'newer' });
    const toggle = await t().app.inject({
      method: 'PUT',
      url: `/api/events/${hidden._id}`,
      headers: bearer(admin),
      payload: { isShow: false },
    });
    expect(toggle.statusCode).toBe(200);
    expect(toggle.json().data.isShow).toBe(false);

    const publicList = (await t().app.inject({ url: '/api/events' })).json().data as { _id: string }[];
    const ids = publicList.map((e) => e._id);
    expect(ids).not.toContain(hidden._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(publicList[0]).not.toHaveProperty('acceptedCount');

    const staffList = (await t().app.inject({ url: '/api/events', headers: bearer(contant) })).json().data;
    const staffHidden = staffList.find((e: { _id: string }) => e._id === hidden._id);
    expect(staffHidden).toMatchObject({ isShow: false, acceptedCount: 0, checkedInCount: 0 });

    // A Supporter is not an events manager: the public view.
    const supporter = await signIn(t(), 'Supporter');
    const supporterList = (
      await t().app.inject({ url: '/api/events', headers: bearer(supporter.token) })
    ).json().data as { _id: string }[];
    expect(supporterList.map((e) => e._id)).not.toContain(hidden._id);

    expect((await t().app.inject({ url: `/api/events/event/${hidden._id}` })).statusCode).toBe(404);
    const staffOne = await t().app.inject({ url: `/api/events/event/${hidden._id}`, headers: bearer(admin) });
    expect(staffOne.statusCode).toBe(200);
    const one = await t().app.inject({ url: `/api/events/event/${newer._id}` });
    expect(one.json()).toMatchObject({ success: true, data: { _id: newer._id, name: 'newer' } });
  });

  it('answers 404 with the Arabic message for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t().app.inject({ url: `/api/events/event/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(AR_EVENTS.notFound);
    }
  });
});

describe('editing and deleting events', () => {
  it('edits fields by multipart, replaces the image and removes the old files', async () => {
    const event = await createEventViaApi(t(), contant);
    const body = multipart(
      { name: 'اسم جديد', isShow: 'true', ticketPrice: 0 },
      { bytes: await pngImage(20, 20) },
    );
    const res = await t().app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}`,
      headers: { ...body.headers, ...bearer(contant) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({ name: 'اسم جديد', ticketPrice: 0, location: 'القاهرة' });
    expect(updated.image).not.toBe(event.image);
    expect(await isImageServed(t(), updated.image)).toBe(true);
    expect(await isImageServed(t(), event.image)).toBe(false);
  });

  it('moves availableSeats with totalSeats and refuses going below the seats taken', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 10 });
    expect((await book(event._id, '29001010100001')).statusCode).toBe(201);
    expect((await book(event._id, '29001010100002')).statusCode).toBe(201);
    expect((await book(event._id, '29001010100003')).statusCode).toBe(201);

    const grow = await t().app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}`,
      headers: bearer(admin),
      payload: { totalSeats: 15 },
    });
    expect(grow.json().data).toMatchObject({ totalSeats: 15, availableSeats: 12 });

    const shrink = await t().app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}`,
      headers: bearer(admin),
      payload: { totalSeats: 3 },
    });
    expect(shrink.json().data).toMatchObject({ totalSeats: 3, availableSeats: 0 });

    const below = await t().app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}`,
      headers: bearer(admin),
      payload: { totalSeats: 2 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors[0]).toEqual({ msg: AR_EVENTS_ADMIN.seatsBelowTaken(3), path: 'totalSeats' });
  });

  it('refuses invalid edits and unknown ids', async () => {
    const event = await createEventViaApi(t(), admin);
    const bad = await t().app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}`,
      headers: bearer(admin),
      payload: { totalSeats: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(AR_EVENTS_ADMIN.seatsInvalid);
    const unknown = await t().app.inject({
      method: 'PUT',
      url: '/api/events/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
      payload: { isShow: true },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses to delete an event with bookings (409) and deletes one without', async () => {
    const booked = await createEventViaApi(t(), admin);
    expect((await book(booked._id, '29001010100009')).statusCode).toBe(201);
    const refused = await t().app.inject({
      method: 'DELETE',
      url: `/api/events/${booked._id}`,
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(AR_EVENTS_ADMIN.hasBookings);

    const empty = await createEventViaApi(t(), admin);
    const deleted = await t().app.inject({
      method: 'DELETE',
      url: `/api/events/${empty._id}`,
      headers: bearer(contant),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await isImageServed(t(), empty.image)).toBe(false);
    expect(
      (await t().app.inject({ url: `/api/events/event/${empty._id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);
  });
});

describe('who may manage events', () => {
  it('answers 401 without a token and 403 for other roles', async () => {
    const event = await createEventViaApi(t(), admin);
    const supporter = await signIn(t(), 'Supporter');
    const body = multipart(eventFields(), { bytes: await pngImage() });
    const calls = [
      { method: 'POST' as const, url: '/api/events', headers: body.headers, payload: body.payload },
      { method: 'PUT' as const, url: `/api/events/${event._id}`, payload: { isShow: false } },
      { method: 'DELETE' as const, url: `/api/events/${event._id}` },
    ];
    for (const call of calls) {
      const anonymous = await t().app.inject(call);
      expect(anonymous.statusCode).toBe(401);
      const wrongRole = await t().app.inject({
        ...call,
        headers: { ...call.headers, ...bearer(supporter.token) },
      });
      expect(wrongRole.statusCode).toBe(403);
    }
  });
});
