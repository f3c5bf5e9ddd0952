import { createHmac, randomInt } from 'node:crypto';
import { Socket } from 'node:net';
import { AR_SERVER, EN, type ProofOfWorkChallenge, sampleNationalId } from '@app/shared';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../test/helpers/events';
import { createTestApp, signIn, type TestApp, useTestApp } from '../../test/test-app';
import { loadConfig } from '../config';
import { clientOf } from './proof-of-work';

// The thresholds of docs/emails.md#who-hears-of-a-contact-request (five bookings or contact requests per address in 10
// minutes); an easier challenge than the default 50,000 so that Node's solver keeps the tests quick.
const POW_ON = { PROOF_OF_WORK: 'on', POW_MAX_NUMBER: '5000' };
const t = useTestApp(POW_ON);
let eventId: string;
let nationalIdSeq = randomInt(100_000, 900_000);

beforeAll(async () => {
  const admin = await signIn(t(), 'Admin');
  eventId = (await createEventViaApi(t(), admin.token, { totalSeats: 200, ticketPrice: 100 }))._id;
});

/** An address no other test (nor an earlier run sharing a Redis) has used. */
function freshAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function bookingBody(extra: Record<string, unknown> = {}) {
  nationalIdSeq += 1;
  return {
    eventId,
    nationalId: sampleNationalId(nationalIdSeq),
    fullName: 'سارة أحمد',
    email: `pow${nationalIdSeq}@example.com`,
    paymentMethod: 'InstaPay',
    paymentNumber: 'sara@instapay',
    ...extra,
  };
}

function book(address: string, payload: Record<string, unknown> = bookingBody(), app: TestApp = t()) {
  return app.app.inject({ method: 'POST', url: '/api/events/bookings', remoteAddress: address, payload });
}

let contactSeq = 0;
function contactBody(extra: Record<string, unknown> = {}) {
  contactSeq += 1;
  return {
    fullName: 'Mona Adel',
    email: `mona${contactSeq}@example.com`,
    phone: '01012345678',
    requestType: 'Inquiry',
    message: 'We need a new website.',
    ...extra,
  };
}

function contact(address: string, payload: Record<string, unknown> = contactBody(), app: TestApp = t()) {
  return app.app.inject({
    method: 'POST',
    url: '/api/contact/contact-messages',
    remoteAddress: address,
    payload,
  });
}

/** What a browser does with a 429's challenge: find the number, send back the base64 payload. */
async function solve(challenge: ProofOfWorkChallenge): Promise<string> {
  const started = performance.now();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('no solution');
  console.log(`proof-of-work: solved n=${solution.number} in ${Math.round(performance.now() - started)} ms`);
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature }));
}

