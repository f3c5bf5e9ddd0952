import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';

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
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  await app.register(rateLimit, {
    global: true,
    max: Math.round(1200 * app.config.rateLimitScale),
    timeWindow: '1 minute',
    redis,
    skipOnError: true,
    // A limit is an error like any other: the error handler gives it the envelope and a 429.
    errorResponseBuilder: (_request, context) => {
      const error = new Error('rate limited') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}

/** Per-route limit for the endpoints DECISIONS.md section 3 names (login, refresh, contact, booking). */
export function routeRateLimit(app: FastifyInstance, perMinute: number) {
  return { max: Math.max(1, Math.round(perMinute * app.config.rateLimitScale)), timeWindow: '1 minute' };
}

export default fp(securityPlugin, { name: 'security', dependencies: ['context'] });
