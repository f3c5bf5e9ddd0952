import {
  AR_BOOKING_EMAILS,
  AR_BOOKING_ERRORS,
  AR_BOOKING_FORM,
  AR_BOOKING_STATUS,
  AR_BOOKINGS,
  AR_SERVER,
  AR_TYPES,
  type BookingRequest,
  sampleNationalId,
} from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgedToken, openSeats } from '../../../test/helpers/bookings';
import { createEventViaApi } from '../../../test/helpers/events';
import { queuedEmails } from '../../../test/helpers/outbox';
import { bearer, createTestApp, signIn, useTestApp } from '../../../test/test-app';
import { bookings, emailOutbox } from '../../db/schema';
import { createBookingDesk } from './book-seats';
import { signBookerToken, signTicket } from './booking-tokens';
import { BOOKINGS_PER_MINUTE } from './bookings.routes';

const t = useTestApp();
let admin: string;
let supporter: string;
let nationalIdCounter = 10_000;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  supporter = (await signIn(t(), 'Supporter')).token;
});

function nextNationalId() {
  nationalIdCounter += 1;
  return sampleNationalId(nationalIdCounter);
}

function bookingPayload(eventId: string, overrides: Record<string, unknown> = {}) {
  return {
    eventId,
    nationalId: nextNationalId(),
    fullName: 'محمد علي',
    email: `mohamed${nationalIdCounter}@example.com`,
    paymentMethod: 'InstaPay',
    paymentNumber: 'mohamed@instapay',
    ...overrides,
  };
}

function book(payload: Record<string, unknown>) {
  return t().app.inject({ method: 'POST', url: '/api/events/bookings', payload });
}

const seatsOf = (eventId: string) => openSeats(t(), eventId);

/** The queued emails to an address as the sender sends them (some are queued as facts, rendered when sent). */
function outboxFor(to: string, kind: string) {
  return queuedEmails(t(), and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));
}

