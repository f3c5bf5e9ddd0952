import { randomBytes, randomInt } from 'node:crypto';
import { AR } from '@app/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheapHash } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens there: a Redis that fails every command at once. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:1';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 500 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const redisUp = await redisAnswers();

/** Each attempt from its own client address, unique to this run (Redis keeps counts between runs). */
const run = randomInt(1, 250);
let nextAddress = 0;
const freshAddress = () => `10.${run}.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const RATE_LIMITED = {
  success: false,
  error: AR.server.rateLimited,
  errors: [{ msg: AR.server.rateLimited }],
};

/**
 * An account with a hash of a low (old) cost: a wrong password then costs microseconds instead of a
 * full scrypt at today's cost, so twenty failures stay quick.
 */
async function account(app: TestApp, username: string, password: string) {
  await app.database.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, role: 'User', passwordHash: cheapHash(password) });
}

function login(app: TestApp, username: string, password: string, remoteAddress = freshAddress()) {
  return app.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress,
    payload: { username, password },
  });
}

describe('login limited per username: 20 failures in 15 minutes, from any address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 to the 21st attempt, even with the right password and from a new address', async () => {
    const username = `target_${randomBytes(3).toString('hex')}`;
    await account(app, username, 'right-pass');
    await account(app, `${username}_other`, 'right-pass');

    for (let i = 0; i < 20; i++) {
      const res = await login(app, username, `guess-${i}`);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      expect(res.json().error).toBe(AR.auth.invalidCredentials);
    }

    const refused = await login(app, username, 'right-pass');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The same name in other letter case is the same account.
    expect((await login(app, username.toUpperCase(), 'right-pass')).statusCode).toBe(429);

    // Other accounts are not affected, even from an address the attempts came from.
    expect((await login(app, `${username}_other`, 'right-pass', '10.250.0.1')).statusCode).toBe(200);
  });
});

describe.skipIf(!redisUp)('with REDIS_URL: limits shared between processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      createTestApp({ REDIS_URL, RATE_LIMIT_SCALE: '1' }),
      createTestApp({ REDIS_URL, RATE_LIMIT_SCALE: '1' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('counts the failures of one username through every process', async () => {
    const username = `shared_${randomBytes(4).toString('hex')}`;
    for (const app of [a, b]) await account(app, username, 'right-pass');
    for (let i = 0; i < 20; i++) {
      expect((await login(i % 2 ? a : b, username, `guess-${i}`)).statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await login(app, username, 'right-pass');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(RATE_LIMITED);
    }
  });

  it('shares the per-address limits too: a limit reached through one process holds on the other', async () => {
    const address = freshAddress();
    const attempt = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        remoteAddress: address,
        payload: { refreshToken: 'not-a-token' },
      });
    for (let i = 0; i < 60; i++) expect((await attempt(a)).statusCode).toBe(401);
    const res = await attempt(b);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
  });
});

describe('with REDIS_URL and Redis failing: each process limits on its own, never not at all', () => {
  let app: TestApp;
  let startMs = 0;
  beforeAll(async () => {
    const started = performance.now();
    app = await createTestApp({ REDIS_URL: DEAD_REDIS_URL, RATE_LIMIT_SCALE: '0.1' });
    startMs = performance.now() - started;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('starts and answers without waiting for Redis', async () => {
    expect(startMs).toBeLessThan(15_000);
    const started = performance.now();
    const res = await app.app.inject({ url: '/api/health', remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('still answers 429 once the per-address limit is passed', async () => {
    // RATE_LIMIT_SCALE 0.1: refresh-token allows 6 a minute per address.
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        remoteAddress: address,
        payload: { refreshToken: 'not-a-token' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual(RATE_LIMITED);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('still limits failed logins per username', async () => {
    // RATE_LIMIT_SCALE 0.1: 2 failures per username.
    const username = `dead_redis_${randomBytes(3).toString('hex')}`;
    await account(app, username, 'right-pass');
    expect((await login(app, username, 'guess-1')).statusCode).toBe(401);
    expect((await login(app, username, 'guess-2')).statusCode).toBe(401);
    const refused = await login(app, username, 'right-pass');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
  });
});
