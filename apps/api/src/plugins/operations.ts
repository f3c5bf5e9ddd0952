import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envelope } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { createReadiness } from '../db/readiness';
import { rowsOf } from '../db/rows';
import { migrationsDir } from '../lib/paths';
import { contentResponse, responses } from '../lib/responses';

/** How many migrations the code ships: the database is ready when it has applied all of them. */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** What a booking or check-in answer means, for the outcome counters (labels stay few and fixed). */
function outcomeOf(statusCode: number): string {
  if (statusCode < 300) return 'ok';
  if (statusCode === 409) return 'conflict';
  if (statusCode === 429) return 'rate_limited';
  if (statusCode === 404) return 'not_found';
  if (statusCode < 500) return 'refused';
  return 'error';
}

const tags = ['operations'];
/** For load balancers, not the site: the answers are described here rather than in packages/shared. */
const healthAnswer = envelope(z.object({ status: z.literal('ok') }));
/**
 * 503 otherwise: the error envelope, `error` one of 'database unreachable', 'database refuses writes'
 * and 'migrations pending' (with `data: { applied, expected }`).
 */
const readyAnswer = envelope(z.object({ status: z.literal('ready'), migrations: z.number() }));

const OUTCOME_ROUTES: Record<string, string> = {
  'POST /api/events/bookings': 'booking',
  'POST /api/events/bookings/verify-qr': 'check_in',
};

/**
 * For load balancers and operators (docs/api/operations.md#health): /api/health (the process answers),
 * /api/ready (database reachable and taking writes, every shipped migration applied; 503 otherwise:
 * db/readiness.ts) and /api/metrics
 * in the Prometheus text format, for Admin or with METRICS_TOKEN. One registry per app, so tests
 * that build several apps in one process don't share counters.
 */
async function operationsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route, method and status: count (rate) and latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const bookingOutcomes = new Counter({
    name: 'bookings_total',
    help: 'Booking requests by outcome (ok = a seat was taken)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const checkInOutcomes = new Counter({
    name: 'check_ins_total',
    help: 'Ticket verifications at the door by outcome (ok = admitted)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'email_outbox',
    help: 'Emails in the outbox by state (pending = waiting to be sent, failed = given up)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const [row] = rowsOf<{ pending: number; failed: number; retrying: number }>(
        await app.db.execute(sql`
          SELECT count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::int AS pending,
                 count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
                 count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL AND attempts > 0)::int AS retrying
          FROM email_outbox`),
      );
      this.set({ state: 'pending' }, row?.pending ?? 0);
      this.set({ state: 'retrying' }, row?.retrying ?? 0);
      this.set({ state: 'failed' }, row?.failed ?? 0);
    },
  });
  void outbox;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Unmatched URLs share one label, so a scan of random paths cannot grow the series without bound.
    const label = route ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route: label, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const kind = OUTCOME_ROUTES[`${request.method} ${route}`];
    if (kind === 'booking') bookingOutcomes.inc({ outcome: outcomeOf(reply.statusCode) });
    if (kind === 'check_in') checkInOutcomes.inc({ outcome: outcomeOf(reply.statusCode) });
  });

  const migrations = shippedMigrations();
  const readiness = createReadiness({
    db: app.db,
    migrations,
    // The embedded database's disk is this process's own: its free space is part of being ready.
    dataDir: app.config.databaseUrl ? undefined : app.config.dataDir,
    lastWriteRefusal: () => app.databaseFaults.lastWriteRefusal,
  });

  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags, response: responses({ 200: healthAnswer }) } },
    async () => {
      return { success: true, data: { status: 'ok' } };
    },
  );

  app.get(
    '/api/ready',
    { config: { access: 'public' }, schema: { tags, response: responses({ 200: readyAnswer }) } },
    async (request, reply) => {
      const state = await readiness();
      if (state.ready) return { success: true, data: { status: 'ready', migrations: state.applied } };
      if (state.reason === 'database unreachable') {
        request.log.warn({ err: { code: state.code } }, 'readiness check failed');
      }
      return reply.status(503).send({
        success: false,
        error: state.reason,
        errors: [{ msg: state.reason }],
        ...(state.reason === 'migrations pending' && {
          data: { applied: state.applied, expected: migrations },
        }),
      });
    },
  );

  app.get(
    '/api/metrics',
    {
      config: { access: ['Admin'], machineToken: app.config.metricsToken },
      schema: {
        tags,
        response: responses({
          200: contentResponse('Prometheus text exposition format', 'text/plain', z.string()),
        }),
      },
    },
    async (_request, reply) => {
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
}

export default fp(operationsPlugin, { name: 'operations', dependencies: ['context', 'errors', 'auth'] });
