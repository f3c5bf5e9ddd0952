import { sampleNationalId } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signTicket } from '../src/modules/bookings/booking-tokens';
import { createEventViaApi } from './helpers/events';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * docs/api/README.md#caching-and-compression: answers that carry tokens or personal data are `Cache-Control: no-store`,
 * so no browser history, disk cache or proxy keeps them; the public listings stay cacheable.
 */
const t = useTestApp();
let admin: Awaited<ReturnType<typeof signIn>>;
let event: { _id: string };

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
  event = await createEventViaApi(t(), admin.token, { name: 'ليلة الخصوصية' });
});

const noStore = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['cache-control'] ?? '')
    .split(',')
    .map((d) => d.trim())
    .includes('no-store');

async function book() {
  const res = await t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId: event._id,
      nationalId: sampleNationalId(660_000 + Math.floor(Math.random() * 1000)),
      fullName: 'رنا خالد',
      email: `rana${Math.floor(Math.random() * 1e6)}@example.com`,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
    },
  });
  expect(res.statusCode).toBe(201);
  return res;
}

describe('Cache-Control: no-store', () => {
  it('on sign-in, refresh, profile and the users list (tokens, accounts)', async () => {
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: admin.username, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    expect(noStore(login)).toBe(true);
    const refreshed = await t().app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: login.json().data.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(noStore(refreshed)).toBe(true);
    const badLogin = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: admin.username, password: 'wrong-password' },
    });
    expect(badLogin.statusCode).toBe(401);
    expect(noStore(badLogin)).toBe(true);

    for (const url of ['/api/users/profile', '/api/users']) {
      const res = await t().app.inject({ url, headers: bearer(admin.token) });
      expect(res.statusCode, url).toBe(200);
      expect(noStore(res), url).toBe(true);
    }
  });

  it('on the booking answer, the staff list and export, the ticket and a check-in', async () => {
    const booked = await book();
    expect(noStore(booked)).toBe(true);
    const { _id: id, ticketUrl } = booked.json().data as { _id: string; ticketUrl: string };

    const ticket = await t().app.inject({ url: ticketUrl.replace('/ticket/', '/api/tickets/') });
    expect(ticket.statusCode).toBe(200);
    expect(noStore(ticket)).toBe(true);

    for (const url of ['/api/events/bookings', `/api/events/bookings/export?eventId=${event._id}`]) {
      const res = await t().app.inject({ url, headers: bearer(admin.token) });
      expect(res.statusCode, url).toBe(200);
      expect(noStore(res), url).toBe(true);
    }

    const accepted = await t().app.inject({
      method: 'PUT',
      url: `/api/events/bookings/${id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'Accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(noStore(accepted)).toBe(true);

    const scanner = await signIn(t(), 'Scanner');
    const checkIn = await t().app.inject({
      method: 'POST',
      url: '/api/events/bookings/verify-qr',
      headers: bearer(scanner.token),
      payload: { qrCodeData: signTicket(t().config.ticketSecret, id), eventId: event._id },
    });
    expect(checkIn.statusCode).toBe(200);
    expect(noStore(checkIn)).toBe(true);
  });

  it('leaves the public listings cacheable, but not when a staff token may change them', async () => {
    for (const url of ['/api/events', `/api/events/event/${event._id}`, '/api/projects']) {
      const res = await t().app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(noStore(res), url).toBe(false);
      const staff = await t().app.inject({ url, headers: bearer(admin.token) });
      expect(noStore(staff), `${url} as staff`).toBe(true);
    }
  });
});
