import { randomUUID } from 'node:crypto';
import { AR_TICKET, sampleNationalId } from '@app/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi, multipart, pngImage } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { qrPng } from '../../lib/qr-code';
import { signBookerToken, signTicket, verifyTicket } from '../bookings/booking-tokens';

/** docs/api/booker-page.md#view: the booker's view and downloads of a booking of several tickets. */
const t = useTestApp();
let admin: string;
let seq = 40_000 + Math.floor(Math.random() * 10_000);

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

const GUESTS = ['ليلى حسن', 'عمر حسن'];

async function bookGroup(eventId: string, guests = GUESTS) {
  seq += 10;
  const res = await t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId,
      nationalId: sampleNationalId(seq),
      fullName: 'منى حسن',
      email: `group${seq}@example.com`,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
      guests: guests.map((fullName, i) => ({ fullName, nationalId: sampleNationalId(seq + i + 1) })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  return { ...data, token: data.ticketUrl.replace('/ticket/', '') as string };
}

function view(token: string) {
  return t().app.inject({ url: `/api/tickets/${token}` });
}

async function accept(id: string) {
  const res = await t().app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${id}/status`,
    headers: bearer(admin),
    payload: { status: 'Accepted' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a booking of several tickets, as its booker sees it', () => {
  it('answers the booking with its quantity, amount and every ticket, the booker first', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 150 });
    const booking = await bookGroup(event._id);
    expect(booking).toMatchObject({ quantity: 3, amount: 450, fullName: 'منى حسن' });
    expect(booking.tickets.map((ticket: { fullName: string }) => ticket.fullName)).toEqual([
      'منى حسن',
      ...GUESTS,
    ]);
    // The booker's answer names the holders but never shows their national IDs.
    for (const ticket of booking.tickets) {
      expect(ticket).toEqual({
        _id: expect.any(String),
        fullName: expect.any(String),
        checkedInAt: null,
        // docs/api/ticket-types.md#amounts: each ticket's type and what it costs.
        ticketType: { _id: expect.any(String), name: 'دخول عام' },
        price: 150,
      });
    }
  });

  it('shows every ticket with its holder, and its own QR code only once Accepted', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 150 });
    const booking = await bookGroup(event._id);

    const pending = (await view(booking.token)).json().data;
    expect(pending).toMatchObject({ quantity: 3, amount: 450, qrCodeData: null, qrSvg: null });
    expect(pending.tickets).toHaveLength(3);
    for (const ticket of pending.tickets) {
      expect(ticket).not.toHaveProperty('qrCodeData');
      expect(ticket).not.toHaveProperty('qrSvg');
      expect(ticket).not.toHaveProperty('nationalId');
    }

    await accept(booking._id);
    const res = await view(booking.token);
    expect(res.statusCode).toBe(200);
    const accepted = res.json().data;
    expect(accepted.tickets.map((ticket: { fullName: string }) => ticket.fullName)).toEqual([
      'منى حسن',
      ...GUESTS,
    ]);
    const ids = accepted.tickets.map((ticket: { _id: string }) => ticket._id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBe(booking._id);
    for (const ticket of accepted.tickets) {
      // Each QR admits its own holder: the ticket's signed admission token, never the page's key.
      expect(verifyTicket(t().config.ticketSecret, ticket.qrCodeData)).toBe(ticket._id);
      expect(ticket.qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(ticket.qrImageUrl).toBe(`/api/tickets/${booking.token}/tickets/${ticket._id}/qr.png`);
    }
    // The top-level QR stays the booker's own, for clients written before section 13.
    expect(accepted.qrCodeData).toBe(accepted.tickets[0].qrCodeData);
    expect(accepted.qrSvg).toBe(accepted.tickets[0].qrSvg);
  });

  it("keeps the booker's page of a single booking as it was, with one ticket", async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 90 });
    const single = await bookGroup(event._id, []);
    await accept(single._id);
    const data = (await view(single.token)).json().data;
    expect(data).toMatchObject({ quantity: 1, amount: 90 });
    expect(data.tickets).toEqual([
      expect.objectContaining({ _id: single._id, fullName: 'منى حسن', qrCodeData: data.qrCodeData }),
    ]);
  });
});

describe("downloading one ticket's QR code", () => {
  it('gives each ticket its own PNG behind the booker token, never cached', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 150 });
    const booking = await bookGroup(event._id);
    await accept(booking._id);
    const { tickets } = (await view(booking.token)).json().data;

    for (const [n, ticket] of tickets.entries()) {
      const res = await t().app.inject({ url: ticket.qrImageUrl });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(String(res.headers['cache-control'])).toContain('no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="ticket-${booking.reference}-${n + 1}.png"`,
      );
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBeGreaterThanOrEqual(320);
      // The very code the door admits this ticket's holder with.
      const expected = await qrPng(signTicket(t().config.ticketSecret, ticket._id), meta.width);
      expect(res.rawPayload.equals(expected)).toBe(true);
    }
  });

  it('answers 409 before the booking is Accepted, 404 for another booking, a forged link or a QR token', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 150 });
    const booking = await bookGroup(event._id);
    const other = await bookGroup(event._id, ['سلمى علي']);
    const guestId = booking.tickets[1]._id;
    const qrOf = (token: string, ticketId: string) =>
      t().app.inject({ url: `/api/tickets/${token}/tickets/${ticketId}/qr.png` });

    const early = await qrOf(booking.token, guestId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, error: AR_TICKET.server.qrNotIssued });

    await accept(booking._id);
    await accept(other._id);
    expect((await qrOf(booking.token, guestId)).statusCode).toBe(200);
    // Another booking's ticket through this link, an unknown id, a malformed id.
    for (const ticketId of [other.tickets[1]._id, randomUUID(), 'not-an-id']) {
      const res = await qrOf(booking.token, ticketId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: AR_TICKET.server.ticketNotFound });
    }
    // The QR's own token (seen at the door) or a forged key opens nothing.
    const secret = t().config.ticketSecret;
    for (const token of [signTicket(secret, booking._id), `${signBookerToken(secret, booking._id)}x`]) {
      expect((await qrOf(token, guestId)).statusCode).toBe(404);
    }
  });

  it('stops serving a Cancelled booking', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 0 });
    const booking = await bookGroup(event._id);
    expect(booking.status).toBe('Accepted');
    const url = `/api/tickets/${booking.token}/tickets/${booking.tickets[2]._id}/qr.png`;
    expect((await t().app.inject({ url })).statusCode).toBe(200);
    const cancelled = await t().app.inject({ method: 'POST', url: `/api/tickets/${booking.token}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await t().app.inject({ url })).statusCode).toBe(409);
  });
});

describe('the proof of a group', () => {
  it('is one proof for the whole booking, and its page keeps every ticket', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 150 });
    const booking = await bookGroup(event._id);
    const proof = multipart({ transactionId: 'TX-GROUP-1' }, { bytes: await pngImage() });
    const res = await t().app.inject({
      method: 'POST',
      url: `/api/tickets/${booking.token}/payment-proof`,
      headers: proof.headers,
      payload: proof.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ quantity: 3, amount: 450 });
    expect(res.json().data.tickets).toHaveLength(3);
  });
});
