import { randomUUID } from 'node:crypto';
import { ROLES, type Role, sampleNationalId } from '@app/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signBookerToken } from '../src/modules/bookings/booking-tokens';
import { createEventViaApi } from './helpers/events';
import { BIDI_TEXTS, DEEP_BODIES, type FuzzCase, fuzzCase, plausibleWithBidi } from './route-fuzz-cases';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * Every registered route, as every role, with generated and mutated input (docs/api/README.md#input-hygiene):
 * wrong types, huge strings, control characters, lone surrogates, bidirectional controls, broken
 * UTF-8, broken or deeply nested JSON and broken multipart. Whatever comes in, the answer is below
 * 500 and in the envelope; deep nesting and bidirectional text are refused (4xx) on every route.
 *
 * Bounded for `npm test` with a fixed seed; run longer or with another seed locally:
 *   FUZZ_RUNS=2000 FUZZ_SEED=7 npx vitest run test/route-fuzz.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 42);

const t = useTestApp();
const tokens = {} as Record<Role, string>;
const accounts = {} as Record<Role, { username: string; password: string }>;
const known: Record<string, string> = {};

/** Answers that are files, not JSON: the CSV export, images, the metrics text. */
const FILE_ROUTES = new Set([
  'GET /api/events/bookings/export',
  'GET /api/metrics',
  'GET /api/tickets/:token/payment-proof',
  'GET /api/tickets/:token/tickets/:ticketId/qr.png',
  'GET /api/tickets/:token/calendar.ics',
  'GET /api/events/bookings/:id/payment-proof',
]);
const LEAKS =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\/work\/|SELECT |INSERT |UPDATE \w+ SET|syntax error at/;

beforeAll(async () => {
  for (const role of ROLES) {
    const account = await signIn(t(), role);
    tokens[role] = account.token;
    accounts[role] = account;
  }
  const event = await createEventViaApi(t(), tokens.Admin, { totalSeats: 500 });
  const booking = await t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId: event._id,
      nationalId: sampleNationalId(900_001),
      fullName: 'ضيف الاختبار',
      email: 'fuzz-guest@example.com',
      paymentMethod: 'InstaPay',
      paymentNumber: 'guest@instapay',
    },
  });
  known.eventId = event._id;
  known.id = booking.json().data._id;
  known.token = signBookerToken(t().config.ticketSecret, known.id!);
});

/** A fuzzed call may end a session (logout, a password change): sign in again before the next route. */
async function freshTokens() {
  for (const role of ROLES) {
    const res = await t().app.inject({ url: '/api/users/profile', headers: bearer(tokens[role]) });
    if (res.statusCode === 200) continue;
    const again = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: accounts[role],
    });
    if (again.statusCode === 200) tokens[role] = again.json().data.accessToken;
  }
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ENGLISH_ROUTES = new Set([
  'POST /api/contact/contact-messages',
  'GET /api/projects',
  'GET /api/projects/:slug',
]);

function problemWith(
  route: string,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (LEAKS.test(res.body)) return `leaks internals: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (FILE_ROUTES.has(route) && res.statusCode < 300) return undefined;
  if (res.statusCode === 304 || res.statusCode === 204) return undefined;
  if (!type.includes('application/json')) return `answered ${res.statusCode} as ${type || 'no content type'}`;
  let body: { success?: unknown; error?: unknown; errors?: { msg?: unknown }[] };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered JSON that does not parse: ${res.body.slice(0, 200)}`;
  }
  if (typeof body.success !== 'boolean') return `no envelope: ${res.body.slice(0, 200)}`;
  if (body.success === false && (typeof body.error !== 'string' || body.errors?.[0]?.msg !== body.error)) {
    return `a failure outside the envelope: ${res.body.slice(0, 200)}`;
  }
  // docs/api/README.md#language-of-messages: staff, events and booking calls answer in Arabic (never
  // zod's own English for a rule a schema left without its message); the public contact call and the
  // public portfolio in English.
  const english = ENGLISH_ROUTES.has(route);
  if (body.success === false && !english) {
    const unspoken = (body.errors ?? []).map((e) => String(e.msg)).filter((msg) => !ARABIC_LETTER.test(msg));
    if (unspoken.length > 0) return `answered outside Arabic: ${unspoken.join(' | ').slice(0, 200)}`;
  }
  return undefined;
}

describe('every route under generated and broken input', () => {
  it('never answers 5xx and always answers in the envelope', { timeout: 600_000 }, async () => {
    const routes = t().app.accessRegistry.filter((r) => r.url !== '/api/auth/logout');
    const started = Date.now();
    let cases = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      await freshTokens();
      await fc.assert(
        fc.asyncProperty(
          fuzzCase(route.url),
          fc.constantFrom<Role | 'anonymous'>('anonymous', ...ROLES),
          async (input: FuzzCase, who) => {
            cases += 1;
            const url = input.url(known, randomUUID());
            const headers: Record<string, string> = { ...input.headers };
            if (who !== 'anonymous') Object.assign(headers, bearer(tokens[who]));
            const res = await t().app.inject({
              method: route.method as 'GET',
              url,
              headers,
              payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : input.payload,
            });
            const problem = problemWith(key, res);
            if (problem) throw new Error(`${key} as ${who}: ${url}\n${input.describe}\n${problem}`);
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    console.log(
      `route fuzz: ${routes.length} routes, ${RUNS} cases per route (${cases} requests), seed ${SEED}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(cases).toBeGreaterThanOrEqual(routes.length * RUNS);
  });
});

describe('deep nesting and bidirectional text on every route (docs/api/README.md#input-hygiene)', () => {
  it('are refused with a 4xx in the envelope, as anyone and as the Admin', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    for (const route of t().app.accessRegistry) {
      const key = `${route.method} ${route.url}`;
      await freshTokens();
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const at = (overrides: Record<string, string> = {}) =>
        route.url.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent(overrides[name] ?? known[name] ?? randomUUID()),
        );
      const requests: { url: string; payload?: string; describe: string }[] = BIDI_TEXTS.map((bidi) => ({
        url: `${at()}?q=${encodeURIComponent(bidi)}`,
        describe: `query q=${JSON.stringify(bidi)}`,
      }));
      for (const name of names) {
        requests.push({ url: at({ [name]: BIDI_TEXTS[0]! }), describe: `path ${name} with a bidi control` });
      }
      if (route.method !== 'GET') {
        for (const deep of DEEP_BODIES)
          requests.push({ url: at(), payload: deep.text, describe: deep.describe });
        BIDI_TEXTS.forEach((_, index) => {
          requests.push({
            url: at(),
            payload: plausibleWithBidi(index),
            describe: 'every text with a bidi control',
          });
        });
      }
      for (const who of ['anonymous', 'Admin'] as const) {
        for (const request of requests) {
          const headers: Record<string, string> = who === 'Admin' ? bearer(tokens.Admin) : {};
          if (request.payload !== undefined) headers['content-type'] = 'application/json';
          const res = await t().app.inject({
            method: route.method as 'GET',
            url: request.url,
            headers,
            payload: request.payload,
          });
          const problem =
            res.statusCode < 400 || res.statusCode >= 500
              ? `answered ${res.statusCode}: ${res.body.slice(0, 200)}`
              : problemWith(key, res);
          if (problem) problems.push(`${key} as ${who}, ${request.describe}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
