import { LIMITS } from '@app/shared';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import authRoutes from './modules/auth/auth.routes';
import bookingsRoutes from './modules/bookings/bookings.routes';
import checkInRoutes from './modules/check-in/check-in.routes';
import contactRoutes from './modules/contact/contact.routes';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import eventsRoutes from './modules/events/events.routes';
import projectsRoutes from './modules/projects/projects.routes';
import tasksRoutes from './modules/tasks/tasks.routes';
import usersRoutes from './modules/users/users.routes';
import auth from './plugins/auth';
import context from './plugins/context';
import docs from './plugins/docs';
import errors from './plugins/errors';
import security from './plugins/security';
import staticSite from './plugins/static-site';

export type AppOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole server from plugins and modules, without listening. */
export async function buildApp({ config, db, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    // Secrets never reach the log: tokens and passwords live in headers and bodies, which are not logged.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(context, { config, db });
  await app.register(errors);
  await app.register(security);
  await app.register(multipart, {
    limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 20, fieldSize: 100_000 },
  });
  await app.register(docs);
  await app.register(auth);

  app.get('/api/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    success: true,
    data: { status: 'ok' },
  }));
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(contactRoutes);
  await app.register(projectsRoutes);
  await app.register(eventsRoutes);
  await app.register(bookingsRoutes);
  await app.register(checkInRoutes);
  await app.register(tasksRoutes);
  await app.register(dashboardRoutes);

  await app.register(staticSite);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