function decide(id: string, status: string, token = supporter) {
  return t().app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${id}/status`,
    headers: bearer(token),
    payload: { status },
  });
}

describe('booking a ticket', () => {
  it('books a seat, answers the reference and the Arabic message, and queues the payment email', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 5, ticketPrice: 250 });
    const email = 'first.booker@example.com';
    const res = await book(
      bookingPayload(event._id, { email, paymentMethod: 'VodafoneCash', paymentNumber: '01012345678' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(AR_BOOKING_FORM.successMessage(email));
    expect(body.data).toMatchObject({
      event: { _id: event._id },
      email,
      status: 'Pending',
      paymentMethod: 'VodafoneCash',
      checkedInAt: null,
    });
    expect(body.data.reference).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{7}$/);
    // The booker learns at once where to pay and by when, even before the email arrives.
    expect(body.data.payment).toEqual({
      instaPay: t().config.payment.instaPay,
      vodafoneCash: t().config.payment.vodafoneCash,
      accountName: t().config.payment.accountName,
      deadline: new Date(Date.parse(body.data.createdAt) + 24 * 3_600_000).toISOString(),
    });
    expect(await seatsOf(event._id)).toBe(4);

    const [row] = await outboxFor(email, 'booking-received');
    expect(row).toBeDefined();
    expect(row!.subject).toContain(body.data.reference);
    // Queued as its facts, rendered by the sender: what the booker receives.
    expect(row!.queued.html).toBeNull();
    const mail = row!;
    expect(mail.html).toContain('<html dir="rtl" lang="ar">');
    expect(mail.html).toMatch(/٢٥٠\sج\.م\./);
    expect(mail.html).toContain(t().config.payment.vodafoneCash);
    expect(mail.html).toContain(t().config.payment.accountName);
    expect(mail.text).toContain(AR_BOOKING_EMAILS.writeReference(body.data.reference));
    expect(mail.text).toContain('بتوقيت القاهرة');
  });

  it.each([
    ['nationalId', { nationalId: '1234567890123' }, AR_BOOKING_ERRORS.nationalIdInvalid],
    ['nationalId', { nationalId: '1234567890123a' }, AR_BOOKING_ERRORS.nationalIdInvalid],
    ['fullName', { fullName: '   ' }, AR_BOOKING_ERRORS.fullNameRequired],
    ['email', { email: 'not-an-email' }, AR_BOOKING_ERRORS.emailInvalid],
    ['paymentMethod', { paymentMethod: 'Cash' }, AR_BOOKING_ERRORS.paymentMethodRequired],
    ['paymentNumber', { paymentNumber: '' }, AR_BOOKING_ERRORS.paymentNumberRequired],
    [
      'paymentNumber',
      { paymentMethod: 'VodafoneCash', paymentNumber: '0101234567' },
      AR_BOOKING_ERRORS.vodafoneInvalid,
    ],
    [
      'paymentNumber',
      { paymentMethod: 'VodafoneCash', paymentNumber: '02012345678' },
      AR_BOOKING_ERRORS.vodafoneInvalid,
    ],
    [
      'paymentNumber',
      { paymentMethod: 'InstaPay', paymentNumber: 'abcde' },
      AR_BOOKING_ERRORS.instaPayInvalid,
    ],
  ])('refuses an invalid %s with its message', async (path, override, message) => {
    const res = await book(bookingPayload('00000000-0000-4000-8000-000000000000', override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ msg: message, path });
  });

  it('refuses unknown, hidden, past and sold-out events', async () => {
    const unknown = await book(bookingPayload('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(AR_BOOKING_ERRORS.eventUnavailable);

    const hidden = await createEventViaApi(t(), admin);
    await t().app.inject({
      method: 'PUT',
      url: `/api/events/${hidden._id}`,
      headers: bearer(admin),
      payload: { isShow: false },
    });
    const hiddenRes = await book(bookingPayload(hidden._id));
    expect(hiddenRes.statusCode).toBe(404);
    expect(hiddenRes.json().error).toBe(AR_BOOKING_ERRORS.eventUnavailable);
    expect(await seatsOf(hidden._id)).toBe(hidden.availableSeats);

    const past = await createEventViaApi(t(), admin, { date: new Date(Date.now() - 3600_000).toISOString() });
    const pastRes = await book(bookingPayload(past._id));
    expect(pastRes.statusCode).toBe(409);
    expect(pastRes.json().error).toBe(AR_BOOKING_ERRORS.eventPast);

    const tiny = await createEventViaApi(t(), admin, { totalSeats: 1 });
    expect((await book(bookingPayload(tiny._id))).statusCode).toBe(201);
    const soldOut = await book(bookingPayload(tiny._id));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error).toBe(AR_BOOKING_FORM.soldOut);
    expect(await seatsOf(tiny._id)).toBe(0);
  });

  it('refuses a second active booking of one national ID (409) and keeps the seat', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 5 });
    const nationalId = nextNationalId();
    const first = await book(bookingPayload(event._id, { nationalId }));
    expect(first.statusCode).toBe(201);
    const second = await book(bookingPayload(event._id, { nationalId, email: 'other@example.com' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toEqual({ msg: AR_BOOKING_ERRORS.duplicate, path: 'nationalId' });
    expect(await seatsOf(event._id)).toBe(4);
    expect(await outboxFor('other@example.com', 'booking-received')).toHaveLength(0);

    // Once rejected, the same person may book again.
    expect((await decide(first.json().data._id, 'Rejected')).statusCode).toBe(200);
    expect((await book(bookingPayload(event._id, { nationalId }))).statusCode).toBe(201);
  });

  it('sells exactly the seats there are under 60 concurrent requests for 20 seats', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 20 });
    const results = await Promise.all(Array.from({ length: 60 }, () => book(bookingPayload(event._id))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().error === AR_BOOKING_FORM.soldOut),
    ).toBe(true);
    expect(await seatsOf(event._id)).toBe(0);
    const [count] = await t()
      .database.db.select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.eventId, event._id));
    expect(Number(count!.n)).toBe(20);
    const references = new Set(
      results.filter((r) => r.statusCode === 201).map((r) => r.json().data.reference),
    );
    expect(references.size).toBe(20);
  });

  it('answers a burst of 200 requests for 50 seats, with repeated national IDs, one by one correctly', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 55 });
    // Five people already hold a booking; the burst brings them again, and ten people twice in a row.
    const booked = Array.from({ length: 5 }, () => nextNationalId());
    for (const nationalId of booked) {
      expect((await book(bookingPayload(event._id, { nationalId }))).statusCode).toBe(201);
    }
    const twice = Array.from({ length: 10 }, () => nextNationalId());
    const burst = [
      ...twice.flatMap((nationalId) => [nationalId, nationalId]),
      ...booked,
      ...Array.from({ length: 175 }, () => nextNationalId()),
    ].map((nationalId, i) => bookingPayload(event._id, { nationalId, email: `burst${i}@example.com` }));
    const results = await Promise.all(burst.map(book));

    const winners = results.flatMap((r, i) => (r.statusCode === 201 ? [burst[i]!] : []));
    expect(winners).toHaveLength(50);
    expect(new Set(winners.map((w) => w.nationalId)).size).toBe(50);
    const errors = results.filter((r) => r.statusCode !== 201).map((r) => [r.statusCode, r.json().error]);
    expect(errors).toHaveLength(150);
    for (const error of errors)
      expect([AR_BOOKING_FORM.soldOut, AR_BOOKING_ERRORS.duplicate]).toContain(error[1]);
    expect(errors.every(([status]) => status === 409)).toBe(true);

    // The requests at the front of the burst got seats: each of the ten has one booking and one 409.
    const answersOf = (nationalId: string) =>
      results.filter((_r, i) => burst[i]!.nationalId === nationalId).map((r) => r.statusCode);
    for (const nationalId of twice) expect(answersOf(nationalId).sort()).toEqual([201, 409]);
    for (const [i, r] of results.entries()) {
      if (booked.includes(burst[i]!.nationalId)) expect(r.json().error).toBe(AR_BOOKING_ERRORS.duplicate);
    }
    expect(errors.filter(([, msg]) => msg === AR_BOOKING_ERRORS.duplicate)).toHaveLength(15);

    expect(await seatsOf(event._id)).toBe(0);
    const rows = await t().database.db.select().from(bookings).where(eq(bookings.eventId, event._id));
    expect(rows).toHaveLength(55);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(55);
    // One "received" email per booking of the burst, naming its reference, and none for a refusal.
    for (const [i, r] of results.entries()) {
      const mails = await outboxFor(burst[i]!.email as string, 'booking-received');
      if (r.statusCode === 201) {
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toContain(r.json().data.reference);
      } else expect(mails).toHaveLength(0);
    }
  });
  it('sells exactly the seats there are when two processes book the same event at once', async () => {
    // Two desks are two batchers, as two server processes have: their transactions meet only in the
    // database (on PostgreSQL, on separate pooled connections), where the event row lock orders them.
    const event = await createEventViaApi(t(), admin, { totalSeats: 60 });
    const desks = [1, 2].map(() => createBookingDesk(t().database.db, t().config));
    const attempts = Array.from({ length: 200 }, (_, i) =>
      desks[i % 2]!(bookingPayload(event._id) as BookingRequest).then(
        () => 'booked',
        (error: Error) => error.message,
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(60);
    expect(outcomes.filter((o) => o === AR_BOOKING_FORM.soldOut)).toHaveLength(140);
    expect(await seatsOf(event._id)).toBe(0);
    const [count] = await t()
      .database.db.select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.eventId, event._id));
    expect(Number(count!.n)).toBe(60);
  });
});

describe('reviewing bookings', () => {
  it('lists bookings newest first without rejected ones, filtered by event and search', async () => {
    const event = await createEventViaApi(t(), admin, { name: 'مؤتمر البحث' });
    const other = await createEventViaApi(t(), admin);
    const a = (
      await book(bookingPayload(event._id, { fullName: 'Ahmed Samir', paymentNumber: 'ahmed@ipa' }))
    ).json().data;
    const b = (
      await book(
        bookingPayload(event._id, {
          fullName: 'Mona Adel',
          paymentMethod: 'VodafoneCash',
          paymentNumber: '01099998888',
        }),
      )
    ).json().data;
    const c = (await book(bookingPayload(event._id, { fullName: 'Rejected Person' }))).json().data;
    await book(bookingPayload(other._id, { fullName: 'Ahmed Other' }));
    expect((await decide(c._id, 'Rejected')).statusCode).toBe(200);

    const list = await t().app.inject({
      url: `/api/events/bookings?eventId=${event._id}`,
      headers: bearer(supporter),
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data;
    expect(rows.map((r: { _id: string }) => r._id)).toEqual([b._id, a._id]);
    expect(rows[0]).toMatchObject({
      _id: b._id,
      reference: b.reference,
      event: { _id: event._id, name: 'مؤتمر البحث' },
      nationalId: b.nationalId,
      fullName: 'Mona Adel',
      email: b.email,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01099998888',
      status: 'Pending',
      checkedInAt: null,
    });

    const search = async (q: string) =>
      (
        await t().app.inject({
          url: `/api/events/bookings?eventId=${event._id}&q=${encodeURIComponent(q)}`,
          headers: bearer(admin),
        })
      )
        .json()
        .data.map((r: { _id: string }) => r._id);
    expect(await search('ahmed s')).toEqual([a._id]);
    expect(await search('9998')).toEqual([b._id]);
    expect(await search(b.reference.toLowerCase())).toEqual([b._id]);
    expect(await search('%')).toEqual([]);

    const all = (await t().app.inject({ url: '/api/events/bookings?q=ahmed', headers: bearer(admin) })).json()
      .data;
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('accepts a pending booking once, queues the ticket email, and shows the ticket page', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 3 });
    const email = 'ticket.holder@example.com';
    const booking = (await book(bookingPayload(event._id, { email }))).json().data;
    const accepted = await decide(booking._id, 'Accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ _id: booking._id, status: 'Accepted' });
    expect(await seatsOf(event._id)).toBe(2);

    const again = await decide(booking._id, 'Rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(AR_BOOKINGS.finalStatus);
    expect(await seatsOf(event._id)).toBe(2);

    const [mail] = await outboxFor(email, 'booking-accepted');
    expect(mail!.subject).toBe(AR_BOOKING_EMAILS.acceptedSubject('ملتقى التسويق الرقمي'));
    // The link opens the booker's page (its own token); the QR (cid image) is the admission token.
    const token = signBookerToken(t().config.ticketSecret, booking._id);
    expect(mail!.html).toContain(`${t().config.publicUrl}/ticket/${token}`);
    const qr = mail!.attachments.find((a) => a.contentType === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(mail!.html).toContain(`cid:${qr!.cid}`);
    expect(Buffer.from(qr!.contentBase64, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    const ics = mail!.attachments.find((a) => a.filename.endsWith('.ics'));
    const icsText = Buffer.from(ics!.contentBase64, 'base64').toString('utf8');
    expect(icsText).toContain('BEGIN:VEVENT');
    const dtStart = event.date.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(icsText).toContain(`DTSTART:${dtStart}`);

    const ticket = await t().app.inject({ url: `/api/tickets/${token}` });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json().data).toMatchObject({
      reference: booking.reference,
      fullName: booking.fullName,
      status: 'Accepted',
      checkedInAt: null,
      event: { _id: event._id, name: 'ملتقى التسويق الرقمي', location: 'القاهرة' },
      qrCodeData: signTicket(t().config.ticketSecret, booking._id),
    });
    expect(ticket.json().data.qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);

    const forged = await t().app.inject({ url: `/api/tickets/${forgedToken(token)}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error).toBe(AR_BOOKINGS.bookingNotFound);
  });

  it('rejects a pending booking, returns its seat and emails the customer', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 2 });
    const email = 'rejected.one@example.com';
    const booking = (await book(bookingPayload(event._id, { email }))).json().data;
    expect(await seatsOf(event._id)).toBe(1);
    const res = await decide(booking._id, 'Rejected', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('Rejected');
    expect(await seatsOf(event._id)).toBe(2);
    expect(await outboxFor(email, 'booking-rejected')).toHaveLength(1);
    expect((await decide(booking._id, 'Accepted')).statusCode).toBe(409);
    expect(await seatsOf(event._id)).toBe(2);
  });

  it('gives one winner when accept and reject race', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 2 });
    const booking = (await book(bookingPayload(event._id))).json().data;
    const results = await Promise.all([decide(booking._id, 'Accepted'), decide(booking._id, 'Rejected')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const final = results.find((r) => r.statusCode === 200)!.json().data.status;
    expect(await seatsOf(event._id)).toBe(final === 'Rejected' ? 2 : 1);
  });

  it('answers 404 for unknown bookings and 400 for a status other than Accepted or Rejected', async () => {
    expect((await decide('00000000-0000-4000-8000-000000000000', 'Accepted')).statusCode).toBe(404);
    expect((await decide('nope', 'Accepted')).statusCode).toBe(404);
    const event = await createEventViaApi(t(), admin);
    const booking = (await book(bookingPayload(event._id))).json().data;
    const bad = await decide(booking._id, 'Pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(AR_BOOKINGS.statusInvalid);
  });

  it('expires a pending booking past its deadline with no proof when the list is read', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 4 });
    const email = 'late.payer@example.com';
    const stale = (await book(bookingPayload(event._id, { email }))).json().data;
    const fresh = (await book(bookingPayload(event._id))).json().data;
    await t()
      .database.db.update(bookings)
      .set({ createdAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(bookings.id, stale._id));
    expect(await seatsOf(event._id)).toBe(2);

    const list = await t().app.inject({
      url: `/api/events/bookings?eventId=${event._id}`,
      headers: bearer(admin),
    });
    expect(list.json().data.map((r: { _id: string }) => r._id)).toEqual([fresh._id]);
    expect(await seatsOf(event._id)).toBe(3);
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, stale._id));
    expect(row).toMatchObject({ status: 'Rejected', rejectionCause: 'expired' });
    const mails = await outboxFor(email, 'booking-expired');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain(stale.reference);
    expect((await decide(stale._id, 'Accepted')).statusCode).toBe(409);
  });
});

