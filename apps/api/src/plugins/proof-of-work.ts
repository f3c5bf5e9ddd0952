import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { isIP } from 'node:net';
import { setTimeout } from 'node:timers/promises';
import { AR, EN, PROOF_OF_WORK_FIELD, type ProofOfWorkChallenge } from '@app/shared';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

/** What a route counts: bookings and contact requests are counted apart. */
export type ProofOfWorkScope = 'booking' | 'contact';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * DECISIONS.md section 5, "Under pressure": past a few of these requests from one client address
     * within 10 minutes, each further one must carry a solved ALTCHA challenge (this plugin).
     */
    proofOfWork?: ProofOfWorkScope;
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

/** Counts in a fixed window per key; the first hit starts the window. */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
/** Gives a hit back (the request failed), never below zero and never resurrecting an expired window. */
const RELEASE_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]))
if n and n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

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

/** Where a request's hit was counted, so a failed request gives it back to the same place. */
type Slot = { key: string; count: number; store: 'redis' | 'memory' };

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
 * The adaptive proof-of-work of DECISIONS.md section 5 ("Under pressure"), with ALTCHA (v1, SHA-256),
 * self-hosted. A route opts in with `config: { proofOfWork: 'booking' | 'contact' }`.
 *
 * Per client (request.ip; an IPv6 address by its /64) and scope, the requests that pass validation
 * are counted in a 10-minute window; a request that then fails (4xx/5xx, a 429 of this plugin
 * included) gives its count back, so the count is of bookings made, but it is taken before the work
 * starts, so a burst of concurrent requests cannot all slip under the threshold. Past the threshold, a
 * request must carry a solved challenge in the JSON body field `altcha`, else it is answered 429 with a
 * fresh challenge in `data.challenge`. A solution is good once: its challenge's signature is
 * remembered until the challenge expires. Counts and used signatures live in Redis when REDIS_URL is
 * set (shared by every process), else, or while Redis fails, in this process's memory: a Redis fault
 * never fails a request. Challenges are signed with a key derived from JWT_SECRET, so every process
 * agrees on them.
 */
async function proofOfWorkPlugin(app: FastifyInstance) {
  const settings = app.config.proofOfWork;
  const thresholds: Record<ProofOfWorkScope, number> = {
    booking: settings.afterBookings,
    contact: settings.afterContactMessages,
  };
  const hmacKey = createHmac('sha256', app.config.jwtSecret).update('altcha').digest('hex');

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

  async function hit(key: string): Promise<Slot> {
    if (redis) {
      try {
        const count = Number(await redis.eval(HIT_SCRIPT, 1, `pow:count:${key}`, POW_WINDOW_MS));
        if (Number.isFinite(count)) return { key, count, store: 'redis' };
      } catch (error) {
        redisFailed(error);
      }
    }
    const now = Date.now();
    const entry = counts.get(key, now);
    if (entry) {
      entry.count += 1;
      return { key, count: entry.count, store: 'memory' };
    }
    counts.set(key, { count: 1 }, now + POW_WINDOW_MS);
    return { key, count: 1, store: 'memory' };
  }

  async function release(slot: Slot): Promise<void> {
    if (slot.store === 'redis' && redis) {
      await redis.eval(RELEASE_SCRIPT, 1, `pow:count:${slot.key}`).catch(redisFailed);
      return;
    }
    const entry = counts.get(slot.key);
    if (entry && entry.count > 0) entry.count -= 1;
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

  function challengeFor(scope: ProofOfWorkScope): Promise<ProofOfWorkChallenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      hmacKey,
      maxNumber: settings.maxNumber,
      // 8 random bytes (16 hex digits): with the parameters and a number up to 99,999 the text to hash
      // stays within one 64-byte SHA-256 block, which halves the solving time of the default 12.
      saltLength: 8,
      expires: new Date(Date.now() + POW_WINDOW_MS),
      params: { scope },
    });
  }

  async function solved(text: string, scope: ProofOfWorkScope): Promise<boolean> {
    const payload = parsePayload(text);
    if (!payload) return false;
    const params = extractParams(payload);
    // A challenge of the other form, or one this server did not make (every one it makes expires), fails.
    if (params.scope !== scope || !/^\d+$/.test(params.expires ?? '')) return false;
    const ttlMs = Number(params.expires) * 1000 - Date.now();
    if (ttlMs <= 0) return false;
    const valid = await verifySolution(payload, hmacKey, true).catch(() => false);
    return valid && claim(payload.signature, ttlMs);
  }

  const slots = new WeakMap<FastifyRequest, Slot>();

  async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const scope = request.routeOptions.config.proofOfWork;
    const body = request.body as Record<string, unknown> | null | undefined;
    const solution = body?.[PROOF_OF_WORK_FIELD];
    // The field is for this plugin only: the route's handler never sees it.
    if (body && typeof body === 'object') delete body[PROOF_OF_WORK_FIELD];
    if (!scope || !settings.enabled) return;

    const slot = await hit(`${scope}:${clientOf(request.ip)}`);
    slots.set(request, slot);
    if (slot.count <= thresholds[scope]) return;
    if (typeof solution === 'string' && (await solved(solution, scope))) return;

    const catalogue = scope === 'contact' ? EN.server : AR.server;
    const message = solution === undefined ? catalogue.proofOfWorkRequired : catalogue.proofOfWorkFailed;
    throw new AppError(429, message, undefined, { data: { challenge: await challengeFor(scope) } });
  }

  async function settle(request: FastifyRequest, reply: FastifyReply) {
    const slot = slots.get(request);
    if (slot && reply.statusCode >= 400) await release(slot);
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
