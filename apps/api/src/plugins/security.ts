import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';

/** A fixed window's count and the milliseconds until it starts over. */
export type WindowCount = { current: number; ttl: number };

/**
 * This process's own fixed windows. Bounded: past `maxKeys` the ended windows go first, then the
 * oldest ones (a flood of new keys can only make this process forget, never stop counting).
 */
class MemoryWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys = 20_000) {}

  hit(key: string, windowMs: number): WindowCount {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) window = { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) this.shrink(now);
    return { current: window.count, ttl: window.resetAt - now };
  }

  peek(key: string): WindowCount {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: window.count, ttl: window.resetAt - now };
  }

  private shrink(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const PEEK_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

type WindowCommands = {
  windowHit(key: string, windowMs: number): Promise<[number, number]>;
  windowPeek(key: string): Promise<[number, number]>;
};

/** After a Redis failure, this long on the local windows before Redis is asked again. */
const REDIS_RETRY_MS = 5_000;

/**
 * Fixed-window counts shared through Redis while it answers. When it does not (down, unreachable,
 * slow), every count goes to this process's memory instead: the limits stay on, per process
 * (docs/api/README.md#rate-limits), and come back to Redis by themselves a few seconds after it recovers.
 */
export class SharedWindows {
  private readonly local = new MemoryWindows();
  private failingUntil = 0;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    if (redis) {
      redis.defineCommand('windowHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
      redis.defineCommand('windowPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
    }
  }

  /** Counts one more in the window of `key` (started by the first count) and answers the new count. */
  hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.shared(
      (commands) => commands.windowHit(key, windowMs),
      () => this.local.hit(key, windowMs),
    );
  }

  /** The count of the window of `key`, without counting. */
  peek(key: string): Promise<WindowCount> {
    return this.shared(
      (commands) => commands.windowPeek(key),
      () => this.local.peek(key),
    );
  }

  private async shared(
    remote: (commands: WindowCommands) => Promise<[number, number]>,
    local: () => WindowCount,
  ): Promise<WindowCount> {
    const redis = this.redis;
    if (!redis || Date.now() < this.failingUntil || redis.status !== 'ready') return local();
    try {
      const [current, ttl] = await remote(redis as unknown as WindowCommands);
      if (this.failingUntil !== 0) {
        this.failingUntil = 0;
        this.log.info('Redis answers again: rate limits are shared again');
      }
      return { current, ttl };
    } catch (error) {
      if (this.failingUntil === 0) {
        this.log.warn({ err: error }, 'Redis failed: rate limits count in this process meanwhile');
      }
      this.failingUntil = Date.now() + REDIS_RETRY_MS;
      return local();
    }
  }
}

type StoreCallback = (error: Error | null, result?: WindowCount) => void;

/**
 * The @fastify/rate-limit store on SharedWindows. The plugin's own Redis store, on a Redis error,
 * either fails the request (500) or, with `skipOnError`, lets it through unlimited; this one never
 * errors and never skips: it counts in this process instead.
 */
function windowStore(windows: SharedWindows) {
  return class WindowStore {
    readonly prefix: string;

    constructor(_options: unknown, prefix = 'rl:global:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      windows.hit(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: StoreCallback) {
      windows.peek(this.prefix + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** One namespace per route with its own limit (the plugin passes the route as `routeInfo`). */
    child(options: object) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new WindowStore(options, `rl:${String(route?.method)}:${String(route?.url)}:`);
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts shared through Redis when configured and answering, else this process's own. */
    rateWindows: SharedWindows;
  }
}

/** Fails fast and never queues: a dead Redis must not hold up a request or the start. */
function connectRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
}

/**
 * The headers a helmet middleware sets, run once: with a fixed configuration (no nonce) they are the
 * same for every request, so a request pays for setting them, not for a dozen middleware calls.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => void headers.set(name, value),
    removeHeader: (name: string) => void headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let failed: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return [...headers];
}

/** Security headers (a CSP with no inline script) and rate limits shared through Redis when configured. */
async function securityPlugin(app: FastifyInstance) {
  // Built once: @fastify/helmet rebuilt the middleware (and parsed the CSP) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const headers = headersSetBy(securityHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const redis = app.config.redisUrl ? connectRedis(app.config.redisUrl) : undefined;
  const windows = new SharedWindows(redis, app.log);
  if (redis) {
    // Connection errors are expected while Redis is down (the limits fall back); log them rarely.
    let lastLogged = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      app.log.warn({ err: error }, 'Redis unavailable: rate limits count in this process');
    });
    app.addHook('onClose', async () => void redis.disconnect());
    // Shared from the first request when Redis is up; a dead one holds the start back by no more
    // than its first failure (or a second): until it answers, the limits count in this process.
    await new Promise<void>((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        redis.off('ready', settle);
        redis.off('error', settle);
        resolve();
      };
      const timer = setTimeout(settle, 1_000);
      redis.once('ready', settle);
      redis.once('error', settle);
    });
  }
  app.decorate('rateWindows', windows);

  await app.register(rateLimit, {
    global: true,
    max: Math.round(1200 * app.config.rateLimitScale),
    timeWindow: '1 minute',
    store: windowStore(windows),
    // The store never fails (it falls back to memory); were it to, the request fails rather than pass unlimited.
    skipOnError: false,
    // A limit is an error like any other: the error handler gives it the envelope and a 429.
    errorResponseBuilder: (_request, context) => {
      const error = new Error('rate limited') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}

/** Per-route limit for the endpoints docs/api/README.md#rate-limits names (login, refresh, contact, booking). */
export function routeRateLimit(app: FastifyInstance, perMinute: number) {
  return { max: Math.max(1, Math.round(perMinute * app.config.rateLimitScale)), timeWindow: '1 minute' };
}

export default fp(securityPlugin, { name: 'security', dependencies: ['context'] });
