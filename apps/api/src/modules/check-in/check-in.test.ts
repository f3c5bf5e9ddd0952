import { AR_CHECK_IN, AR_EVENTS, sampleNationalId } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgedToken, storedBooking } from '../../../test/helpers/bookings';
import {
  door,
  envelope,
  expectNothingPrivate,
  insertBooking,
  insertEvent,
} from '../../../test/helpers/check-in';
import { createEventViaApi } from '../../../test/helpers/events';
import { signIn, type TestApp, useTestApp } from '../../../test/test-app';
import { checkInLog } from '../../db/schema/check-in';
import { signBookerToken, signTicket } from '../bookings/booking-tokens';

const t = useTestApp();
const URL = '/api/events/bookings/verify-qr';

function verify(app: TestApp, token: string | undefined, qrCodeData: unknown, eventId?: string) {
  return door(app, token)('POST', URL, eventId === undefined ? { qrCodeData } : { qrCodeData, eventId });
}

const ticket = (bookingId: string) => signTicket(t().config.ticketSecret, bookingId);

const stored = (bookingId: string) => storedBooking(t(), bookingId);

async function logOf(bookingId: string) {
  const rows = await t()
    .database.db.select()
    .from(checkInLog)
    .where(eq(checkInLog.bookingId, bookingId))
    .orderBy(asc(checkInLog.at));
  return rows.map(({ action, method, staffId }) => ({ action, method, staffId }));
}

