import {
  AR_WAITLIST,
  envelope,
  pagedEnvelope,
  pageQueryShape,
  waitlistJoinAnswerSchema,
  waitlistJoinSchema,
  waitlistStaffEntrySchema,
  waitlistViewSchema,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../lib/responses';
import { routeRateLimit } from '../../plugins/security';
import { joinWaitlist, leaveWaitlist, listEntries, viewEntry } from './waitlist.service';

const WAITLIST_STAFF = ['Admin', 'Supporter'] as const;
const eventParams = z.object({ id: z.string().max(100) });
const tokenParams = z.object({ token: z.string().max(200) });
const viewAnswer = envelope(waitlistViewSchema);
/** Per client address, as bookings: a family's phones stay well under it. */
export const WAITLIST_JOINS_PER_MINUTE = 30;
const VIEWS_PER_MINUTE = 120;

/** The waiting list (docs/api/waitlist.md). */
export default async function waitlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/events/:id/waitlist',
    {
      config: {
        access: 'public',
        rateLimit: routeRateLimit(app, WAITLIST_JOINS_PER_MINUTE),
        // Counted with bookings, `quantity` tickets each: a place in line is a claim on seats.
        proofOfWork: 'booking',
      },
      schema: {
        tags: ['waitlist'],
        params: eventParams,
        body: waitlistJoinSchema,
        response: responses({ 201: envelope(waitlistJoinAnswerSchema) }),
      },
    },
    async (request, reply) => {
      const data = await joinWaitlist(app.db, app.config, request.params.id, request.body);
      return reply.status(201).send({ success: true, data, message: AR_WAITLIST.server.joined });
    },
  );

  app.get(
    '/api/events/:id/waitlist',
    {
      config: { access: WAITLIST_STAFF },
      schema: {
        tags: ['waitlist'],
        params: eventParams,
        querystring: z.object(pageQueryShape),
        response: responses({ 200: pagedEnvelope(waitlistStaffEntrySchema) }),
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const page = limit === undefined ? undefined : { limit, cursor, secret: app.config.jwtSecret };
      const { items, meta } = await listEntries(app.db, request.params.id, page);
      return { success: true, data: items, ...(meta && { meta }) };
    },
  );

  app.get(
    '/api/waitlist/:token',
    {
      config: { access: 'public', rateLimit: routeRateLimit(app, VIEWS_PER_MINUTE) },
      schema: { tags: ['waitlist'], params: tokenParams, response: responses({ 200: viewAnswer }) },
    },
    async (request) => ({ success: true, data: await viewEntry(app.db, app.config, request.params.token) }),
  );

  app.delete(
    '/api/waitlist/:token',
    {
      config: { access: 'public', rateLimit: routeRateLimit(app, VIEWS_PER_MINUTE) },
      schema: { tags: ['waitlist'], params: tokenParams, response: responses({ 200: viewAnswer }) },
    },
    async (request) => ({
      success: true,
      data: await leaveWaitlist(app.db, app.config, request.params.token),
      message: AR_WAITLIST.server.left,
    }),
  );
}
