import { describe, expect, it } from 'vitest';
import { createEventViaApi } from './helpers/events';
import { bearer, createTestApp, signIn, useTestApp } from './test-app';

const METRICS_TOKEN = 'metrics-token-for-the-scraper-0123';
const t = useTestApp({ METRICS_TOKEN });

describe('operations endpoints', () => {
  it('answers alive and ready (database reachable, every migration applied)', async () => {
    const health = await t().app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: true, data: { status: 'ok' } });

    const ready = await t().app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, data: { status: 'ready' } });
  });

  it('answers 503 on /api/ready when the database is gone, and stays alive', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const ready = await other.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, error: 'database unreachable' });
      expect((await other.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });

  it('serves Prometheus metrics to Admin or the METRICS_TOKEN only', async () => {
    expect((await t().app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    const supporter = await signIn(t(), 'Supporter');
    expect((await t().app.inject({ url: '/api/metrics', headers: bearer(supporter.token) })).statusCode).toBe(
      403,
    );
    const wrong = await t().app.inject({ url: '/api/metrics', headers: bearer(`${METRICS_TOKEN}x`) });
    expect(wrong.statusCode).toBe(401);

    const admin = await signIn(t(), 'Admin');
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 1 });
    const book = (nationalId: string) =>
      t().app.inject({
        method: 'POST',
        url: '/api/events/bookings',
        payload: {
          eventId: event._id,
          nationalId,
          fullName: 'زائر المقاييس',
          email: `${nationalId}@example.com`,
          paymentMethod: 'InstaPay',
          paymentNumber: 'pay@instapay',
        },
      });
    expect((await book('29901011200001')).statusCode).toBe(201);
    expect((await book('29901011200002')).statusCode).toBe(409);

    const byToken = await t().app.inject({ url: '/api/metrics', headers: bearer(METRICS_TOKEN) });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toContain('text/plain');
    const text = byToken.body;
    expect(text).toMatch(/bookings_total\{outcome="ok"\} 1/);
    expect(text).toMatch(/bookings_total\{outcome="conflict"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/events\/bookings",status="201"\} 1/,
    );
    // The booking's "received" email waits in the outbox (no sender job runs in tests).
    expect(text).toMatch(/email_outbox\{state="pending"\} [1-9]/);

    const byAdmin = await t().app.inject({ url: '/api/metrics', headers: bearer(admin.token) });
    expect(byAdmin.statusCode).toBe(200);
  });
});
