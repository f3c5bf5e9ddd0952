import {
  AR_BOOKING_EMAILS,
  AR_BOOKING_ERRORS,
  AR_BOOKINGS,
  AR_EVENTS,
  AR_EVENTS_ADMIN,
  AR_TICKET,
  type BookingDto,
  type EventDto,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, openSeats, postBooking, storedBooking, visitor } from '../../../test/helpers/bookings';
import { createEventViaApi, futureDate, multipart, pngImage } from '../../../test/helpers/events';
import { emailsTo } from '../../../test/helpers/outbox';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings, events } from '../../db/schema';
import { expireStaleBookings } from './transitions/expire';

/**
 * docs/api/bookings.md#the-payment-clock, rule by rule: the event's payment hours, a deadline never after the
 * event, sales closing, the proof stopping the clock, the booker's cancel and its refund policy, and
 * the staff's resend, cancel and revive, and an Admin cancelling an event.
 */
const t = useTestApp({ PROOF_OF_WORK: 'off', SALES_CLOSE_HOURS: '2', CANCEL_UNTIL_HOURS: '48' });
let admin: { token: string; id: string };
let supporter: { token: string; id: string };
let contant: { token: string; id: string };
let counter = 70_000;
const S = AR_BOOKINGS;
const HOUR = 3_600_000;

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
  supporter = await signIn(t(), 'Supporter');
  contant = await signIn(t(), 'Contant');
});

function person(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { ...visitor(counter, `clock${counter}@example.com`, `ضيف ${counter}`), ...overrides };
}

function bookRaw(eventId: string, overrides: Record<string, unknown> = {}) {
  return postBooking(t(), eventId, person(overrides));
}

type Receipt = BookingDto & { ticketUrl: string; payment: { deadline: string } };

function book(eventId: string, overrides: Record<string, unknown> = {}): Promise<Receipt> {
  return bookViaApi<Receipt>(t(), eventId, person(overrides));
}

/** The booker's token, from the link the booking answer gives them. */
const tokenOf = (receipt: Receipt) => receipt.ticketUrl.split('/').pop()!;

function staff(
  method: 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  token = supporter.token,
) {
  return t().app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
}

const bookingRow = (id: string) => storedBooking(t(), id);

const seatsOf = (eventId: string) => openSeats(t(), eventId);

/** The queued emails to an address as the sender sends them (rendered from their facts). */
const outbox = (address: string | null, kind?: string) => emailsTo(t(), address, kind);

/** Moves an event's start to `hoursFromNow` (negative: past), straight in the database. */
async function startsIn(eventId: string, hoursFromNow: number) {
  await t()
    .database.db.update(events)
    .set({ date: new Date(Date.now() + hoursFromNow * HOUR) })
    .where(eq(events.id, eventId));
}

async function sendProof(receipt: Receipt) {
  const body = multipart({ transactionId: `TX${counter}` }, { bytes: await pngImage() });
  return t().app.inject({
    method: 'POST',
    url: `/api/tickets/${tokenOf(receipt)}/payment-proof`,
    headers: body.headers,
    payload: body.payload,
  });
}

async function pastDeadline(id: string) {
  await t()
    .database.db.update(bookings)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(bookings.id, id));
}

describe("the event's payment hours and the deadline", () => {
  it('stores paymentHours from the form (default 24, 1-72) and gives each booking createdAt + paymentHours', async () => {
    const standard = await createEventViaApi(t(), admin.token);
    expect((standard as unknown as EventDto).paymentHours).toBe(24);
    const quick = (await createEventViaApi(t(), admin.token, { paymentHours: 6 })) as unknown as EventDto;
    expect(quick.paymentHours).toBe(6);
    const receipt = await book(quick._id);
    expect(Date.parse(receipt.expiresAt!) - Date.parse(receipt.createdAt)).toBe(6 * HOUR);
    expect(receipt.payment.deadline).toBe(receipt.expiresAt);

    for (const bad of [0, 73, 2.5, 'soon']) {
      const body = multipart({ paymentHours: String(bad) });
      const res = await t().app.inject({
        method: 'PUT',
        url: `/api/events/${quick._id}`,
        headers: { ...body.headers, ...bearer(admin.token) },
        payload: body.payload,
      });
      expect([res.statusCode, res.json().error], String(bad)).toEqual([
        400,
        AR_EVENTS_ADMIN.paymentHoursInvalid,
      ]);
    }
  });

  it('never sets a deadline after the event starts', async () => {
    const tonight = await createEventViaApi(t(), admin.token, { date: futureDate(3) });
    await startsIn(tonight._id, 5);
    const receipt = await book(tonight._id);
    const [event] = await t().database.db.select().from(events).where(eq(events.id, tonight._id));
    expect(receipt.expiresAt).toBe(event!.date.toISOString());
    const view = await t().app.inject({ url: `/api/tickets/${tokenOf(receipt)}` });
    expect(view.json().data.expiresAt).toBe(event!.date.toISOString());
  });
});