describe('exporting bookings', () => {
  it('exports every booking of an event as an Excel-friendly CSV with Arabic intact and formulas defused', async () => {
    const event = await createEventViaApi(t(), admin, { name: 'حفل الختام' });
    const a = (await book(bookingPayload(event._id, { fullName: '=HYPERLINK("evil")' }))).json().data;
    const b = (await book(bookingPayload(event._id, { fullName: 'نور, "الهدى"' }))).json().data;
    await decide(b._id, 'Rejected');

    const res = await t().app.inject({
      url: `/api/events/bookings/export?eventId=${event._id}`,
      headers: bearer(supporter),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings.csv"; filename\*=UTF-8''/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      [
        AR_BOOKINGS.csv.reference,
        AR_BOOKINGS.csv.fullName,
        AR_BOOKINGS.csv.nationalId,
        AR_BOOKINGS.csv.ticketNumber,
        AR_BOOKINGS.csv.email,
        AR_BOOKINGS.csv.paymentMethod,
        AR_BOOKINGS.csv.paymentNumber,
        AR_BOOKINGS.csv.amount,
        AR_BOOKINGS.csv.status,
        AR_BOOKINGS.csv.createdAt,
        AR_BOOKINGS.csv.decidedBy,
        AR_BOOKINGS.csv.decidedAt,
        AR_BOOKINGS.csv.checkedInAt,
        AR_BOOKINGS.csv.transactionId,
        AR_BOOKINGS.csv.reason,
        AR_TYPES.csvType,
        AR_TYPES.csvPrice,
        AR_TYPES.csvCode,
        AR_TYPES.csvDiscount,
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    );
    expect(lines).toHaveLength(3);
    // Every cell quoted (docs/api/bookings.md#reference-code), a formula's start defused.
    expect(lines[1]).toContain(`"${a.reference}","'=HYPERLINK(""evil"")"`);
    expect(lines[1]).toContain(AR_BOOKING_STATUS.Pending);
    expect(lines[2]).toContain('"نور, ""الهدى"""');
    expect(lines[2]).toContain(AR_BOOKING_STATUS.Rejected);
    expect(lines[2]).toMatch(/,"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","","","","دخول عام","[\d.]+","",""$/);
  });

  it('needs an event and answers 404 for an unknown one', async () => {
    const missing = await t().app.inject({ url: '/api/events/bookings/export', headers: bearer(admin) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(AR_BOOKINGS.exportEventRequired);
    const unknown = await t().app.inject({
      url: '/api/events/bookings/export?eventId=00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('who may review bookings', () => {
  it('answers 401 without a token and 403 for roles other than Admin and Supporter', async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = (await book(bookingPayload(event._id))).json().data;
    const contant = await signIn(t(), 'Contant');
    const scanner = await signIn(t(), 'Scanner');
    const calls = [
      { method: 'GET' as const, url: '/api/events/bookings' },
      { method: 'GET' as const, url: `/api/events/bookings/export?eventId=${event._id}` },
      {
        method: 'PUT' as const,
        url: `/api/events/bookings/${booking._id}/status`,
        payload: { status: 'Accepted' },
      },
    ];
    for (const call of calls) {
      expect((await t().app.inject(call)).statusCode).toBe(401);
      for (const token of [contant.token, scanner.token]) {
        expect((await t().app.inject({ ...call, headers: bearer(token) })).statusCode).toBe(403);
      }
    }
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.status).toBe('Pending');
  });
});

describe('booking rate limit', () => {
  it('answers 429 with the Arabic message after 120 booking requests a minute from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/events/bookings', payload: { eventId: 'x' } });
      for (let i = 0; i < BOOKINGS_PER_MINUTE; i++) expect((await send()).statusCode).toBe(400);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(AR_SERVER.rateLimited);
    } finally {
      await limited.close();
    }
  });
});
