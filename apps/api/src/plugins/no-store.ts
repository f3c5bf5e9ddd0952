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

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Answers that carry tokens or personal data (sign-in, refresh, profile, bookings and their export,
 * tickets, check-in, users) are never stored by a browser or proxy (docs/api/README.md#caching-and-compression): every
 * /api answer is `Cache-Control: no-store` unless it is one of the public GETs above. A route that
 * already chose a stricter no-store header (`private, no-store`) keeps it.
 */
async function noStorePlugin(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApi(request.url)) return done(null, payload);
    const publicGet =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.authorization === undefined &&
      PUBLIC_GETS.has(request.routeOptions.url ?? '');
    if (!publicGet) {
      const current = reply.getHeader('cache-control');
      if (typeof current !== 'string' || !/\bno-store\b/i.test(current))
        reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export default fp(noStorePlugin, { name: 'no-store' });
