import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The /api answers a shared cache may keep: public GETs whose answer is the same for every visitor
 * (the event and portfolio listings, the API docs). Only without an Authorization header: staff see
 * hidden events through the same paths.
 */
const PUBLIC_GETS = new Set([
  '/api/events',
  '/api/events/event/:eventId',
  '/api/projects',
  '/api/projects/:slug',
  '/api/docs',
  '/api/docs/json',
]);

/**
 * The /api answers a signed-in user's own browser may keep, when the route says so with a `private,
 * max-age` header: a payment proof's thumbnail, whose address changes with the proof
 * (docs/api/bookings.md#proof-thumbnails). Never a shared cache; the full image stays no-store.
 */
const PRIVATE_CACHED_GETS = new Set(['/api/events/bookings/:id/payment-proof']);
const PRIVATE_CACHE = /^private,\s*max-age=\d+/i;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Answers that carry tokens or personal data (sign-in, refresh, profile, bookings and their export,
 * tickets, check-in, users) are never stored by a browser or proxy (docs/api/README.md#caching-and-compression): every
 * /api answer is `Cache-Control: no-store` unless it is one of the public GETs or the private ones above. A
 * route that already chose a stricter no-store header (`private, no-store`) keeps it.
 */
async function noStorePlugin(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApi(request.url)) return done(null, payload);
    const publicGet =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.authorization === undefined &&
      PUBLIC_GETS.has(request.routeOptions.url ?? '');
    const current = reply.getHeader('cache-control');
    const privateGet =
      request.method === 'GET' &&
      PRIVATE_CACHED_GETS.has(request.routeOptions.url ?? '') &&
      typeof current === 'string' &&
      PRIVATE_CACHE.test(current) &&
      !/\bno-store\b/i.test(current);
    if (!publicGet && !privateGet) {
      if (typeof current !== 'string' || !/\bno-store\b/i.test(current))
        reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export default fp(noStorePlugin, { name: 'no-store' });
