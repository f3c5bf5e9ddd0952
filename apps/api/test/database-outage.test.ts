import { freePort } from '@app/launcher';
import { AR_SERVER, EN, sampleNationalId } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createEventViaApi } from './helpers/events';
import { bearer, createTestApp, signIn, type TestApp, useTestApp } from './test-app';

/**
 * docs/api/operations.md#readiness, in one process: while the database cannot be reached, or refuses writes,
 * every call answers 503 in the envelope (the contact call in English), never 500; /api/ready says
 * so; and the same app serves again when the database is back. The real faults (a terminated
 * backend, a restarted server) are in database-faults.test.ts, against a private PostgreSQL.
 */
const t = useTestApp();

function booking(eventId: string, i: number) {
  return {
    eventId,
    nationalId: sampleNationalId(700_000 + i),
    fullName: 'زائر الانقطاع',
    email: `outage${i}@example.com`,
    paymentMethod: 'InstaPay',
    paymentNumber: 'pay@instapay',
  };
}

const contact = {
  fullName: 'Mona Adel',
  email: 'mona@example.com',
  phone: '01012345678',
  requestType: 'Service Request',
  message: 'We need a new website for our clinic.',
};

describe('the database cannot be reached', () => {
  let down: Awaited<ReturnType<typeof buildApp>>;
  let closeDown: () => Promise<void>;
  let adminToken: string;
  let eventId: string;

  beforeAll(async () => {
    adminToken = (await signIn(t(), 'Admin')).token;
    eventId = (await createEventViaApi(t(), adminToken, { totalSeats: 5 }))._id;
    // The same configuration and secrets, but a database address where nothing listens (refused).
    const port = await freePort();
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/gone`,
      connectTimeoutMs: 1_000,
    });
    down = await buildApp({ config: t().config, db: database.db });
    await down.ready();
    closeDown = async () => {
      await down.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await closeDown?.();
  });

  it('answers 503 with the Arabic message on public, staff and booking calls', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/events' },
      { method: 'GET' as const, url: `/api/events/event/${eventId}` },
      { method: 'POST' as const, url: '/api/events/bookings', payload: booking(eventId, 1) },
      { method: 'GET' as const, url: '/api/events/bookings', headers: bearer(adminToken) },
      { method: 'GET' as const, url: '/api/users/profile', headers: bearer(adminToken) },
      {
        method: 'POST' as const,
        url: '/api/users/login',
        payload: { username: 'x', password: 'secret-pass' },
      },
    ];
    for (const call of calls) {
      const res = await down.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        error: AR_SERVER.unavailable,
        errors: [{ msg: AR_SERVER.unavailable }],
      });
      expect(res.headers['retry-after']).toBe('5');
    }
  });

  it('answers the contact call in English', async () => {
    const res = await down.inject({ method: 'POST', url: '/api/contact/contact-messages', payload: contact });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: EN.server.unavailable });
  });

  it('is not ready, and still alive', async () => {
    const ready = await down.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, error: 'database unreachable' });
    expect((await down.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the embedded database is closed under the app', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp();
  });
  afterAll(async () => {
    await other.app.close();
  });

  it('answers 503, not 500', async () => {
    await other.database.close();
    const res = await other.app.inject({ url: '/api/events' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: AR_SERVER.unavailable });
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the database refuses writes (read-only)', () => {
  it('answers 503 on /api/ready and on a booking, and serves again once writable', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    expect((await t().app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    // PGlite has one session: setting it read-only is the whole database turning read-only.
    await t().database.db.execute(sql`SET default_transaction_read_only = on`);
    try {
      await new Promise((r) => setTimeout(r, 1_600)); // the readiness answer is reused for 1.5 s
      const ready = await t().app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, error: 'database refuses writes' });
      const booked = await t().app.inject({
        method: 'POST',
        url: '/api/events/bookings',
        payload: booking(event._id, 2),
      });
      expect(booked.statusCode).toBe(503);
      expect(booked.json()).toMatchObject({ error: AR_SERVER.unavailable });
    } finally {
      await t().database.db.execute(sql`SET default_transaction_read_only = off`);
    }
    await new Promise((r) => setTimeout(r, 1_600));
    expect((await t().app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const booked = await t().app.inject({
      method: 'POST',
      url: '/api/events/bookings',
      payload: booking(event._id, 3),
    });
    expect(booked.statusCode).toBe(201);
  });
});