describe('sales close', () => {
  it(`closes a paid event SALES_CLOSE_HOURS before it starts, a free one at its start, and a past one (409 '${AR_BOOKING_ERRORS.salesClosed}')`, async () => {
    const paid = await createEventViaApi(t(), admin.token);
    const free = await createEventViaApi(t(), admin.token, { ticketPrice: 0 });
    await startsIn(paid._id, 1);
    await startsIn(free._id, 1);
    const refused = await bookRaw(paid._id);
    expect([refused.statusCode, refused.json().error]).toEqual([409, AR_BOOKING_ERRORS.salesClosed]);
    expect((await bookRaw(free._id)).statusCode).toBe(201);

    await startsIn(free._id, -1);
    const past = await bookRaw(free._id);
    expect([past.statusCode, past.json().error]).toEqual([409, AR_BOOKING_ERRORS.salesClosed]);
    expect(await seatsOf(paid._id)).toBe(20);

    const shown = await t().app.inject({ url: `/api/events/event/${paid._id}` });
    const event = shown.json().data as EventDto;
    expect(Date.parse(event.date) - Date.parse(event.salesCloseAt)).toBe(2 * HOUR);
    const list = (await t().app.inject({ url: '/api/events' })).json().data as EventDto[];
    // Past events stay listed (shown as ended by the pages), in docs/product.md's order.
    expect(list.map((e) => e._id)).toContain(free._id);
  });
});

describe('the proof stops the clock', () => {
  it('expires a Pending booking past its deadline without proof, and leaves one whose proof came in time for staff', async () => {
    const event = await createEventViaApi(t(), admin.token);
    const unpaid = await book(event._id);
    const proved = await book(event._id);
    expect((await sendProof(proved)).statusCode).toBe(200);
    await pastDeadline(unpaid._id);
    await pastDeadline(proved._id);

    await expireStaleBookings(t().database.db);
    expect(await bookingRow(unpaid._id)).toMatchObject({ status: 'Rejected', rejectionCause: 'expired' });
    expect(await bookingRow(proved._id)).toMatchObject({ status: 'Pending' });
    expect(await outbox(unpaid.email, 'booking-expired')).toHaveLength(1);
    expect(await outbox(proved.email, 'booking-expired')).toHaveLength(0);
    // Staff still decide the paid one.
    expect(
      (await staff('PUT', `/api/events/bookings/${proved._id}/status`, { status: 'Accepted' })).statusCode,
    ).toBe(200);
  });

  it('refuses a proof sent after the deadline (409)', async () => {
    const event = await createEventViaApi(t(), admin.token);
    const late = await book(event._id);
    await pastDeadline(late._id);
    const res = await sendProof(late);
    expect([res.statusCode, res.json().error]).toEqual([409, AR_TICKET.server.proofTooLate]);
  });
});