/** The challenge of a 429 answer, after checking the envelope around it. */
function challengeOf(
  res: { statusCode: number; json: () => unknown },
  message: string,
): ProofOfWorkChallenge {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { data: { challenge: ProofOfWorkChallenge } };
  expect(body).toMatchObject({ success: false, error: message, errors: [{ msg: message }] });
  const challenge = body.data.challenge as ProofOfWorkChallenge;
  expect(challenge).toEqual({
    algorithm: 'SHA-256',
    challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
    maxnumber: expect.any(Number),
    salt: expect.stringMatching(/expires=\d+/),
    signature: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  return challenge;
}

async function bookFiveTimes(address: string) {
  for (let i = 0; i < 5; i++) {
    const res = await book(address);
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe('proof-of-work on bookings', () => {
  it('lets 5 bookings through, asks a challenge of the 6th, and accepts its solution once', async () => {
    const address = freshAddress();
    await bookFiveTimes(address);

    const sixth = bookingBody();
    const refused = await book(address, sixth);
    expect(refused.headers['cache-control']).toBe('no-store');
    const challenge = challengeOf(refused, AR_SERVER.proofOfWorkRequired);

    const altcha = await solve(challenge);
    const accepted = await book(address, { ...sixth, altcha });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data).toMatchObject({ nationalId: sixth.nationalId, status: 'Pending' });
    expect(accepted.json().data).not.toHaveProperty('altcha');

    // The same solution again, for another booking: refused, with a new challenge.
    const reused = await book(address, bookingBody({ altcha }));
    challengeOf(reused, AR_SERVER.proofOfWorkFailed);
  });

  it('counts an IPv6 client by its /64, an IPv4-mapped one by its IPv4 address', async () => {
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientOf('192.0.2.7')).toBe('192.0.2.7');

    const network = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    for (let i = 1; i <= 5; i++) expect((await book(`${network}::${i}`)).statusCode).toBe(201);
    expect((await book(`${network}:abcd:1:2:3`)).statusCode).toBe(429);
    expect((await book(`2001:db8:ffff:${randomInt(1, 0xffff).toString(16)}::1`)).statusCode).toBe(201);
  });

  it('leaves another address alone', async () => {
    const address = freshAddress();
    await bookFiveTimes(address);
    expect((await book(address)).statusCode).toBe(429);
    const other = await book(freshAddress());
    expect(other.statusCode, other.body).toBe(201);
  });

  it('refuses a wrong, tampered, expired or other-form solution, and garbage', async () => {
    const address = freshAddress();
    await bookFiveTimes(address);
    const challenge = challengeOf(await book(address), AR_SERVER.proofOfWorkRequired);
    const altcha = await solve(challenge);
    const payload = JSON.parse(atob(altcha));

    const wrongNumber = btoa(JSON.stringify({ ...payload, number: payload.number + 1 }));
    challengeOf(await book(address, bookingBody({ altcha: wrongNumber })), AR_SERVER.proofOfWorkFailed);
    const longerLife = payload.salt.replace(
      /expires=(\d+)/,
      (_: string, s: string) => `expires=${Number(s) + 3600}`,
    );
    const tampered = btoa(JSON.stringify({ ...payload, salt: longerLife }));
    challengeOf(await book(address, bookingBody({ altcha: tampered })), AR_SERVER.proofOfWorkFailed);
    for (const garbage of ['', 'not base64 at all', btoa('{"algorithm":"SHA-1"}'), btoa('[]')]) {
      challengeOf(await book(address, bookingBody({ altcha: garbage })), AR_SERVER.proofOfWorkFailed);
    }

    // Signed with the server's key (HMAC('altcha') under JWT_SECRET) but expired a minute ago.
    const hmacKey = createHmac('sha256', t().config.jwtSecret).update('altcha').digest('hex');
    const expired = await createChallenge({
      hmacKey,
      maxNumber: 1000,
      expires: new Date(Date.now() - 60_000),
      params: { scope: 'booking' },
    });
    challengeOf(
      await book(address, bookingBody({ altcha: await solve(expired) })),
      AR_SERVER.proofOfWorkFailed,
    );

    // A contact form's challenge does not pay for a booking.
    const contactAddress = freshAddress();
    for (let i = 0; i < 5; i++) expect((await contact(contactAddress)).statusCode).toBe(201);
    const contactChallenge = challengeOf(await contact(contactAddress), EN.server.proofOfWorkRequired);
    const forContact = await solve(contactChallenge);
    challengeOf(await book(address, bookingBody({ altcha: forContact })), AR_SERVER.proofOfWorkFailed);

    // The untouched solution still works: none of the refusals above used it up.
    expect((await book(address, bookingBody({ altcha }))).statusCode).toBe(201);
  });

  it('counts bookings made: refused ones (a duplicate national ID) give their count back', async () => {
    const address = freshAddress();
    const first = bookingBody();
    expect((await book(address, first)).statusCode).toBe(201);
    for (let i = 0; i < 6; i++) {
      const duplicate = await book(address, bookingBody({ nationalId: first.nationalId }));
      expect(duplicate.statusCode).toBe(409);
    }
    for (let i = 0; i < 4; i++) expect((await book(address)).statusCode).toBe(201);
    expect((await book(address)).statusCode).toBe(429);
  });

  it('counts every ticket of a booking: the booker and each guest (docs/api/bookings.md#several-tickets)', async () => {
    const address = freshAddress();
    const guests = (n: number) =>
      Array.from({ length: n }, () => {
        nationalIdSeq += 1;
        return { fullName: 'ضيف', nationalId: sampleNationalId(nationalIdSeq) };
      });
    // A family of three and a pair: five tickets in two bookings, all free of work.
    expect((await book(address, bookingBody({ guests: guests(2) }))).statusCode).toBe(201);
    expect((await book(address, bookingBody({ guests: guests(1) }))).statusCode).toBe(201);
    // The sixth ticket, even alone, asks for the challenge.
    challengeOf(await book(address), AR_SERVER.proofOfWorkRequired);

    // A booking of six from a fresh address passes, and holds its six tickets against the next.
    const other = freshAddress();
    expect((await book(other, bookingBody({ guests: guests(5) }))).statusCode).toBe(201);
    challengeOf(await book(other), AR_SERVER.proofOfWorkRequired);
  });

  it('lets exactly 5 of a concurrent burst from one address through without a challenge', async () => {
    const address = freshAddress();
    const results = await Promise.all(Array.from({ length: 20 }, () => book(address)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe('proof-of-work on the contact form', () => {
  it('lets 5 requests through, then asks a challenge in English and accepts its solution once', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await contact(address)).statusCode).toBe(201);
    const sixth = contactBody();
    const challenge = challengeOf(await contact(address, sixth), EN.server.proofOfWorkRequired);
    const altcha = await solve(challenge);
    const accepted = await contact(address, { ...sixth, altcha });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data).toMatchObject({ email: sixth.email });
    challengeOf(await contact(address, contactBody({ altcha })), EN.server.proofOfWorkFailed);
    challengeOf(
      await contact(address, contactBody({ altcha: btoa('{"x":1}') })),
      EN.server.proofOfWorkFailed,
    );
    expect((await contact(freshAddress())).statusCode).toBe(201);
  });

  it('counts bookings and contact requests apart', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await contact(address)).statusCode).toBe(201);
    expect((await book(address)).statusCode).toBe(201);
  });
});

describe('proof-of-work on the code check', () => {
  function check(address: string, code: string, altcha?: string) {
    const query = new URLSearchParams({ code, ...(altcha && { altcha }) });
    return t().app.inject({ url: `/api/events/${eventId}/codes/check?${query}`, remoteAddress: address });
  }

  it('counts only wrong codes: after 10 from one address in 10 minutes each check needs a solved challenge', async () => {
    const admin = await signIn(t(), 'Admin');
    const created = await t().app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/codes`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { code: `POW-${randomInt(1000, 9999)}`, kind: 'discount', percentOff: 50 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const good = created.json().data.code as string;
    const address = freshAddress();
    for (let i = 0; i < 9; i++) expect((await check(address, `WRONG-${i}`)).statusCode).toBe(404);
    // Good codes are free however many: a page checks the field as it changes.
    for (let i = 0; i < 5; i++) expect((await check(address, good)).statusCode).toBe(200);
    expect((await check(address, 'WRONG-9')).statusCode).toBe(404);

    // Ten wrong codes: the next check, good or not, needs a challenge (the bookings' 429 and message).
    const challenge = challengeOf(await check(address, good), AR_SERVER.proofOfWorkRequired);
    const altcha = await solve(challenge);
    const solved = await check(address, good, altcha);
    expect(solved.statusCode, solved.body).toBe(200);
    expect(solved.json().data).toMatchObject({ valid: true, percentOff: 50 });
    challengeOf(await check(address, good, altcha), AR_SERVER.proofOfWorkFailed);
    // Another address is not held back.
    expect((await check(freshAddress(), 'WRONG-0')).statusCode).toBe(404);
  });
});

describe('proof-of-work settings', () => {
  it('defaults to on, after 5 bookings and 5 contact requests, with challenges of 50,000', () => {
    const defaults = loadConfig({ DATA_DIR: t().dataDir }).proofOfWork;
    expect(defaults).toEqual({ enabled: true, afterBookings: 5, afterContactMessages: 5, maxNumber: 50_000 });
  });

  it('follows POW_AFTER_BOOKINGS and PROOF_OF_WORK=off', async () => {
    const strict = await createTestApp({ PROOF_OF_WORK: 'on', POW_AFTER_BOOKINGS: '0' });
    const off = await createTestApp({ PROOF_OF_WORK: 'off' });
    try {
      const strictEvent = (await createEventViaApi(strict, (await signIn(strict, 'Admin')).token))._id;
      const address = freshAddress();
      const first = bookingBody({ eventId: strictEvent });
      const challenge = challengeOf(await book(address, first, strict), AR_SERVER.proofOfWorkRequired);
      // The default difficulty, which a cheap phone solves in well under a second (the booking page's
      // solver is faster than Node's: e2e/tests/proof-of-work.spec.ts prints its time).
      expect(challenge.maxnumber).toBe(50_000);
      const altcha = await solve(challenge);
      expect((await book(address, { ...first, altcha }, strict)).statusCode).toBe(201);

      const offEvent = (await createEventViaApi(off, (await signIn(off, 'Admin')).token))._id;
      for (let i = 0; i < 8; i++) {
        expect((await book(address, bookingBody({ eventId: offEvent }), off)).statusCode).toBe(201);
      }
    } finally {
      await strict.close();
      await off.close();
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at REDIS_URL (the shared-store tests need one). */
function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(Number(port || 6379), hostname);
  });
}

describe.skipIf(!(await redisReachable()))('proof-of-work shared through Redis', () => {
  /**
   * One try of the scenario with a fresh address: true when the sixth request, on the other process,
   * met the shared count and the used solution was refused there too.
   */
  async function sharedAcross(a: TestApp, b: TestApp): Promise<boolean> {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await contact(address, contactBody(), i % 2 ? a : b)).statusCode).toBe(201);
    }
    const sixth = await contact(address, contactBody(), a);
    if (sixth.statusCode !== 429) return false;
    const altcha = await solve(challengeOf(sixth, EN.server.proofOfWorkRequired));
    expect((await contact(address, contactBody({ altcha }), b)).statusCode).toBe(201);
    challengeOf(await contact(address, contactBody({ altcha }), a), EN.server.proofOfWorkFailed);
    return true;
  }

  it('counts across processes and refuses on one a solution used on the other', async () => {
    const [a, b] = await Promise.all([
      createTestApp({ ...POW_ON, REDIS_URL }),
      createTestApp({ ...POW_ON, REDIS_URL }),
    ]);
    try {
      // A Redis call slower than 1.5 s counts in the process's memory by design (a loaded CI machine
      // can do that once); counting that is not shared at all fails all three tries.
      let shared = false;
      for (let attempt = 0; attempt < 3 && !shared; attempt++) shared = await sharedAcross(a, b);
      expect(shared, 'the sixth request on the other process met no shared count').toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('proof-of-work when Redis fails', () => {
  it('falls back to memory: no 500, the challenge still holds', async () => {
    const app = await createTestApp({ ...POW_ON, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const address = freshAddress();
      for (let i = 0; i < 5; i++) expect((await contact(address, contactBody(), app)).statusCode).toBe(201);
      const challenge = challengeOf(
        await contact(address, contactBody(), app),
        EN.server.proofOfWorkRequired,
      );
      const altcha = await solve(challenge);
      expect((await contact(address, contactBody({ altcha }), app)).statusCode).toBe(201);
      challengeOf(await contact(address, contactBody({ altcha }), app), EN.server.proofOfWorkFailed);
    } finally {
      await app.close();
    }
  });
});
