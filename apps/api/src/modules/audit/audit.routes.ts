import { auditEntryDtoSchema, auditQuerySchema, envelope } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../lib/responses';
import { listAccessLog } from './access-log';

/** docs/api/privacy.md#access-log: the access log, newest first (Admin). */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/audit',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['operations'],
        querystring: auditQuerySchema,
        response: responses({ 200: envelope(z.array(auditEntryDtoSchema)) }),
      },
    },
    async (request) => ({ success: true, data: await listAccessLog(app.db, request.query) }),
  );
}
