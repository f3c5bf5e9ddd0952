import {
  AR_OUTBOX,
  envelope,
  outboxListDtoSchema,
  outboxListQuerySchema,
  outboxRetryDtoSchema,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../lib/responses';
import { listFailedEmails, retryEmail } from './failed-emails';

const idParams = z.object({ id: z.string() });
const tags = ['operations'];

/** docs/api/operations.md#failed-emails: Admin sees the emails that failed for good and sends them again. */
export default async function failedEmailsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/outbox',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        querystring: outboxListQuerySchema,
        response: responses({ 200: envelope(outboxListDtoSchema) }),
      },
    },
    async (request) => {
      return { success: true, data: await listFailedEmails(app.db, request.query) };
    },
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      config: { access: ['Admin'] },
      schema: { tags, params: idParams, response: responses({ 202: envelope(outboxRetryDtoSchema) }) },
    },
    async (request, reply) => {
      const { id } = request.params;
      await retryEmail(app.db, id, { notFound: AR_OUTBOX.notFound, notFailed: AR_OUTBOX.notFailed });
      // Accepted: the sender job sends it within seconds; the list shows it again if it fails.
      return reply.status(202).send({
        success: true,
        data: { _id: id, id, state: 'pending' as const },
        message: AR_OUTBOX.retried,
      });
    },
  );
}
