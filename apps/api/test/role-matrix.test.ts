import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@app/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Access } from '../src/plugins/auth';
import auth from '../src/plugins/auth';
import context from '../src/plugins/context';
import errors from '../src/plugins/errors';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * docs/api/access.md#how-it-is-enforced, route by route. Every /api route the server registers must be listed here
 * with the same rule it declares, and every listed route must exist.
 */
const STAFF_FOR_MESSAGES: Access = ['Admin', 'Supporter'];
const EDITORS: Access = ['Admin', 'Contant'];
const BOOKING_STAFF: Access = ['Admin', 'Supporter'];
const DOOR: Access = ['Admin', 'Scanner'];

const EXPECTED: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  // Operations (also readable with METRICS_TOKEN instead of an account)
  'GET /api/metrics': ['Admin'],
  // Operations: failed emails (docs/api/operations.md#failed-emails)
  'GET /api/admin/outbox': ['Admin'],
  'POST /api/admin/outbox/:id/retry': ['Admin'],
  // Session
  'POST /api/users/login': 'public',
  'POST /api/auth/refresh-token': 'public',
  'POST /api/auth/logout': 'session',
  'GET /api/users/profile': 'session',
  'PATCH /api/users/profile': 'session',
  'PUT /api/users/profile/password': 'session',
  // Users
  'GET /api/users': ['Admin'],
  'POST /api/users/register': ['Admin'],
  'PATCH /api/users/:id/suspend': ['Admin'],
  'PATCH /api/users/:id': ['Admin'],
  'POST /api/users/:id/sessions/end': ['Admin'],
  // Personal data (docs/api/privacy.md#access-log): privacy requests and the access log
  'GET /api/privacy/search': ['Admin'],
  'POST /api/privacy/erase': ['Admin'],
  'GET /api/audit': ['Admin'],
  // Contact requests
  'POST /api/contact/contact-messages': 'public',
  'GET /api/contact/contact-messages': STAFF_FOR_MESSAGES,
  'PUT /api/contact/contact-messages/:id': STAFF_FOR_MESSAGES,
  // Portfolio projects
  'GET /api/projects': 'public',
  'GET /api/projects/:slug': 'public',
  'POST /api/projects': EDITORS,
  'PUT /api/projects/order': EDITORS,
  'PUT /api/projects/:id': EDITORS,
  'DELETE /api/projects/:id': EDITORS,
  // Events (the public list shows staff the hidden ones too when a staff token comes along)
  'GET /api/events': 'public',
  'GET /api/events/event/:eventId': 'public',
  'POST /api/events': EDITORS,
  'PUT /api/events/:id': EDITORS,
  'DELETE /api/events/:id': EDITORS,
  'POST /api/events/:id/cancel': ['Admin'],
  // Reports (docs/api/reports.md): an event's report
  'GET /api/events/:id/report': ['Admin', 'Supporter', 'Contant'],
  // Bookings
  'POST /api/events/bookings': 'public',
  // The booker's own booking: the signed link is the credential (docs/api/booker-page.md#the-link)
  'GET /api/tickets/:token': 'public',
  'GET /api/tickets/:token/calendar.ics': 'public',
  'POST /api/tickets/:token/payment-proof': 'public',
  'GET /api/tickets/:token/payment-proof': 'public',
  'GET /api/tickets/:token/tickets/:ticketId/qr.png': 'public',
  // A ticket changes hands (docs/api/ticket-transfer.md): the booker's link, or booking staff
  'PUT /api/tickets/:token/tickets/:ticketId': 'public',
  'PUT /api/events/bookings/:id/tickets/:ticketId': BOOKING_STAFF,
  'POST /api/tickets/:token/cancel': 'public',
  // The waiting list (docs/api/waitlist.md#join): join, and the entry's signed link
  'POST /api/events/:id/waitlist': 'public',
  'GET /api/waitlist/:token': 'public',
  'DELETE /api/waitlist/:token': 'public',
  'GET /api/events/:id/waitlist': BOOKING_STAFF,
  // Messages to an event's people (docs/api/event-messages.md)
  'POST /api/events/:id/messages': BOOKING_STAFF,
  'POST /api/events/:id/messages/preview': BOOKING_STAFF,
  'GET /api/events/:id/messages': BOOKING_STAFF,
  'DELETE /api/events/:id/messages/:messageId': BOOKING_STAFF,
  // Ticket types and codes (docs/api/ticket-types.md#routes, docs/api/codes.md): the check is public
  'GET /api/events/:id/ticket-types': EDITORS,
  'POST /api/events/:id/ticket-types': EDITORS,
  'PUT /api/events/:id/ticket-types/:typeId': EDITORS,
  'DELETE /api/events/:id/ticket-types/:typeId': EDITORS,
  'GET /api/events/:id/codes/check': 'public',
  'GET /api/events/:id/codes': EDITORS,
  'POST /api/events/:id/codes': EDITORS,
  'PUT /api/events/:id/codes/:codeId': EDITORS,
  'DELETE /api/events/:id/codes/:codeId': EDITORS,
  'POST /api/tickets/resend': 'public',
  'GET /api/events/bookings/:id/payment-proof': BOOKING_STAFF,
  'GET /api/events/bookings': BOOKING_STAFF,
  'GET /api/events/bookings/export': BOOKING_STAFF,
  'PUT /api/events/bookings/:id/status': BOOKING_STAFF,
  'POST /api/events/bookings/bulk-status': BOOKING_STAFF,
  'POST /api/events/bookings/:id/resend-ticket': BOOKING_STAFF,
  'POST /api/events/bookings/:id/cancel': BOOKING_STAFF,
  'POST /api/events/bookings/:id/revive': BOOKING_STAFF,
  // Payments (docs/api/payments.md#forwarding-inbox): the inbox's credential is its device token
  'POST /api/payments/transfers': BOOKING_STAFF,
  'POST /api/payments/transfers/parse': BOOKING_STAFF,
  'GET /api/payments/transfers': BOOKING_STAFF,
  'GET /api/payments/summary': BOOKING_STAFF,
  'POST /api/payments/transfers/:id/link': BOOKING_STAFF,
  'POST /api/payments/transfers/:id/dismiss': BOOKING_STAFF,
  'POST /api/payments/transfers/:id/refund-excess': BOOKING_STAFF,
  'POST /api/payments/inbox/:deviceToken': 'public',
  'POST /api/payments/devices': ['Admin'],
  'GET /api/payments/devices': ['Admin'],
  'DELETE /api/payments/devices/:id': ['Admin'],
  'GET /api/payments/refunds': BOOKING_STAFF,
  'POST /api/payments/refunds/:id/done': BOOKING_STAFF,
  // Check-in
  'POST /api/events/bookings/verify-qr': DOOR,
  'POST /api/events/bookings/:id/check-in': DOOR,
  'DELETE /api/events/bookings/:id/check-in': DOOR,
  'GET /api/events/check-in/events': DOOR,
  'GET /api/events/:eventId/attendees': DOOR,
  'GET /api/events/:eventId/check-in/snapshot': DOOR,
  'POST /api/events/:eventId/check-in/sync': DOOR,
  'GET /api/events/:eventId/check-in/stats': DOOR,
  'GET /api/events/:eventId/check-in/duplicates': DOOR,
  // Tasks and dashboard
  'GET /api/tasks/user': 'session',
  'PUT /api/tasks/:id': 'session',
  'POST /api/tasks': ['Admin'],
  'GET /api/tasks/assigned': ['Admin'],
  'GET /api/dashboard': ['Admin'],
  // Backups (docs/operations.md#backups; POST also with the local secret of `npm run backup`)
  'GET /api/admin/backups': ['Admin'],
  'POST /api/admin/backups': ['Admin'],
};

