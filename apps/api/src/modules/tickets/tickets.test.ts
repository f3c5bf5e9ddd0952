import { AR_BOOKINGS, AR_TICKET } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgedToken, openSeats } from '../../../test/helpers/bookings';
import { createEventViaApi, multipart, pngImage } from '../../../test/helpers/events';
import { queuedEmails } from '../../../test/helpers/outbox';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings, emailOutbox, storedImages } from '../../db/schema';
import { signBookerToken, signTicket } from '../bookings/booking-tokens';
import { RESEND_EMAILS_PER_HOUR, resendsSettled } from './resend-links';

const S = AR_TICKET.server;
const t = useTestApp();
let admin: string;
let counter = 0;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

/** A valid Egyptian national ID (born 1999-01-01, governorate 12) and an address, new each call. */
function visitor() {
  counter += 1;
  return {
    nationalId: `2990101120${String(counter).padStart(4, '0')}`,
    email: `booker${counter}.${Date.now()}@example.com`,
  };
}

async function bookOn(eventId: string) {
  const person = visitor();
  const res = await t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId,
      ...person,
      fullName: 'سارة أحمد',
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  expect(data.ticketUrl).toMatch(/^\/ticket\/B1\.[0-9a-f-]{36}\.[\w-]+$/);
  return { id: data._id as string, token: data.ticketUrl.replace('/ticket/', '') as string, ...person };
}

function view(token: string) {
  return t().app.inject({ url: `/api/tickets/${token}` });
}

async function screenshot(format: 'png' | 'webp' | 'jpeg' = 'png') {
  return sharp({ create: { width: 390, height: 844, channels: 3, background: '#eef' } })
    .toFormat(format)
    .toBuffer();
}

function sendProof(
  token: string,
  fields: Record<string, string>,
  file?: { bytes: Buffer; contentType?: string },
) {
  const body = multipart(fields, file);
  return t().app.inject({
    method: 'POST',
    url: `/api/tickets/${token}/payment-proof`,
    headers: body.headers,
    payload: body.payload,
  });
}

