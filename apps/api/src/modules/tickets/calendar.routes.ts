import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentResponse, responses } from '../../lib/responses';
import { routeRateLimit } from '../../plugins/security';
import { ticketCalendar } from './calendar';

const VIEWS_PER_MINUTE = 120;

/** GET /api/tickets/{token}/calendar.ics: the booker's page's "add to calendar" (docs/api/booker-page.md#add-to-calendar). */
export default async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/tickets/:token/calendar.ics',
    {
      config: { access: 'public', rateLimit: routeRateLimit(app, VIEWS_PER_MINUTE) },
      schema: {
        tags: ['tickets'],
        params: z.object({ token: z.string().max(200) }),
        response: responses({
          200: contentResponse('The event as an iCalendar file (RFC 5545)', 'text/calendar', z.string()),
        }),
      },
    },
    async (request, reply) => {
      const ics = await ticketCalendar(app.db, app.config, request.params.token);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="event.ics"')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
}
