import { createHash, randomInt } from 'node:crypto';
import { Socket } from 'node:net';
import { AR_SERVER, type ProofOfWorkChallenge, sampleNationalId } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../test/helpers/events';
import { createTestApp, signIn, type TestApp, useTestApp } from '../../test/test-app';
import { levelFor, MAX_LEVEL, sourcesOf, ticketsOf } from './proof-of-work';

/**
 * docs/api/bookings.md#under-pressure, "Under pressure", as issue 18 found it broken: counted in tickets, an IPv6
 * address per /64 and per /48, and harder with each further ticket from the same source. Behind a
 * trusted proxy (the client address is X-Forwarded-For's), with an easy base (1,000) to keep it quick.
 */
const BASE = 1000;
const t = useTestApp({ PROOF_OF_WORK: 'on', POW_MAX_NUMBER: String(BASE), TRUST_PROXY: '127.0.0.1' });
let eventId: string;
let seq = randomInt(100_000, 900_000);

beforeAll(async () => {
  const admin = await signIn(t(), 'Admin');
  eventId = (await createEventViaApi(t(), admin.token, { totalSeats: 300, ticketPrice: 100 }))._id;
});

function book(client: string, extra: Record<string, unknown> = {}, app: TestApp = t()) {
  seq += 1;
  return app.app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
    payload: {
      eventId,
      nationalId: sampleNationalId(seq),
      fullName: 'سارة أحمد',
      email: `src${seq}@example.com`,
      paymentMethod: 'InstaPay',
      paymentNumber: 'sara@instapay',
      ...extra,
    },
  });
}

function challengeOf(
  res: { statusCode: number; json: () => unknown },
  message: string,
): ProofOfWorkChallenge {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { error: string; data: { challenge: ProofOfWorkChallenge } };
  expect(body.error).toBe(message);
  return body.data.challenge;
}

/** The attacker's solver of issue 18: node:crypto's SHA-256 in a loop. */
function solve({ algorithm, challenge, salt, signature, maxnumber = 1_000_000 }: ProofOfWorkChallenge) {
  for (let number = 0; number <= maxnumber; number++) {
    if (
      createHash('sha256')
        .update(salt + number)
        .digest('hex') === challenge
    ) {
      return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
    }
  }
  throw new Error('no solution');
}

const randomGroup = () => randomInt(1, 0xffff).toString(16);
const freshIpv4 = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

describe('proof-of-work sources and difficulty', () => {
  it('counts the /64s of one /48 together: of 30 bookings from 6 /64s, the 6th on meet a challenge', async () => {
    const site = `2001:db8:${randomGroup()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await book(`${site}:${(i % 6) + 1}::${i + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // Another /48 of the same carrier is another customer.
    expect((await book(`2001:db8:${randomGroup()}:1::1`)).statusCode).toBe(201);
  });

  it('asks a harder challenge for each further ticket from the same source', async () => {
    const client = freshIpv4();
    for (let i = 0; i < 5; i++) expect((await book(client)).statusCode).toBe(201);
    const asked: number[] = [];
    for (let ticket = 6; ticket <= 10; ticket++) {
      const challenge = challengeOf(await book(client), AR_SERVER.proofOfWorkRequired);
      asked.push(challenge.maxnumber!);
      const res = await book(client, { altcha: solve(challenge) });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(asked).toEqual([BASE, 2 * BASE, 4 * BASE, 8 * BASE, 16 * BASE]);
  });

  it('refuses an easy challenge fetched early once the source has booked more since', async () => {
    const client = freshIpv4();
    for (let i = 0; i < 5; i++) expect((await book(client)).statusCode).toBe(201);
    // Three challenges fetched one after the other: refused requests are not counted, all three are easy.
    const early = [];
    for (let i = 0; i < 3; i++) early.push(challengeOf(await book(client), AR_SERVER.proofOfWorkRequired));
    expect(early.map((c) => c.maxnumber)).toEqual([BASE, BASE, BASE]);
    const solutions = early.map(solve);

    expect((await book(client, { altcha: solutions[0] })).statusCode).toBe(201);
    // The 7th ticket needs a challenge of 2,000: the easy one is refused and a harder one offered.
    const harder = challengeOf(await book(client, { altcha: solutions[1] }), AR_SERVER.proofOfWorkFailed);
    expect(harder.maxnumber).toBe(2 * BASE);
    expect((await book(client, { altcha: solve(harder) })).statusCode).toBe(201);
  });

  it('names the counters of an address, the tickets of a booking and the level of a count', () => {
    expect(sourcesOf('203.0.113.9')).toEqual(['203.0.113.9']);
    expect(sourcesOf('::ffff:203.0.113.9')).toEqual(['203.0.113.9']);
    expect(sourcesOf('2001:db8:aa:bb:1:2:3:4')).toEqual(['2001:db8:aa:bb::/64', '2001:db8:aa::/48']);
    expect(sourcesOf('2001:db8::1')).toEqual(['2001:db8:0:0::/64', '2001:db8:0::/48']);

    expect(ticketsOf('booking', { fullName: 'x' })).toBe(1);
    // docs/api/bookings.md#several-tickets: a booking with guests counts each ticket.
    expect(ticketsOf('booking', { guests: [{}, {}, {}, {}, {}] })).toBe(6);
    expect(ticketsOf('contact', { guests: [{}, {}] })).toBe(1);

    expect([1, 2, 3, 10, 11, 12, 100].map(levelFor)).toEqual([0, 1, 2, 9, 10, MAX_LEVEL, MAX_LEVEL]);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = new Socket();
  socket.setTimeout(500);
  socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
  socket.connect(Number(port || 6379), hostname);
}).finally(() => undefined);

describe.skipIf(!redisUp)('proof-of-work tickets counted through Redis', () => {
  it('counts a /48 across processes and gives a refused request its tickets back', async () => {
    const env = { PROOF_OF_WORK: 'on', POW_MAX_NUMBER: String(BASE), TRUST_PROXY: '127.0.0.1', REDIS_URL };
    const [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
    try {
      // Each test app has its own database: one event in each, the counts shared through Redis.
      const events = new Map<TestApp, string>();
      for (const app of [a, b]) {
        events.set(app, (await createEventViaApi(app, (await signIn(app, 'Admin')).token))._id);
      }
      const site = `2001:db8:${randomGroup()}`;
      for (let i = 0; i < 5; i++) {
        const app = i % 2 ? a : b;
        const res = await book(`${site}:${i + 1}::1`, { eventId: events.get(app) }, app);
        expect(res.statusCode, res.body).toBe(201);
      }
      // Refused (no solution) any number of times: the count stays at 5 tickets, the level at 0.
      for (const app of [a, b, a]) {
        const refused = await book(`${site}:9::1`, { eventId: events.get(app) }, app);
        expect(challengeOf(refused, AR_SERVER.proofOfWorkRequired).maxnumber).toBe(BASE);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