function accept(id: string) {
  return t().app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${id}/status`,
    headers: bearer(admin),
    payload: { status: 'Accepted' },
  });
}

const seatsOf = (eventId: string) => openSeats(t(), eventId);

/** The queued emails to an address as the sender sends them (rendered from their facts). */
function outbox(to: string, kind: string) {
  return queuedEmails(t(), and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));
}

describe("the booker's own page", () => {
  it('shows a Pending booking: amount, where to pay, deadline; no national ID, payment number or QR', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 250 });
    const booking = await bookOn(event._id);
    const res = await view(booking.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const ticket = res.json().data;
    expect(ticket).toMatchObject({
      _id: booking.id,
      status: 'Pending',
      amount: 250,
      payment: { instaPay: t().config.payment.instaPay, vodafoneCash: t().config.payment.vodafoneCash },
      proof: null,
      reason: null,
      canCancel: true,
      qrCodeData: null,
      qrSvg: null,
      event: { _id: event._id },
    });
    const left = Date.parse(ticket.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(23.9 * 3_600_000);
    expect(left).toBeLessThanOrEqual(24 * 3_600_000);
    expect(res.body).not.toContain(booking.nationalId);
    expect(res.body).not.toContain('01012345678');
  });

  it('answers 404 for a forged, malformed or unknown link', async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await bookOn(event._id);
    const forged = forgedToken(booking.token);
    for (const token of [
      forged,
      'nonsense',
      signBookerToken('another-secret-that-is-long-enough-000000', booking.id),
    ]) {
      const res = await view(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: AR_BOOKINGS.bookingNotFound });
    }
  });

  it('takes a proof of payment while Pending, keeps it private, and replaces it with a newer one', async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await bookOn(event._id);
    const first = await sendProof(
      booking.token,
      { transactionId: 'TX-12345', senderNumber: '010 1234 5678' },
      {
        bytes: await screenshot('png'),
      },
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(S.proofSaved);
    const proof = first.json().data.proof;
    expect(proof).toMatchObject({ transactionId: 'TX-12345', senderNumber: '01012345678' });

    // The link's holder sees the screenshot; nobody finds it on a public path.
    const image = await t().app.inject({ url: proof.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.proofImage).toMatch(/^\/private\/proofs\//);
    expect((await t().app.inject({ url: row!.proofImage! })).statusCode).toBe(404);
    expect(
      (await t().app.inject({ url: row!.proofImage!.replace('/private/', '/uploads/') })).statusCode,
    ).toBe(404);

    // Staff who verify payments see it; other roles and strangers do not.
    const staffUrl = `/api/events/bookings/${booking.id}/payment-proof`;
    const supporter = await signIn(t(), 'Supporter');
    const scanner = await signIn(t(), 'Scanner');
    expect((await t().app.inject({ url: staffUrl, headers: bearer(supporter.token) })).statusCode).toBe(200);
    expect((await t().app.inject({ url: staffUrl, headers: bearer(scanner.token) })).statusCode).toBe(403);
    expect((await t().app.inject({ url: staffUrl })).statusCode).toBe(401);

    const second = await sendProof(booking.token, {}, { bytes: await screenshot('webp') });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.proof).toMatchObject({ transactionId: null, senderNumber: null });
    const [left] = await t()
      .database.db.select({ n: sql<number>`count(*)::int` })
      .from(storedImages)
      .where(eq(storedImages.path, row!.proofImage!));
    expect(left!.n).toBe(0);
  });

  it('refuses a proof that is not a screenshot, is missing, or comes with a bad transaction ID', async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await bookOn(event._id);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const cases: [Promise<{ statusCode: number; json: () => { error: string } }>, number, string][] = [
      [sendProof(booking.token, {}, { bytes: svg, contentType: 'image/png' }), 415, S.proofImageType],
      [sendProof(booking.token, { transactionId: 'TX-1' }), 400, S.proofImageRequired],
      [
        sendProof(booking.token, { transactionId: 'x'.repeat(41) }, { bytes: await pngImage() }),
        400,
        S.transactionIdInvalid,
      ],
      [
        sendProof(booking.token, { senderNumber: 'call me' }, { bytes: await pngImage() }),
        400,
        S.senderNumberInvalid,
      ],
    ];
    for (const [call, status, message] of cases) {
      const res = await call;
      expect([res.statusCode, res.json().error]).toEqual([status, message]);
    }
  });

  it('refuses a proof once the booking is no longer Pending (409), and shows the QR once Accepted', async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await bookOn(event._id);
    expect((await accept(booking.id)).statusCode).toBe(200);
    const res = await sendProof(booking.token, {}, { bytes: await pngImage() });
    expect([res.statusCode, res.json().error]).toEqual([409, S.proofNotPending]);
    const ticket = (await view(booking.token)).json().data;
    expect(ticket).toMatchObject({
      status: 'Accepted',
      // The QR is the admission token, not this page's key.
      qrCodeData: signTicket(t().config.ticketSecret, booking.id),
      expiresAt: null,
      payment: null,
    });
    expect(ticket.qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('cancels a Pending booking: seat back, email sent, final', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 3 });
    const booking = await bookOn(event._id);
    expect(await seatsOf(event._id)).toBe(2);
    const res = await t().app.inject({ method: 'POST', url: `/api/tickets/${booking.token}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: 'Cancelled', canCancel: false },
      message: S.cancelledOk,
    });
    expect(await seatsOf(event._id)).toBe(3);
    expect(await outbox(booking.email, 'booking-cancelled')).toHaveLength(1);
    const again = await t().app.inject({ method: 'POST', url: `/api/tickets/${booking.token}/cancel` });
    expect([again.statusCode, again.json().error]).toEqual([409, S.cannotCancel]);
    expect(await seatsOf(event._id)).toBe(3);
    // A cancelled booking no longer holds the national ID: the same person may book again.
  });

  it('cancels an Accepted booking before its event, but not after check-in', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 5 });
    const kept = await bookOn(event._id);
    const gone = await bookOn(event._id);
    await accept(kept.id);
    await accept(gone.id);
    await t().database.db.update(bookings).set({ checkedInAt: new Date() }).where(eq(bookings.id, kept.id));
    const refused = await t().app.inject({ method: 'POST', url: `/api/tickets/${kept.token}/cancel` });
    expect(refused.statusCode).toBe(409);
    const cancelled = await t().app.inject({ method: 'POST', url: `/api/tickets/${gone.token}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(await seatsOf(event._id)).toBe(4);
  });

  it("does not open the booker's page, its proof or its cancel with the QR code's token", async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await bookOn(event._id);
    expect((await sendProof(booking.token, {}, { bytes: await pngImage() })).statusCode).toBe(200);
    expect((await accept(booking.id)).statusCode).toBe(200);
    const qr = (await view(booking.token)).json().data.qrCodeData as string;
    expect(qr).toMatch(/^T1\./);
    expect(qr).not.toBe(booking.token);
    const calls = [
      view(qr),
      t().app.inject({ url: `/api/tickets/${qr}/payment-proof` }),
      t().app.inject({ method: 'POST', url: `/api/tickets/${qr}/cancel` }),
      sendProof(qr, {}, { bytes: await pngImage() }),
    ];
    for (const res of await Promise.all(calls)) {
      expect([res.statusCode, res.json().error]).toEqual([404, AR_BOOKINGS.bookingNotFound]);
    }
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('Accepted');
    // The booker's own link still works.
    expect((await view(booking.token)).statusCode).toBe(200);
  });
});

describe('POST /api/tickets/resend', () => {
  function resend(email: string) {
    return t().app.inject({ method: 'POST', url: '/api/tickets/resend', payload: { email } });
  }

  it('answers "find my bookings" alike for known and unknown addresses, and mails the links once', async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await bookOn(event._id);
    const known = await resend(booking.email.toUpperCase());
    const unknown = await resend('nobody.here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await resendsSettled();
    const mails = await outbox(booking.email, 'booking-links');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/ticket/${booking.token}`);
    expect(await outbox('nobody.here@example.com', 'booking-links')).toHaveLength(0);
    const bad = await resend('a@b.co?cc=x');
    expect(bad.statusCode).toBe(400);
  });

  it('answers before the address is looked up, so a booked address is not answered faster or slower', async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await bookOn(event._id);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Bookings locked: a look-up made before answering would wait for the lock (on PGlite for the
    // one connection) and the answer with it.
    const holder = t().database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE bookings IN ACCESS EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await lockTaken;
    const answers = Promise.all([resend(booking.email), resend('never.booked@example.com')]);
    // Answered while the lock is still held: a look-up first would wait for the release, which only
    // comes after (never, but for this limit, far above a slow machine's answer and below the test's).
    const outcome = await Promise.race([
      answers,
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 20_000)),
    ]);
    release();
    await holder;
    expect(outcome).not.toBe('waited');
    const [known, unknown] = outcome as Awaited<typeof answers>;
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    await resendsSettled();
    expect(await outbox(booking.email, 'booking-links')).toHaveLength(1);
  }, 180_000);

  it(`mails one address at most ${RESEND_EMAILS_PER_HOUR} times an hour, however often it is asked`, async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await bookOn(event._id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => resend(booking.email)));
    for (const res of answers) expect(res.statusCode).toBe(202);
    await resendsSettled();
    for (let i = 0; i < 2; i += 1) expect((await resend(booking.email)).statusCode).toBe(202);
    await resendsSettled();
    expect(await outbox(booking.email, 'booking-links')).toHaveLength(RESEND_EMAILS_PER_HOUR);
  });
});
