import {
  AR_AUTH,
  emptyEnvelopeSchema,
  envelope,
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  refreshBodySchema,
  tokenPairSchema,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { routeRateLimit } from '../../plugins/security';
import { login, logout, refresh } from './auth.service';
import { loginFailureLimit } from './login-limit';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const failures = loginFailureLimit(app);

  app.post(
    '/api/users/login',
    {
      config: { access: 'public', rateLimit: routeRateLimit(app, 30) },
      schema: {
        tags: ['session'],
        body: loginBodySchema,
        // Past 20 failures for the username, a 429 carries a proof-of-work challenge in `data.challenge`.
        // The tokens also sit at the top level: docs/api/README.md's client reads them there.
        response: responses({ 200: envelope(loginResponseSchema).extend(loginResponseSchema.shape) }),
      },
    },
    async (request) => {
      const { username, password, altcha } = request.body;
      await failures.requireWork(username, altcha);
      const result = await failures.countFailure(username, () =>
        login(app.db, app.config, username, password),
      );
      // The tokens also sit at the top level: docs/api/README.md's client reads accessToken, refreshToken and _id there.
      return { success: true, data: result, ...result };
    },
  );

  app.post(
    '/api/auth/refresh-token',
    {
      config: { access: 'public', rateLimit: routeRateLimit(app, 60) },
      schema: {
        tags: ['session'],
        body: refreshBodySchema,
        response: responses({ 200: envelope(tokenPairSchema).extend(tokenPairSchema.shape) }),
      },
    },
    async (request) => {
      const result = await refresh(app.db, app.config, request.body.refreshToken);
      return { success: true, data: result, ...result };
    },
  );

  // Its own scope: the body may be absent, `{}`, or even an empty body sent as application/json.
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/auth/logout',
      {
        config: { access: 'session' },
        schema: {
          tags: ['session'],
          body: logoutBodySchema,
          response: responses({ 200: emptyEnvelopeSchema }),
        },
      },
      async (request) => {
        const user = currentUser(request);
        await logout(app.db, user.id, user.sessionId, request.body?.refreshToken || undefined);
        return { success: true, data: null, message: AR_AUTH.loggedOut };
      },
    );
  });
}
