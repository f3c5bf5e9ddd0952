import { AR_BOOKING_ERRORS, AR_SERVER, type BookingRequest, EN, LIMITS, sampleNationalId } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../../test/helpers/events';
import { signIn, useTestApp } from '../../../test/test-app';
import { bookBatch } from './book-seats';

/**
 * docs/api/bookings.md#how-seats-are-taken, docs/api/bookings.md#booking-rules and docs/api/README.md#input-hygiene under a sales rush: one hostile or broken request fails alone,
 * every text is refused with a 400 naming its field before it reaches the database, and one address
 * cannot hold more than HOLDS_PER_EMAIL seats of an event.
 */
const t = useTestApp();
let admin: string;
let n = 500_000;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

function payload(eventId: string, overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    eventId,
    nationalId: sampleNationalId(n),
    fullName: 'ياسمين عبد الله 🎟️',
    email: `rush${n}@example.com`,
    paymentMethod: 'InstaPay',
    paymentNumber: 'yasmin@instapay',
    ...overrides,
  };
}

function book(body: unknown) {
  return t().app.inject({ method: 'POST', url: '/api/events/bookings', payload: body as object });
}

describe('a booking burst with hostile input', () => {
  it('30 concurrent bookings, one with a NUL in its name: 29 booked, 1 refused with 400 naming the field', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 40 });
    const bodies = Array.from({ length: 30 }, (_, i) =>
      payload(event._id, i === 13 ? { fullName: 'محمد\u0000علي' } : {}),
    );
    const results = await Promise.all(bodies.map(book));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(29);
    expect(statuses[13]).toBe(400);
    expect(results[13]!.json()).toMatchObject({
      success: false,
      error: AR_SERVER.textInvalid,
      errors: [{ msg: AR_SERVER.textInvalid, path: 'fullName' }],
    });
  });

  it('refuses control characters and lone surrogates in every text, in bookings and the contact form', async () => {
    const event = await createEventViaApi(t(), admin);
    for (const [field, value] of [
      ['fullName', 'نور\ud800'],
      ['fullName', 'نور\u001b[31m'],
      ['fullName', 'سطر\nثان'],
      ['paymentNumber', 'pay\u0000ment'],
    ] as const) {
      const res = await book(payload(event._id, { [field]: value }));
      expect(res.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().errors[0]).toEqual({ msg: AR_SERVER.textInvalid, path: field });
    }
    const contact = (message: string, fullName = 'Omar Khaled') =>
      t().app.inject({
        method: 'POST',
        url: '/api/contact/contact-messages',
        payload: {
          fullName,
          email: 'omar@example.com',
          phone: '01012345678',
          requestType: 'Inquiry',
          message,
        },
      });
    const lone = await contact('Hello \udc00 there');
    expect(lone.statusCode).toBe(400);
    expect(lone.json().errors[0]).toEqual({ msg: EN.server.textInvalid, path: 'message' });
    expect((await contact('Hi', 'Omar\u0000')).json().errors[0].path).toBe('fullName');
    // Arabic, emoji, tabs and line breaks in a multi-line message are fine.
    expect((await contact('مرحباً 👋\n\tسطر ثانٍ')).statusCode).toBe(201);
  });

  it('takes one strict email rule: no ?, &, spaces or quotes', async () => {
    const event = await createEventViaApi(t(), admin);
    for (const email of [
      'a@b.co?cc=x@evil.com',
      'a&b@example.com',
      'a b@example.com',
      '"a"@example.com',
      'a@b',
    ]) {
      const res = await book(payload(event._id, { email }));
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors[0]).toEqual({ msg: AR_BOOKING_ERRORS.emailInvalid, path: 'email' });
    }
    const contact = await t().app.inject({
      method: 'POST',
      url: '/api/contact/contact-messages',
      payload: {
        fullName: 'Omar',
        email: 'a@b.co?cc=x',
        phone: '01012345678',
        requestType: 'Inquiry',
        message: 'Hi',
      },
    });
    expect(contact.json().errors[0]).toEqual({ msg: EN.contact.emailInvalid, path: 'email' });
  });

  it('checks the structure of an Egyptian national ID', async () => {
    const event = await createEventViaApi(t(), admin);
    for (const nationalId of ['12345678901234', '29913011234567', '32701011234567', '29901014012345']) {
      const res = await book(payload(event._id, { nationalId }));
      expect(res.statusCode, nationalId).toBe(400);
      expect(res.json().errors[0]).toEqual({ msg: 'الرقم القومي غير صحيح', path: 'nationalId' });
    }
    expect((await book(payload(event._id, { nationalId: '30502158812345' }))).statusCode).toBe(201);
  });

  it(`lets one email hold at most ${LIMITS.holdsPerEmail} active bookings of an event, even when they arrive together`, async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 30 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        book(payload(event._id, { email: i % 2 ? 'Hoarder@Example.com' : 'hoarder@example.com' })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(LIMITS.holdsPerEmail);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().errors[0]).toEqual({
      msg: AR_BOOKING_ERRORS.tooManyForEmail(LIMITS.holdsPerEmail),
      path: 'email',
    });
    // Another event is another allowance.
    const other = await createEventViaApi(t(), admin);
    expect((await book(payload(other._id, { email: 'hoarder@example.com' }))).statusCode).toBe(201);
  });

  it('counts a mailbox, however its address is written (case, +tag, Gmail dots, googlemail.com)', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 30 });
    const forms = [
      'scalper@gmail.com',
      'Scalper@Gmail.com',
      's.calper@gmail.com',
      'scalper+2@gmail.com',
      'S.Cal.Per+x@googlemail.com',
    ];
    for (const email of forms)
      expect((await book(payload(event._id, { email }))).statusCode, email).toBe(201);
    for (const email of ['s.calper@gmail.com', 'scalper+2@gmail.com', 'scalper@googlemail.com']) {
      const res = await book(payload(event._id, { email }));
      expect(res.statusCode, email).toBe(409);
      expect(res.json().errors[0]).toEqual({
        msg: AR_BOOKING_ERRORS.tooManyForEmail(LIMITS.holdsPerEmail),
        path: 'email',
      });
    }
    // Arriving together, in one round, the forms are still one mailbox.
    const burst = await createEventViaApi(t(), admin, { totalSeats: 30 });
    const results = await Promise.all(
      [...forms, 'scal.per+3@gmail.com', 'SCALPER@gmail.com'].map((email) =>
        book(payload(burst._id, { email })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(LIMITS.holdsPerEmail);
    // Other mailboxes: dots count outside Gmail, and another Gmail name is another person.
    for (const email of ['scalper2@gmail.com', 's.calper@example.com', 'scalper@example.com']) {
      expect((await book(payload(event._id, { email }))).statusCode, email).toBe(201);
    }
  });

  it('gives the seat of a request refused for its address to the next request in line', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 7 });
    const email = 'family@example.com';
    const held = Array.from({ length: LIMITS.holdsPerEmail - 1 }, () => payload(event._id, { email }));
    for (const body of held) expect((await book(body)).statusCode).toBe(201);
    // One batch for the last 3 seats: the address's last allowed hold, one too many, two other visitors.
    const requests = [
      payload(event._id, { email }),
      payload(event._id, { email }),
      payload(event._id),
      payload(event._id),
    ] as BookingRequest[];
    const answers = await bookBatch(t().database.db, t().config, event._id, requests);
    expect(answers.map((a) => (a instanceof Error ? a.message : 201))).toEqual([
      201,
      AR_BOOKING_ERRORS.tooManyForEmail(LIMITS.holdsPerEmail),
      201,
      201,
    ]);
    const seats = await t().app.inject({ url: `/api/events/event/${event._id}` });
    expect(seats.json().data.availableSeats).toBe(0);
  });

  it('decides the other requests of a batch when the database refuses one of them', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 10 });
    // Past the schemas (as a future field or a bug might let through): the database refuses the NUL.
    const requests = Array.from({ length: 6 }, (_, i) =>
      payload(event._id, i === 2 ? { fullName: 'bad\u0000name' } : {}),
    ) as BookingRequest[];
    const answers = await bookBatch(t().database.db, t().config, event._id, requests);
    expect(
      answers.map((a) => (a instanceof Error ? (a as { statusCode?: number }).statusCode : 201)),
    ).toEqual([201, 201, 400, 201, 201, 201]);
    const seats = await t().app.inject({ url: `/api/events/event/${event._id}` });
    expect(seats.json().data.availableSeats).toBe(5);
  });
});