const ROLE_TOKENS_NEEDED = ROLES;

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, () => randomUUID());
}

function sameAccess(a: Access, b: Access): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return [...a].sort().join() === [...b].sort().join();
}

const t = useTestApp();

describe('role matrix', () => {
  it('every registered /api route declares exactly the rule of docs/api/access.md#how-it-is-enforced', () => {
    const registered = t().app.accessRegistry.map((r) => `${r.method} ${r.url}`);
    for (const route of t().app.accessRegistry) {
      const key = `${route.method} ${route.url}`;
      expect(EXPECTED[key], `${key} is not in the expected matrix`).toBeDefined();
      expect(
        sameAccess(route.access, EXPECTED[key]!),
        `${key} declares ${JSON.stringify(route.access)}`,
      ).toBe(true);
    }
    for (const key of Object.keys(EXPECTED)) expect(registered, `${key} is not registered`).toContain(key);
  });

  it('walks every route with no token, a bad token and a token of each role', {
    timeout: 180_000,
  }, async () => {
    const tokens = {} as Record<Role, string>;
    for (const role of ROLE_TOKENS_NEEDED) tokens[role] = (await signIn(t(), role)).token;
    const failures: string[] = [];

    // Logout ends the session of the token it is called with: it is walked last.
    const isLogout = (route: { url: string }) => Number(route.url === '/api/auth/logout');
    for (const route of [...t().app.accessRegistry].sort((a, b) => isLogout(a) - isLogout(b))) {
      const url = concreteUrl(route.url);
      const call = (headers: Record<string, string>) =>
        t().app.inject({
          method: route.method as 'GET',
          url,
          headers,
          payload: route.method === 'GET' ? undefined : {},
        });

      const anonymous = await call({});
      const forged = await call(bearer('not.a.valid-token'));
      if (route.access === 'public') {
        if ([401, 403].includes(anonymous.statusCode))
          failures.push(`${route.method} ${route.url} public but ${anonymous.statusCode}`);
        continue;
      }
      if (anonymous.statusCode !== 401)
        failures.push(`${route.method} ${route.url} without token: ${anonymous.statusCode}`);
      if (forged.statusCode !== 401)
        failures.push(`${route.method} ${route.url} with a bad token: ${forged.statusCode}`);
      expect(anonymous.json()).toMatchObject({ success: false, error: expect.any(String) });

      for (const role of ROLES) {
        const res = await call(bearer(tokens[role]));
        const allowed = route.access === 'session' || route.access.includes(role);
        if (allowed && [401, 403].includes(res.statusCode)) {
          failures.push(`${route.method} ${route.url} as ${role}: ${res.statusCode} but allowed`);
        }
        if (!allowed && res.statusCode !== 403)
          failures.push(`${route.method} ${route.url} as ${role}: ${res.statusCode}, expected 403`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses to start with an /api route that declares no rule', async () => {
    const app = Fastify();
    await app.register(context, { config: t().config, db: t().database.db });
    await app.register(errors);
    await app.register(auth);
    await expect(async () => {
      app.get('/api/undeclared', async () => ({ ok: true }));
      await app.ready();
    }).rejects.toThrow(/declares no access rule/);
    await app.close();
  });
});
