import { AR } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi, multipart, pngImage } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings, emailOutbox, events, storedImages } from '../../db/schema';
import { signTicket } from './ticket-token';

const S = AR.ticket.server;
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
  expect(data.ticketUrl).toMatch(/^\/ticket\/T1\.[0-9a-f-]{36}\.[\w-]+$/);
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

async function seatsOf(eventId: string) {
  const [row] = await t().database.db.select().from(events).where(eq(events.id, eventId));
  return row!.availableSeats;
}

async function outbox(to: string, kind: string) {
  return t()
    .database.db.select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));
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
    const forged = `${booking.token.slice(0, -2)}xx`;
    for (const token of [
      forged,
      'nonsense',
      signTicket('another-secret-that-is-long-enough-000000', booking.id),
    ]) {
      const res = await view(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: AR.bookings.bookingNotFound });
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
      qrCodeData: booking.token,
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

  it('answers "find my bookings" alike for known and unknown addresses, and mails the links once', async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await bookOn(event._id);
    const known = await t().app.inject({
      method: 'POST',
      url: '/api/tickets/resend',
      payload: { email: booking.email.toUpperCase() },
    });
    const unknown = await t().app.inject({
      method: 'POST',
      url: '/api/tickets/resend',
      payload: { email: 'nobody.here@example.com' },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mails = await outbox(booking.email, 'booking-links');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/ticket/${booking.token}`);
    expect(await outbox('nobody.here@example.com', 'booking-links')).toHaveLength(0);
    const bad = await t().app.inject({
      method: 'POST',
      url: '/api/tickets/resend',
      payload: { email: 'a@b.co?cc=x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
