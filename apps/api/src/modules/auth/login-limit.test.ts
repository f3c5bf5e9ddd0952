import { createHash, randomBytes, randomInt } from 'node:crypto';
import { AR_AUTH, AR_SERVER, type ProofOfWorkChallenge } from '@app/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  error: AR_SERVER.rateLimited,
  errors: [{ msg: AR_SERVER.rateLimited }],
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

function login(
  app: TestApp,
  username: string,
  password: string,
  remoteAddress = freshAddress(),
  altcha?: string,
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress,
    payload: { username, password, ...(altcha === undefined ? {} : { altcha }) },
  });
}

/** The challenge of a 429 past the username's failures (docs/api/accounts.md#login-limits), after checking the envelope. */
function challengeOf(
  res: { statusCode: number; json: () => unknown },
  message: string = AR_AUTH.loginProofRequired,
) {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { data: { challenge: ProofOfWorkChallenge } };
  expect(body).toMatchObject({ success: false, error: message, errors: [{ msg: message }] });
  expect(body.data.challenge).toEqual({
    algorithm: 'SHA-256',
    challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
    maxnumber: expect.any(Number),
    salt: expect.stringMatching(/scope=login/),
    signature: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  return body.data.challenge;
}

/** What the login form does with the challenge: find the number, send the base64 payload as `altcha`. */
function solve(challenge: ProofOfWorkChallenge): string {
  const { algorithm, challenge: hash, salt, signature, maxnumber = 1_000_000 } = challenge;
  for (let number = 0; number <= maxnumber; number++) {
    if (
      createHash('sha256')
        .update(salt + number)
        .digest('hex') === hash
    ) {
      return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
    }
  }
  throw new Error('no solution');
}

describe('no lockout: past 20 failures in 15 minutes a username needs a proof-of-work, from any address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_SCALE: '1', POW_MAX_NUMBER: '2000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets the owner in with the right password and a solved challenge; a guesser pays for each try', async () => {
    const username = `target_${randomBytes(3).toString('hex')}`;
    await account(app, username, 'right-pass');
    await account(app, `${username}_other`, 'right-pass');

    for (let i = 0; i < 20; i++) {
      const res = await login(app, username, `guess-${i}`);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      expect(res.json().error).toBe(AR_AUTH.invalidCredentials);
    }

    // The right password alone, from a new address, in any letter case: a challenge, not a lockout.
    const challenge = challengeOf(await login(app, username, 'right-pass'));
    expect(challenge.maxnumber).toBe(2000);
    challengeOf(await login(app, username.toUpperCase(), 'right-pass'));
    const owner = await login(app, username, 'right-pass', freshAddress(), solve(challenge));
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data).toMatchObject({ accessToken: expect.any(String) });

    // A guess with a solved challenge is checked (and counted); its solution is good once.
    const guess = solve(challengeOf(await login(app, username, 'guess-x')));
    expect((await login(app, username, 'guess-x', freshAddress(), guess)).statusCode).toBe(401);
    challengeOf(await login(app, username, 'right-pass', freshAddress(), guess), AR_SERVER.proofOfWorkFailed);
    challengeOf(
      await login(app, username, 'right-pass', freshAddress(), 'garbage'),
      AR_SERVER.proofOfWorkFailed,
    );

    // Other accounts are not affected, even from an address the attempts came from.
    expect((await login(app, `${username}_other`, 'right-pass', '10.250.0.1')).statusCode).toBe(200);
  });

  it('makes the challenge harder with every further 20 failures', async () => {
    const username = `harder_${randomBytes(3).toString('hex')}`;
    await account(app, username, 'right-pass');
    for (let i = 0; i < 20; i++) expect((await login(app, username, `guess-${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 20; i++) {
      const altcha = solve(challengeOf(await login(app, username, `more-${i}`)));
      expect((await login(app, username, `more-${i}`, freshAddress(), altcha)).statusCode).toBe(401);
    }
    // 40 failures: level 1. A challenge of level 0 (fetched earlier) no longer pays.
    const harder = challengeOf(await login(app, username, 'right-pass'));
    expect(harder.maxnumber).toBe(4000);
    const owner = await login(app, username, 'right-pass', freshAddress(), solve(harder));
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('refuses at login a solved challenge the server made for a booking', async () => {
    const username = `scope_${randomBytes(3).toString('hex')}`;
    await account(app, username, 'right-pass');
    for (let i = 0; i < 20; i++) expect((await login(app, username, `guess-${i}`)).statusCode).toBe(401);
    challengeOf(await login(app, username, 'right-pass'));
    const forBooking = await app.app.proofOfWork.challenge('booking', 0);
    challengeOf(
      await login(app, username, 'right-pass', freshAddress(), solve(forBooking)),
      AR_SERVER.proofOfWorkFailed,
    );
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
    const challenges = [];
    for (const app of [a, b]) challenges.push(challengeOf(await login(app, username, 'right-pass')));
    // A challenge of one process is solved for the other, and good once across both.
    const altcha = solve(challenges[0]!);
    expect((await login(b, username, 'right-pass', freshAddress(), altcha)).statusCode).toBe(200);
    challengeOf(await login(a, username, 'right-pass', freshAddress(), altcha), AR_SERVER.proofOfWorkFailed);
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
  beforeAll(async () => {
    // A start that waited for Redis would never end here: the hook's timeout is the bound.
    app = await createTestApp({ REDIS_URL: DEAD_REDIS_URL, RATE_LIMIT_SCALE: '0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('starts and answers without waiting for Redis', async () => {
    // Counted, not timed: a request that asked the dead Redis would wait on its timeouts; this one
    // sends it no command at all (the counts live in this process while it is down).
    const sent = vi.spyOn(Redis.prototype, 'sendCommand');
    try {
      const res = await app.app.inject({ url: '/api/health', remoteAddress: freshAddress() });
      expect(res.statusCode).toBe(200);
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
    }
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

  it('still asks a proof-of-work past the failures of a username', async () => {
    // RATE_LIMIT_SCALE 0.1: 2 failures per username.
    const username = `dead_redis_${randomBytes(3).toString('hex')}`;
    await account(app, username, 'right-pass');
    expect((await login(app, username, 'guess-1')).statusCode).toBe(401);
    expect((await login(app, username, 'guess-2')).statusCode).toBe(401);
    const altcha = solve(challengeOf(await login(app, username, 'right-pass')));
    expect((await login(app, username, 'right-pass', freshAddress(), altcha)).statusCode).toBe(200);
  });
});
