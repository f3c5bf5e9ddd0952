import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { isIP } from 'node:net';
import { setTimeout } from 'node:timers/promises';
import { AR_SERVER, EN, PROOF_OF_WORK_FIELD, type ProofOfWorkChallenge } from '@app/shared';
import { createChallenge, extractParams } from 'altcha-lib/v1';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

/**
 * What a route counts: bookings and contact requests are counted apart; `codes` (the public code
 * check, docs/api/codes.md#checking-a-code) counts only its wrong answers.
 */
export type ProofOfWorkScope = 'booking' | 'contact' | 'codes';

/** Wrong codes one address may check in POW_WINDOW_MS before each further check needs a solved challenge. */
export const WRONG_CODES_BEFORE_CHALLENGE = 10;
/** What a challenge pays for: a route's scope, or a login to a much-guessed username (docs/api/accounts.md#login-limits). */
export type ChallengeScope = ProofOfWorkScope | 'login';

/** Challenges for other modules (the login's), signed and checked like the routes' own. */
export type ProofOfWork = {
  /** A fresh challenge of `level` (its largest number is POW_MAX_NUMBER times 2^level). */
  challenge(scope: ChallengeScope, level: number): Promise<ProofOfWorkChallenge>;
  /** True when `solution` solves an unexpired challenge of `scope` of at least `level`, not used before. */
  solved(solution: unknown, scope: ChallengeScope, level: number): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * docs/api/bookings.md#under-pressure, "Under pressure": past a few of these requests from one client address
     * within 10 minutes, each further one must carry a solved ALTCHA challenge (this plugin).
     */
    proofOfWork?: ProofOfWorkScope;
  }
  interface FastifyInstance {
    proofOfWork: ProofOfWork;
  }
}

/** How long an address's requests are counted, and how long a challenge may be answered. */
export const POW_WINDOW_MS = 10 * 60_000;
/** Process-local memory (no Redis, or Redis failing) holds at most this many addresses and used challenges. */
const MEMORY_ENTRIES = 100_000;
/**
 * A Redis call slower than this counts as failed and the request goes on with the process's memory
 * (a Redis that is down fails at once: commands are not queued while disconnected). Not much lower:
 * a busy event loop would read a prompt answer as late.
 */
const REDIS_TIMEOUT_MS = 1_500;

/**
 * The challenge grows harder with each ticket past the threshold: its largest number doubles with every
 * further ticket from the same source, up to 2^MAX_LEVEL times POW_MAX_NUMBER. With the default 50,000:
 * a family of six behind one carrier address pays one challenge of 50,000 (a fraction of a second on a
 * phone), a second family there a few seconds in all, while a script that has taken 15 tickets in
 * 10 minutes pays a challenge of 51,200,000 (about 18 s for a native solver, a minute on a phone) for
 * each further seat. bench/hoarding.ts measures it.
 */
export const TICKETS_PER_DOUBLING = 1;
export const MAX_LEVEL = 10;

/** The level of a challenge for a source that has taken `excess` tickets past the threshold (this one included). */
export function levelFor(excess: number): number {
  return Math.min(MAX_LEVEL, Math.max(0, Math.floor((excess - 1) / TICKETS_PER_DOUBLING)));
}

/** Counts in a fixed window per key; the first hit starts the window. ARGV[2] is how many to count. */
const HIT_SCRIPT = `local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if n == tonumber(ARGV[2]) or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
/** Gives hits back (the request failed), never below zero and never resurrecting an expired window. */
const RELEASE_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]))
if not n or n <= 0 then return 0 end
local back = math.min(n, tonumber(ARGV[1]))
return redis.call('DECRBY', KEYS[1], back)`;

/** A bounded map whose entries expire; when full, expired entries go first, then the oldest. */
class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, expiresAt: number): void {
    this.entries.delete(key);
    if (this.entries.size >= MEMORY_ENTRIES) this.sweep();
    if (this.entries.size >= MEMORY_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt });
  }

  sweep(now = Date.now()): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

