import { AR_SERVER } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, useTestApp } from './test-app';

const t = useTestApp();

describe('one error envelope for every failure', () => {
  it('answers an unknown /api path with 404 and the envelope', async () => {
    const res = await t().app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: AR_SERVER.routeNotFound,
      errors: [{ msg: AR_SERVER.routeNotFound }],
    });
  });

  it('answers malformed JSON with 400, not a stack trace', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: AR_SERVER.invalidJson });
    expect(res.body).not.toMatch(/at .*\.(ts|js)|node_modules/);
  });

  it('answers a body over the limit with 413 and an unsupported content type with 415', async () => {
    const big = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, error: AR_SERVER.tooLarge });

    const xml = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false, error: AR_SERVER.unsupportedType });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t().app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    // On every answer, errors included, not only on the routes'.
    const missing = await t().app.inject({ url: '/api/no-such-route' });
    expect(missing.headers['content-security-policy']).toBe(csp);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t().app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/users/login');
  });
});

describe('rate limits', () => {
  it('answers 429 with a readable message once the login limit is passed', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SCALE: '0.1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          // A username each: the per-username proof-of-work (section 3) is not what is tested here.
          payload: { username: `nobody${i}`, password: 'whatever' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toMatchObject({ success: false, error: AR_SERVER.rateLimited });
      }
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });
});

describe('behind a load balancer', () => {
  it('takes the client address from the trusted hop only, so a forged X-Forwarded-For walks past no limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SCALE: '0.1', TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // The client writes any address it likes; the load balancer appends the one it saw.
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { username: `nobody${i}`, password: 'whatever' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toContain(429);

      // Another client behind the same load balancer is a different address, with its own limit.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.8' },
        payload: { username: 'someone', password: 'whatever' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('takes TRUST_PROXY as a hop count or address ranges, never "trust everything"', () => {
    const dir = { DATA_DIR: t().dataDir };
    expect(loadConfig({ ...dir }).trustProxy).toBe(false);
    expect(loadConfig({ ...dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...dir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ ...dir, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...dir, TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe('configuration', () => {
  it('stops on a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: t().dataDir })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url', DATA_DIR: t().dataDir })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: t().dataDir })).toThrow(/JWT_SECRET/);
  });

  it('generates secrets once and keeps them under DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: t().dataDir });
    const second = loadConfig({ DATA_DIR: t().dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.ticketSecret).not.toBe(first.jwtSecret);
  });
});
