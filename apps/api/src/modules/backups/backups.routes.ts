import { AR_BACKUPS, backupItemSchema, backupListEnvelopeSchema, envelope } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { responses } from '../../lib/responses';

/** GET and POST /api/admin/backups (Admin; docs/operations.md#backups). */
export default async function backupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/backups',
    {
      config: { access: ['Admin'] },
      schema: { tags: ['backups'], response: responses({ 200: backupListEnvelopeSchema }) },
    },
    async () => {
      return { success: true, data: app.backups.list(), lastFailure: app.backups.lastFailure() };
    },
  );

  app.post(
    '/api/admin/backups',
    {
      // `npm run backup` asks the running server with the secret of DATA_DIR/secrets/backup.
      config: { access: ['Admin'], machineToken: app.config.backup.token },
      schema: { tags: ['backups'], response: responses({ 201: envelope(backupItemSchema) }) },
    },
    async (_request, reply) => {
      let item: Awaited<ReturnType<typeof app.backups.create>>;
      try {
        item = await app.backups.create();
      } catch {
        // Said in words (full disk, pg_dump missing...), never a path; the log has the cause.
        throw new AppError(500, app.backups.lastFailure()?.message ?? AR_BACKUPS.failed);
      }
      return reply.status(201).send({ success: true, data: item, message: AR_BACKUPS.created });
    },
  );
}