describe('verify-qr', () => {
  it('checks in an accepted booking once and answers what the door may see: name, event, reference, status, last 4 ID digits', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const before = Date.now();
    const res = await verify(t(), scanner.token, ticket(booking.id), event.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: AR_CHECK_IN.successTitle,
      data: {
        _id: booking.id,
        ticketId: booking.id,
        reference: booking.reference,
        fullName: booking.fullName,
        nationalIdLast4: booking.nationalId!.slice(-4),
        status: 'Accepted',
        createdAt: booking.createdAt.toISOString(),
        event: { _id: event.id, name: event.name },
      },
    });
    expectNothingPrivate(res.body, booking);
    expect(Date.parse(body.data.checkedInAt)).toBeGreaterThanOrEqual(before - 1000);

    // The staff account that let the guest in is recorded, with the way it was done.
    const row = await stored(booking.id);
    expect(row.checkedInBy).toBe(scanner.id);
    expect(row.checkedInAt!.toISOString()).toBe(body.data.checkedInAt);
    expect(await logOf(booking.id)).toEqual([{ action: 'admit', method: 'qr', staffId: scanner.id }]);

    // Already checked in: when, and by whom.
    const again = await verify(t(), scanner.token, ticket(booking.id), event.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      ...envelope(AR_CHECK_IN.serverAlreadyCheckedIn),
      checkedInAt: body.data.checkedInAt,
      checkedInBy: { username: scanner.username },
    });
    expect(await logOf(booking.id)).toHaveLength(1);
  });

  it('still admits without eventId (a client that does not send the door event)', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const res = await verify(t(), admin.token, ticket(booking.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.event).toEqual({ _id: event.id, name: event.name });
  });

  it("admits a free event's ticket, whose booking has no payment method or number", async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await createEventViaApi(t(), admin.token, { ticketPrice: 0 });
    const booked = await t().app.inject({
      method: 'POST',
      url: '/api/events/bookings',
      payload: {
        eventId: event._id,
        nationalId: sampleNationalId(7),
        fullName: 'ضيف مجاني',
        email: 'free-guest@example.com',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().data._id as string;
    const res = await verify(t(), admin.token, ticket(bookingId), event._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: bookingId,
      status: 'Accepted',
      nationalIdLast4: sampleNationalId(7).slice(-4),
    });
    expectNothingPrivate(res.body, {
      email: 'free-guest@example.com',
      nationalId: sampleNationalId(7),
      paymentNumber: null,
    });
  });

  it("refuses a ticket of another event with that event's name, and leaves it unused", async () => {
    const scanner = await signIn(t(), 'Scanner');
    const door = await insertEvent(t(), 'ورشة التصميم');
    const other = await insertEvent(t(), 'حفل الختام 2025');
    const booking = await insertBooking(t(), other.id);
    const res = await verify(t(), scanner.token, ticket(booking.id), door.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('التذكرة لفعالية أخرى: حفل الختام 2025'));
    expect((await stored(booking.id)).checkedInAt).toBeNull();

    // The same ticket at its own event's door is fine.
    expect((await verify(t(), scanner.token, ticket(booking.id), other.id)).statusCode).toBe(200);
    // Checked in at its own event, it is still "another event" at this door.
    const later = await verify(t(), scanner.token, ticket(booking.id), door.id);
    expect(later.json().error).toBe('التذكرة لفعالية أخرى: حفل الختام 2025');
  });

  it('answers 404 for a door event id that cannot exist', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const res = await verify(t(), scanner.token, ticket(booking.id), 'not-an-id');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(envelope(AR_EVENTS.notFound));
  });

  it('refuses a forged, malformed or empty code with 400 معرف الحجز غير صالح', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const forged = signTicket('another-secret-that-is-long-enough-1234567', booking.id);
    const tampered = forgedToken(ticket(booking.id));
    for (const code of [
      forged,
      tampered,
      'T1.not-a-uuid.abc',
      'hello world',
      '!!!',
      '',
      '   ',
      'a'.repeat(600),
    ]) {
      const res = await verify(t(), admin.token, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error, code).toBe(AR_CHECK_IN.serverInvalidId);
    }
    const missing = await door(t(), admin.token)('POST', URL, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].msg).toBe(AR_CHECK_IN.serverInvalidId);
    expect((await stored(booking.id)).checkedInAt).toBeNull();
  });

  it("refuses the booker's page token: only the QR code's token admits", async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const bookerToken = signBookerToken(t().config.ticketSecret, booking.id);
    for (const eventId of [event.id, undefined]) {
      const res = await verify(t(), admin.token, bookerToken, eventId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(envelope(AR_CHECK_IN.serverInvalidId));
    }
    expect((await stored(booking.id)).checkedInAt).toBeNull();
    expect((await verify(t(), admin.token, ticket(booking.id), event.id)).statusCode).toBe(200);
  });

  it('refuses a typed reference code: a reference is a look-up, not an admission', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    for (const typed of [booking.reference, booking.reference.toLowerCase(), ` ${booking.reference} `]) {
      const res = await verify(t(), admin.token, typed, event.id);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json(), typed).toEqual(envelope(AR_CHECK_IN.serverInvalidId));
    }
    expect((await stored(booking.id)).checkedInAt).toBeNull();
  });

  it('answers 404 for a genuine ticket of a booking that does not exist', async () => {
    const admin = await signIn(t(), 'Admin');
    const res = await verify(t(), admin.token, ticket('2f1b7a4e-9c3d-4e5f-8a6b-1c2d3e4f5a6b'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(envelope(AR_CHECK_IN.serverNotFound));
  });

  it('says الحجز غير مؤكد for Pending and الحجز ملغى for Rejected or Cancelled, changing nothing', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t());
    const expected = {
      Pending: AR_CHECK_IN.serverNotConfirmed,
      Rejected: 'الحجز ملغى',
      Cancelled: 'الحجز ملغى',
    } as const;
    for (const [status, message] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const booking = await insertBooking(t(), event.id, status);
      const res = await verify(t(), admin.token, ticket(booking.id), event.id);
      expect(res.statusCode, status).toBe(400);
      expect(res.json(), status).toEqual(envelope(message));
      expect(await stored(booking.id)).toMatchObject({ status, checkedInAt: null });
      expect(await logOf(booking.id)).toEqual([]);
    }
  });

  it('gives exactly one success when one ticket is scanned at ten doors at once', async () => {
    const admin = await signIn(t(), 'Admin');
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        verify(t(), i % 2 ? admin.token : scanner.token, ticket(booking.id), event.id),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(9);
    const winner = (await stored(booking.id)).checkedInBy === admin.id ? admin : scanner;
    for (const r of refused) {
      expect(r.json()).toEqual({
        ...envelope(AR_CHECK_IN.serverAlreadyCheckedIn),
        checkedInAt: ok[0]!.json().data.checkedInAt,
        checkedInBy: { username: winner.username },
      });
    }
    expect(await logOf(booking.id)).toHaveLength(1);
  });
});

