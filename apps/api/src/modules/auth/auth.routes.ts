import { loginBodySchema, refreshBodySchema } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeRateLimit } from '../../plugins/security';
import { login, refresh } from './auth.service';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/users/login',
    {
      config: { access: 'public', rateLimit: routeRateLimit(app, 30) },
      schema: { tags: ['session'], body: loginBodySchema },
    },
    async (request) => {
      const result = await login(app.db, app.config, request.body.username, request.body.password);
      // The tokens also sit at the top level: SPEC.md's client reads accessToken, refreshToken and _id there.
      return { success: true, data: result, ...result };
    },
  );

  app.post(
    '/api/auth/refresh-token',
    {
      config: { access: 'public', rateLimit: routeRateLimit(app, 60) },
      schema: { tags: ['session'], body: refreshBodySchema },
    },
    async (request) => {
      const result = await refresh(app.db, app.config, request.body.refreshToken);
      return { success: true, data: result, ...result };
    },
  );
}
