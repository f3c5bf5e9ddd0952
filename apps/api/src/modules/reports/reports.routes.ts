import { AR_EVENTS, envelope, eventReportDtoSchema } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { responses } from '../../lib/responses';
import { eventReport } from './event-report';

/** docs/api/access.md#who-may-call-what: the Reports row. */
const REPORT_STAFF = ['Admin', 'Supporter', 'Contant'] as const;

export default async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/events/:id/report',
    {
      config: { access: REPORT_STAFF },
      schema: {
        tags: ['reports'],
        params: z.object({ id: z.string() }),
        response: responses({ 200: envelope(eventReportDtoSchema) }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, AR_EVENTS.notFound);
      return { success: true, data: await eventReport(app.db, id) };
    },
  );
}
