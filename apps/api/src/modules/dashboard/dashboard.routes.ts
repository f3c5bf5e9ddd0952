import { dashboardDtoSchema, envelope } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../lib/responses';
import { getDashboard } from './dashboard.service';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/dashboard',
    {
      config: { access: ['Admin'] },
      schema: { tags: ['dashboard'], response: responses({ 200: envelope(dashboardDtoSchema) }) },
    },
    async () => {
      return { success: true, data: await getDashboard(app.db) };
    },
  );
}