/** Where a request's hits were counted, so a failed request gives them back to the same place. */
type Slot = { key: string; count: number; amount: number; store: 'redis' | 'memory' };

type AltchaPayload = {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
};

const HEX_64 = /^[0-9a-f]{64}$/;

/**
 * Who is counted: an IPv4 address, or the /64 network of an IPv6 address (what one subscriber or
 * phone is given, so rotating through it gives no fresh counts).
 */
export function clientOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * Every counter a request from `ip` counts in: an IPv4 address alone; an IPv6 address in its /64 and,
 * together with its neighbours, in its /48 (a site's or a customer's whole allocation), so walking
 * through the /64s of one /48 gives no fresh counts either.
 */
export function sourcesOf(ip: string): string[] {
  const client = clientOf(ip);
  if (!client.endsWith('::/64')) return [client];
  return [client, `${client.split(':').slice(0, 3).join(':')}::/48`];
}

/**
 * How many tickets a booking takes (docs/api/bookings.md#several-tickets: the booker and each guest), or a place on
 * the waiting list (its `quantity`); a contact request counts one.
 */
export function ticketsOf(scope: ProofOfWorkScope, body: unknown): number {
  if (scope !== 'booking' || !body || typeof body !== 'object') return 1;
  // A place on the waiting list (section 14) counts the seats it asks for.
  const quantity = (body as { quantity?: unknown }).quantity;
  if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1)
    return Math.min(quantity, 6);
  const guests = (body as { guests?: unknown }).guests;
  return 1 + (Array.isArray(guests) ? guests.length : 0);
}

/** The base64 JSON payload ALTCHA's solver produces, if it has the expected shape. */
function parsePayload(text: string): AltchaPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (algorithm !== 'SHA-256' || typeof salt !== 'string' || salt.length > 500) return undefined;
  if (typeof challenge !== 'string' || !HEX_64.test(challenge)) return undefined;
  if (typeof signature !== 'string' || !HEX_64.test(signature)) return undefined;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return undefined;
  return { algorithm, challenge, number, salt, signature };
}

/**
 * The adaptive proof-of-work of docs/api/README.md#proof-of-work ("Under pressure"), with ALTCHA (v1, SHA-256),
 * self-hosted. A route opts in with `config: { proofOfWork: 'booking' | 'contact' }`.
 *
 * Per source (request.ip; an IPv6 address by its /64 and by its /48, both counting) and scope, the
 * tickets of the requests that pass validation are counted in a 10-minute window; a request that then
 * fails (4xx/5xx, a 429 of this plugin included) gives its count back, so the count is of tickets
 * booked, but it is taken before the work starts, so a burst of concurrent requests cannot all slip
 * under the threshold. Once a source has taken the threshold's tickets, each further request must carry
 * a solved challenge in the JSON body field `altcha`, else it is answered 429 with a fresh challenge in
 * `data.challenge`; the challenge's level (its difficulty) rises with the tickets the source has taken
 * (levelFor), and a solution counts only for a challenge of at least the level the source has reached
 * by the time it is presented, so challenges fetched early and solved cheaply buy nothing. A solution
 * is good once: its challenge's signature is remembered until the challenge expires. Counts and used
 * signatures live in Redis when REDIS_URL is set (shared by every process), else, or while Redis fails,
 * in this process's memory: a Redis fault never fails a request. Challenges are signed with keys
 * derived from JWT_SECRET, one per level (the level is in no field a client could edit), so every
 * process agrees on them.
 */
