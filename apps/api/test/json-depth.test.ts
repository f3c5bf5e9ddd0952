import { AR_SERVER, EN } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * docs/api/README.md#input-hygiene: JSON bodies are checked without recursion. Nesting deeper than 32 levels
 * answers 400 at once, in the envelope, and no body, however shaped, costs more than a few
 * milliseconds to refuse (a 14 KB body nested 7,000 deep once cost 0.45 s and answered 500).
 */
const t = useTestApp();

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function post(url: string, payload: string) {
  return t().app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
}

/**
 * The CPU time (ms) this process spends on some work: unlike the wall clock, it does not grow when
 * the machine is busy with other things, so it measures what the request itself costs.
 */
async function cpuTime<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(started);
  return { result, ms: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('deeply nested JSON bodies', () => {
  it('answers 400 in Arabic, at once, for a 14 KB body nested 7,000 deep to a public route', async () => {
    await post('/api/events/bookings', '{}'); // warm the route
    const costs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { result: res, ms } = await cpuTime(() => post('/api/events/bookings', nested(7000)));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: AR_SERVER.tooDeep });
      expect(res.json().errors[0].msg).toBe(AR_SERVER.tooDeep);
      costs.push(ms);
    }
    // It cost 0.3-0.45 s of CPU (and a 500) when a recursive walk met it; a linear scan costs a few
    // milliseconds. The bound is loose on purpose: it catches the quadratic walk, not a busy machine.
    expect(median(costs)).toBeLessThan(100);
  });

  it('answers the contact endpoint in English', async () => {
    const res = await post('/api/contact/contact-messages', nestedObjects(5000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: EN.server.tooDeep });
  });

  it('takes 32 levels and refuses the 33rd, whatever brackets are inside strings', async () => {
    // Brackets inside strings (and escaped quotes) are text, not nesting.
    const quoted = JSON.stringify({ fullName: `[{\\"${'['.repeat(100)}` });
    const inStrings = await post('/api/events/bookings', quoted);
    expect(inStrings.json().error).not.toBe(AR_SERVER.tooDeep);
    const at32 = await post('/api/events/bookings', nested(32));
    expect(at32.statusCode).toBe(400);
    expect(at32.json().error).not.toBe(AR_SERVER.tooDeep);
    const at33 = await post('/api/events/bookings', nested(33));
    expect(at33.statusCode).toBe(400);
    expect(at33.json().error).toBe(AR_SERVER.tooDeep);
  });

  it('refuses a 1 MB body nested 500,000 deep within a few milliseconds', async () => {
    const { result: res, ms } = await cpuTime(() => post('/api/users/login', nested(500_000)));
    expect(res.statusCode, res.body).toBe(400);
    expect(ms).toBeLessThan(150);
  });

  it('refuses a 1 MB body of half a million values (413) before parsing it', async () => {
    const wide = `[${Array.from({ length: 499_999 }, () => '[]').join(',')}]`.slice(0, 1_000_000);
    const { result: res, ms } = await cpuTime(() => post('/api/events/bookings', wide));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error).toBe(AR_SERVER.tooLarge);
    expect(ms).toBeLessThan(150);
  });

  it('leaves /api/health answering while three such bodies arrive at once (over HTTP)', async () => {
    const base = await t().app.listen({ port: 0, host: '127.0.0.1' });
    const body = nested(7000);
    await (await fetch(`${base}/api/health`)).text(); // the client's first request sets it up
    const send = (url: string) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const costs: number[] = [];
    for (let round = 0; round < 3; round++) {
      // The health check waits only for what this process computes meanwhile: its CPU time over the
      // round (client and server both, one process) is that wait, and a busy machine does not grow it.
      const { ms } = await cpuTime(async () => {
        const attacks = ['/api/events/bookings', '/api/contact/contact-messages', '/api/tickets/resend'].map(
          send,
        );
        const health = await fetch(`${base}/api/health`);
        expect(health.status).toBe(200);
        for (const answer of await Promise.all(attacks)) expect(answer.status).toBe(400);
      });
      costs.push(ms);
    }
    // Three such bodies cost 1.0-1.4 s of CPU (and held the health check that long) with a recursive
    // walk; a linear scan costs a few milliseconds each.
    expect(median(costs)).toBeLessThan(500);
  });

  it('refuses deep nesting on the logout route, which reads its own JSON', async () => {
    const { token } = await signIn(t(), 'Admin');
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      payload: nestedObjects(7000),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(AR_SERVER.tooDeep);
  });
});