describe('admission by look-up and undo', () => {
  const manual = (token: string, bookingId: string, payload: unknown = {}) =>
    door(t(), token)('POST', `/api/events/bookings/${bookingId}/check-in`, payload);
  const undo = (token: string, bookingId: string) =>
    door(t(), token)('DELETE', `/api/events/bookings/${bookingId}/check-in`);

  it('admits by id after the ID card was compared, undoes it, and admits again; all recorded', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t(), 'ليلة الجاز');
    const booking = await insertBooking(t(), event.id, 'Accepted', { fullName: 'سارة محمود' });

    const admitted = await manual(scanner.token, booking.id, { eventId: event.id });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json()).toMatchObject({
      success: true,
      message: AR_CHECK_IN.successTitle,
      data: {
        _id: booking.id,
        fullName: 'سارة محمود',
        reference: booking.reference,
        status: 'Accepted',
        nationalIdLast4: booking.nationalId!.slice(-4),
        event: { _id: event.id, name: 'ليلة الجاز' },
      },
    });
    expect(admitted.json().data.checkedInAt).toEqual(expect.any(String));
    expectNothingPrivate(admitted.body, booking);

    const twice = await manual(admin.token, booking.id, { eventId: event.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      error: AR_CHECK_IN.serverAlreadyCheckedIn,
      checkedInAt: admitted.json().data.checkedInAt,
      checkedInBy: { username: scanner.username },
    });

    const undone = await undo(admin.token, booking.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({
      success: true,
      message: AR_CHECK_IN.serverUndone,
      data: {
        _id: booking.id,
        ticketId: booking.id,
        fullName: 'سارة محمود',
        reference: booking.reference,
        status: 'Accepted',
        nationalIdLast4: booking.nationalId!.slice(-4),
        checkedInAt: null,
        event: { _id: event.id, name: 'ليلة الجاز' },
      },
    });
    expectNothingPrivate(undone.body, booking);
    expect(await stored(booking.id)).toMatchObject({ checkedInAt: null, checkedInBy: null });

    // After an undo the real holder's ticket admits again, at the door by QR.
    const readmitted = await verify(t(), scanner.token, ticket(booking.id), event.id);
    expect(readmitted.statusCode).toBe(200);
    expect(await logOf(booking.id)).toEqual([
      { action: 'admit', method: 'manual', staffId: scanner.id },
      { action: 'undo', method: 'manual', staffId: admin.id },
      { action: 'admit', method: 'qr', staffId: scanner.id },
    ]);
  });

  it('answers undo of a booking not checked in with 409, and unknown ids with 404', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const res = await undo(scanner.token, booking.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(envelope(AR_CHECK_IN.serverNotCheckedIn));
    expect(await logOf(booking.id)).toEqual([]);
    for (const id of ['2f1b7a4e-9c3d-4e5f-8a6b-1c2d3e4f5a6b', 'nope']) {
      expect((await undo(scanner.token, id)).statusCode, id).toBe(404);
      const admit = await manual(scanner.token, id);
      expect(admit.statusCode, id).toBe(404);
      expect(admit.json()).toEqual(envelope(AR_CHECK_IN.serverNotFound));
    }
  });

  it('gives the same answers as verify-qr: another event, cancelled, not confirmed; no body needed', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const door1 = await insertEvent(t(), 'الباب الأول');
    const other = await insertEvent(t(), 'مؤتمر الذكاء الاصطناعي');
    const elsewhere = await insertBooking(t(), other.id);
    const res = await manual(scanner.token, elsewhere.id, { eventId: door1.id });
    expect(res.json()).toEqual(envelope('التذكرة لفعالية أخرى: مؤتمر الذكاء الاصطناعي'));
    const rejected = await insertBooking(t(), door1.id, 'Rejected');
    expect((await manual(scanner.token, rejected.id, { eventId: door1.id })).json().error).toBe('الحجز ملغى');
    const pending = await insertBooking(t(), door1.id, 'Pending');
    expect((await manual(scanner.token, pending.id, { eventId: door1.id })).json().error).toBe(
      AR_CHECK_IN.serverNotConfirmed,
    );
    const accepted = await insertBooking(t(), door1.id);
    const noBody = await door(t(), scanner.token)('POST', `/api/events/bookings/${accepted.id}/check-in`);
    expect(noBody.statusCode).toBe(200);
  });
});