async function proofOfWorkPlugin(app: FastifyInstance) {
  const settings = app.config.proofOfWork;
  const thresholds: Record<ProofOfWorkScope, number> = {
    booking: settings.afterBookings,
    contact: settings.afterContactMessages,
    codes: WRONG_CODES_BEFORE_CHALLENGE,
  };
  // Level 0's key is the one challenges were always signed with; each harder level has its own.
  const hmacKeys = Array.from({ length: MAX_LEVEL + 1 }, (_, level) =>
    createHmac('sha256', app.config.jwtSecret)
      .update(level === 0 ? 'altcha' : `altcha:${level}`)
      .digest('hex'),
  );

  const counts = new ExpiringMap<{ count: number }>();
  const usedSignatures = new ExpiringMap<true>();
  const sweeper = setInterval(() => {
    counts.sweep();
    usedSignatures.sweep();
  }, 60_000);
  sweeper.unref();

  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        connectTimeout: 500,
        commandTimeout: REDIS_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  let redisFailing = false;
  const redisFailed = (error: unknown) => {
    if (!redisFailing) app.log.warn({ err: error }, 'proof-of-work: Redis failed, counting in memory');
    redisFailing = true;
  };
  redis?.on('error', redisFailed);
  redis?.on('ready', () => {
    redisFailing = false;
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    redis?.disconnect();
  });
  // The first requests after a start count in Redis too (a Redis that does not answer delays nothing more).
  if (redis) await Promise.race([once(redis, 'ready'), setTimeout(500)]).catch(() => undefined);

  async function hit(key: string, amount: number): Promise<Slot> {
    if (redis) {
      try {
        const count = Number(await redis.eval(HIT_SCRIPT, 1, `pow:count:${key}`, POW_WINDOW_MS, amount));
        if (Number.isFinite(count)) return { key, count, amount, store: 'redis' };
      } catch (error) {
        redisFailed(error);
      }
    }
    const now = Date.now();
    const entry = counts.get(key, now);
    if (entry) {
      entry.count += amount;
      return { key, count: entry.count, amount, store: 'memory' };
    }
    counts.set(key, { count: amount }, now + POW_WINDOW_MS);
    return { key, count: amount, amount, store: 'memory' };
  }

  async function release(slot: Slot): Promise<void> {
    if (slot.store === 'redis' && redis) {
      await redis.eval(RELEASE_SCRIPT, 1, `pow:count:${slot.key}`, slot.amount).catch(redisFailed);
      return;
    }
    const entry = counts.get(slot.key);
    if (entry) entry.count = Math.max(0, entry.count - slot.amount);
  }

  /** How many a key has counted in its window, without counting. */
  async function peek(key: string): Promise<number> {
    if (redis) {
      try {
        return Number((await redis.get(`pow:count:${key}`)) ?? 0);
      } catch (error) {
        redisFailed(error);
      }
    }
    return counts.get(key)?.count ?? 0;
  }

  /** True the first time a challenge's signature is presented before it expires, false after. */
  async function claim(signature: string, ttlMs: number): Promise<boolean> {
    if (redis) {
      try {
        return (await redis.set(`pow:used:${signature}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
      } catch (error) {
        redisFailed(error);
      }
    }
    if (usedSignatures.get(signature)) return false;
    usedSignatures.set(signature, true, Date.now() + ttlMs);
    return true;
  }

  function challengeFor(scope: ChallengeScope, level: number): Promise<ProofOfWorkChallenge> {
    const at = Math.min(MAX_LEVEL, Math.max(0, Math.floor(level)));
    return createChallenge({
      algorithm: 'SHA-256',
      hmacKey: hmacKeys[at]!,
      maxNumber: settings.maxNumber * 2 ** at,
      // 8 random bytes (16 hex digits): with the parameters and a number up to 99,999 the text to hash
      // stays within one 64-byte SHA-256 block, which halves the solving time of the default 12.
      saltLength: 8,
      expires: new Date(Date.now() + POW_WINDOW_MS),
      params: { scope },
    });
  }

  /** The level whose key signed this solved challenge, if it is one of `level` or harder. */
  function signedLevel(payload: AltchaPayload, level: number): number | undefined {
    const hash = createHash('sha256')
      .update(payload.salt + payload.number)
      .digest('hex');
    if (hash !== payload.challenge) return undefined;
    const signature = Buffer.from(payload.signature, 'hex');
    for (let at = Math.max(0, level); at <= MAX_LEVEL; at++) {
      const expected = createHmac('sha256', hmacKeys[at]!).update(hash).digest();
      if (timingSafeEqual(expected, signature)) return at;
    }
    return undefined;
  }

  async function solved(solution: unknown, scope: ChallengeScope, level: number): Promise<boolean> {
    if (typeof solution !== 'string') return false;
    const payload = parsePayload(solution);
    if (!payload) return false;
    const params = extractParams(payload);
    // A challenge of another form, or one this server did not make (every one it makes expires), fails.
    if (params.scope !== scope || !/^\d+$/.test(params.expires ?? '')) return false;
    const ttlMs = Number(params.expires) * 1000 - Date.now();
    if (ttlMs <= 0) return false;
    return signedLevel(payload, level) !== undefined && claim(payload.signature, ttlMs);
  }

  app.decorate('proofOfWork', { challenge: challengeFor, solved } satisfies ProofOfWork);

  const slots = new WeakMap<FastifyRequest, Slot[]>();

  function refusal(scope: ProofOfWorkScope, solution: unknown, challenge: ProofOfWorkChallenge): AppError {
    const catalogue = scope === 'contact' ? EN.server : AR_SERVER;
    const message = solution === undefined ? catalogue.proofOfWorkRequired : catalogue.proofOfWorkFailed;
    return new AppError(429, message, undefined, { data: { challenge } });
  }

  async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const scope = request.routeOptions.config.proofOfWork;
    // A GET (the code check) carries the solution in its query string, under the same name.
    const body = (request.method === 'GET' ? request.query : request.body) as
      | Record<string, unknown>
      | null
      | undefined;
    const solution = body?.[PROOF_OF_WORK_FIELD];
    // The field is for this plugin only: the route's handler never sees it.
    if (body && typeof body === 'object') delete body[PROOF_OF_WORK_FIELD];
    if (!scope || !settings.enabled) return;

    if (scope === 'codes') {
      // Only wrong codes count (settle counts them): a page checking a good code is never slowed.
      const wrong = Math.max(...(await Promise.all(sourcesOf(request.ip).map((s) => peek(`codes:${s}`)))));
      if (wrong < thresholds.codes) return;
      const level = levelFor(wrong - thresholds.codes + 1);
      if (await solved(solution, scope, level)) return;
      throw refusal(scope, solution, await challengeFor(scope, level));
    }

    const tickets = ticketsOf(scope, body);
    const counted = await Promise.all(
      sourcesOf(request.ip).map((source) => hit(`${scope}:${source}`, tickets)),
    );
    slots.set(request, counted);
    // The most any of its sources has taken, this request's tickets included.
    const taken = Math.max(...counted.map((slot) => slot.count));
    // Free while the source had taken fewer than the threshold's tickets before this request.
    if (taken - tickets < thresholds[scope]) return;
    const level = levelFor(taken - thresholds[scope]);
    if (await solved(solution, scope, level)) return;

    throw refusal(scope, solution, await challengeFor(scope, level));
  }

  async function settle(request: FastifyRequest, reply: FastifyReply) {
    if (request.routeOptions.config.proofOfWork === 'codes') {
      if (settings.enabled && reply.statusCode === 404)
        await Promise.all(sourcesOf(request.ip).map((source) => hit(`codes:${source}`, 1)));
      return;
    }
    const counted = slots.get(request);
    if (counted && reply.statusCode >= 400) await Promise.all(counted.map(release));
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.proofOfWork) return;
    const asList = <T>(hooks: T | T[] | undefined): T[] =>
      hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
    route.preHandler = [...asList(route.preHandler), guard] as typeof route.preHandler;
    route.onResponse = [...asList(route.onResponse), settle] as typeof route.onResponse;
  });
}

export default fp(proofOfWorkPlugin, { name: 'proof-of-work', dependencies: ['context', 'errors'] });