describe('the booker cancels', () => {
  it('cancels a paid Accepted ticket before CANCEL_UNTIL_HOURS, stating the refund policy first, and records the refund due', async () => {
    const event = await createEventViaApi(t(), admin.token, { ticketPrice: 300 });
    const receipt = await book(event._id);
    await staff('PUT', `/api/events/bookings/${receipt._id}/status`, { status: 'Accepted' });
    const view = (await t().app.inject({ url: `/api/tickets/${tokenOf(receipt)}` })).json().data;
    expect(view).toMatchObject({ canCancel: true, refundPolicy: t().config.bookingClock.refundPolicy });
    expect(Date.parse(view.cancelUntil)).toBe(Date.parse(event.date) - 48 * HOUR);

    const res = await t().app.inject({ method: 'POST', url: `/api/tickets/${tokenOf(receipt)}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Cancelled', refundDue: true });
    expect(await bookingRow(receipt._id)).toMatchObject({ status: 'Cancelled', rejectionCause: 'booker' });
    expect(await seatsOf(event._id)).toBe(20);
  });

  it('refuses to cancel an Accepted ticket within CANCEL_UNTIL_HOURS of the event, but not a Pending one', async () => {
    const event = await createEventViaApi(t(), admin.token);
    const accepted = await book(event._id);
    const pending = await book(event._id);
    await staff('PUT', `/api/events/bookings/${accepted._id}/status`, { status: 'Accepted' });
    await startsIn(event._id, 24);
    const view = (await t().app.inject({ url: `/api/tickets/${tokenOf(accepted)}` })).json().data;
    expect(view.canCancel).toBe(false);
    const refused = await t().app.inject({ method: 'POST', url: `/api/tickets/${tokenOf(accepted)}/cancel` });
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      AR_TICKET.server.bookerCannotCancel(48),
    ]);
    const ok = await t().app.inject({ method: 'POST', url: `/api/tickets/${tokenOf(pending)}/cancel` });
    expect(ok.json().data).toMatchObject({ status: 'Cancelled', refundDue: false });
  });
});

describe("the payment desk's actions", () => {
  it('resends the ticket of an Accepted booking (202), and refuses any other (409)', async () => {
    const event = await createEventViaApi(t(), admin.token);
    const receipt = await book(event._id);
    const early = await staff('POST', `/api/events/bookings/${receipt._id}/resend-ticket`);
    expect([early.statusCode, early.json().error]).toEqual([409, S.resendNotAccepted]);
    await staff('PUT', `/api/events/bookings/${receipt._id}/status`, { status: 'Accepted' });
    const res = await staff('POST', `/api/events/bookings/${receipt._id}/resend-ticket`);
    expect(res.statusCode, res.body).toBe(202);
    expect(await outbox(receipt.email, 'booking-accepted')).toHaveLength(2);
    const unknown = await staff(
      'POST',
      '/api/events/bookings/00000000-0000-4000-8000-000000000000/resend-ticket',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('cancels a Pending or Accepted booking with a reason: seat back, booker emailed, paid one refund due; 409 once admitted or final', async () => {
    const event = await createEventViaApi(t(), admin.token);
    const pending = await book(event._id);
    const accepted = await book(event._id);
    const admitted = await book(event._id);
    for (const id of [accepted._id, admitted._id]) {
      await staff('PUT', `/api/events/bookings/${id}/status`, { status: 'Accepted' });
    }
    await t()
      .database.db.update(bookings)
      .set({ checkedInAt: sql`now()` })
      .where(eq(bookings.id, admitted._id));
    expect(await seatsOf(event._id)).toBe(17);

    const one = await staff('POST', `/api/events/bookings/${pending._id}/cancel`, { reason: 'طلب العميل' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      status: 'Cancelled',
      cause: 'staff',
      refundDue: false,
      reason: 'طلب العميل',
    });
    const two = await staff('POST', `/api/events/bookings/${accepted._id}/cancel`, {
      reason: 'تغيير المكان',
    });
    expect(two.json().data).toMatchObject({ status: 'Cancelled', refundDue: true });
    expect(await seatsOf(event._id)).toBe(19);
    const [mail] = await outbox(accepted.email, 'booking-cancelled');
    expect(mail!.text).toContain('تغيير المكان');
    expect(mail!.text).toContain(AR_BOOKING_EMAILS.refundNote);

    const again = await staff('POST', `/api/events/bookings/${pending._id}/cancel`, {});
    expect([again.statusCode, again.json().error]).toEqual([409, S.staffCannotCancel]);
    const door = await staff('POST', `/api/events/bookings/${admitted._id}/cancel`, {});
    expect([door.statusCode, door.json().error]).toEqual([409, S.staffCannotCancel]);
    const scanner = await signIn(t(), 'Scanner');
    expect(
      (await staff('POST', `/api/events/bookings/${admitted._id}/cancel`, {}, scanner.token)).statusCode,
    ).toBe(403);
  });

  it('revives a booking the clock rejected when its money came late (seat taken, ticket emailed), never one staff rejected', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 2 });
    const late = await book(event._id);
    const fake = await book(event._id);
    await pastDeadline(late._id);
    await expireStaleBookings(t().database.db);
    await staff('PUT', `/api/events/bookings/${fake._id}/status`, { status: 'Rejected' });
    expect(await seatsOf(event._id)).toBe(2);

    const refused = await staff('POST', `/api/events/bookings/${fake._id}/revive`);
    expect([refused.statusCode, refused.json().error]).toEqual([409, S.reviveNotExpired]);
    const revived = await staff('POST', `/api/events/bookings/${late._id}/revive`);
    expect(revived.statusCode, revived.body).toBe(200);
    expect(revived.json().data).toMatchObject({ status: 'Accepted', cause: null });
    expect(await seatsOf(event._id)).toBe(1);
    expect(await outbox(late.email, 'booking-accepted')).toHaveLength(1);
    const twice = await staff('POST', `/api/events/bookings/${late._id}/revive`);
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to revive when no seat is free (409) and takes nothing', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 1 });
    const late = await book(event._id);
    await pastDeadline(late._id);
    await expireStaleBookings(t().database.db);
    await book(event._id);
    const res = await staff('POST', `/api/events/bookings/${late._id}/revive`);
    expect([res.statusCode, res.json().error]).toEqual([409, S.reviveNoSeats]);
    expect(await bookingRow(late._id)).toMatchObject({ status: 'Rejected' });
    expect(await seatsOf(event._id)).toBe(0);
  });
});

describe('an Admin cancels an event', () => {
  it('cancels every active booking, returns the seats, emails each person once, and takes no more bookings', async () => {
    const event = await createEventViaApi(t(), admin.token, { ticketPrice: 200 });
    const family = 'family.cancel@example.com';
    const first = await book(event._id, { email: family });
    const second = await book(event._id, { email: family });
    const other = await book(event._id);
    await staff('PUT', `/api/events/bookings/${other._id}/status`, { status: 'Accepted' });
    const earlier = await book(event._id);
    await staff('PUT', `/api/events/bookings/${earlier._id}/status`, { status: 'Rejected' });

    expect(
      (await staff('POST', `/api/events/${event._id}/cancel`, { reason: 'ظروف الطقس' })).statusCode,
    ).toBe(403);
    expect(
      (await staff('POST', `/api/events/${event._id}/cancel`, { reason: 'ظروف الطقس' }, contant.token))
        .statusCode,
    ).toBe(403);
    const res = await staff('POST', `/api/events/${event._id}/cancel`, { reason: 'ظروف الطقس' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cancelReason: 'ظروف الطقس', availableSeats: 20 });
    expect(res.json().data.cancelledAt).toBeTruthy();

    for (const id of [first._id, second._id, other._id]) {
      expect(await bookingRow(id)).toMatchObject({ status: 'Cancelled', rejectionCause: 'event' });
    }
    expect(await bookingRow(other._id)).toMatchObject({ refundDue: true });
    expect(await bookingRow(earlier._id)).toMatchObject({ status: 'Rejected' });
    const familyMail = await outbox(family, 'event-cancelled');
    expect(familyMail).toHaveLength(1);
    expect(familyMail[0]!.text).toContain(first.reference);
    expect(familyMail[0]!.text).toContain(second.reference);
    expect(familyMail[0]!.text).toContain('ظروف الطقس');
    expect(await outbox(other.email, 'event-cancelled')).toHaveLength(1);
    expect(await outbox(earlier.email, 'event-cancelled')).toHaveLength(0);

    const after = await bookRaw(event._id);
    expect([after.statusCode, after.json().error]).toEqual([409, AR_BOOKING_ERRORS.eventCancelled]);
    const publicView = (await t().app.inject({ url: `/api/events/event/${event._id}` })).json()
      .data as EventDto;
    expect(publicView).toMatchObject({ cancelReason: 'ظروف الطقس' });
    const again = await staff('POST', `/api/events/${event._id}/cancel`, {}, admin.token);
    expect([again.statusCode, again.json().error]).toEqual([409, AR_EVENTS_ADMIN.eventAlreadyCancelled]);
    const unknown = await staff(
      'POST',
      '/api/events/00000000-0000-4000-8000-000000000000/cancel',
      {},
      admin.token,
    );
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, AR_EVENTS.notFound]);
  });
});
