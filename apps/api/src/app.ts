import { LIMITS } from '@app/shared';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { serverMessages } from './lib/message-language';
import { privateLogger } from './lib/private-logs';
import { responseSerializerCompiler, strictAnswers } from './lib/response-serializer';
import auditRoutes from './modules/audit/audit.routes';
import authRoutes from './modules/auth/auth.routes';
import { type BackupSource, createBackupService } from './modules/backups';
import backupsRoutes from './modules/backups/backups.routes';
import { bookingEvents } from './modules/bookings';
import bookingsRoutes from './modules/bookings/bookings.routes';
import checkInRoutes from './modules/check-in/check-in.routes';
import { codesRoutes } from './modules/codes';
import contactRoutes from './modules/contact/contact.routes';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import failedEmailsRoutes from './modules/email/failed-emails.routes';
import eventsRoutes from './modules/events/events.routes';
import messagesRoutes from './modules/messages/messages.routes';
import { matchArrivedDetails, refundEndedBookings } from './modules/payments';
import paymentsRoutes from './modules/payments/payments.routes';
import privacyRoutes from './modules/privacy/privacy.routes';
import projectsRoutes from './modules/projects/projects.routes';
import reportsRoutes from './modules/reports/reports.routes';
import tasksRoutes from './modules/tasks/tasks.routes';
import { ticketTypesRoutes } from './modules/ticket-types';
import calendarRoutes from './modules/tickets/calendar.routes';
import ticketsRoutes from './modules/tickets/tickets.routes';
import usersRoutes from './modules/users/users.routes';
import { offerReturnedSeats } from './modules/waitlist';
import waitlistRoutes from './modules/waitlist/waitlist.routes';
import auth from './plugins/auth';
import compressAnswers from './plugins/compress-answers';
import context from './plugins/context';
import docs from './plugins/docs';
import errors, { sendError } from './plugins/errors';
import imageFiles from './plugins/image-files';
import inputGuard from './plugins/input-guard';
import noStore from './plugins/no-store';
import operations from './plugins/operations';
import proofOfWork from './plugins/proof-of-work';
import security from './plugins/security';
import staticSite from './plugins/static-site';

export type AppOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** A log line per request (the JSON log's); a terminal's log (LOG_FORMAT=pretty) goes without. */
  requestLogging?: boolean;
  /** What backups copy: the embedded engine, or (default with DATABASE_URL) pg_dump of that URL. */
  backupSource?: BackupSource;
};

/**
 * Fastify reads a bare number as "trust nothing"; a hop count here means the nearest `count` hops
 * (the load balancer) are proxies, so the client is the address the last of them saw.
 */
function trustedHops(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * Who does what when a booking changes (docs/architecture.md#side-effects-by-events): the side
 * effects of the bookings' transitions, each raised inside the transition's transaction.
 */
export function wireDomainEvents(): void {
  bookingEvents.subscribe('paidBookingsEnded', refundEndedBookings);
  bookingEvents.subscribe('paymentDetailsArrived', matchArrivedDetails);
  bookingEvents.subscribe('seatsReturned', offerReturnedSeats);
}

/** Builds the whole server from plugins and modules, without listening. */
export async function buildApp({
  config,
  db,
  logger = false,
  requestLogging = true,
  backupSource,
}: AppOptions) {
  const app = Fastify({
    // No personal data, password, token or ticket link reaches the log (lib/private-logs.ts).
    logger: privateLogger(logger),
    // No 'incoming request' and 'request completed' lines in a terminal's log; errors still are.
    logController: requestLogging ? undefined : new LogController({ disableRequestLogging: true }),
    trustProxy: trustedHops(config.trustProxy),
    // Secrets never reach the log: tokens and passwords live in headers and bodies, which are not logged.
    bodyLimit: 1024 * 1024,
    // A request that arrives while the process stops is refused by the hook below, in the envelope.
    return503OnClosing: false,
    // Errors raised before routing (a malformed URL) get the envelope like every other answer.
    frameworkErrors: (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      const catalogue = serverMessages(request);
      return sendError(reply, status >= 400 && status < 500 ? status : 400, [
        { msg: catalogue.invalidInput },
      ]);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are serialized with each route's response schema; a mismatch is logged and sent as plain
  // JSON in production, and fails the request under test (lib/response-serializer.ts).
  app.setSerializerCompiler(
    responseSerializerCompiler({
      strict: strictAnswers(config.env),
      log: app.log,
    }),
  );

  wireDomainEvents();
  await app.register(context, { config, db });
  app.decorate(
    'backups',
    createBackupService({
      config,
      source:
        backupSource ?? (config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : undefined),
      log: app.log,
    }),
  );
  await app.register(errors);
  // Once the process starts stopping (SIGTERM), requests still arriving on open connections are not
  // taken: 503 in the envelope, the connection closed, so the client's retry reaches another process.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!stopping) return;
    const catalogue = serverMessages(request);
    reply.header('connection', 'close');
    return sendError(reply, 503, [{ msg: catalogue.stopping }]);
  });
  await app.register(compressAnswers);
  await app.register(noStore);
  await app.register(security);
  await app.register(inputGuard);
  await app.register(multipart, {
    limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 20, fieldSize: 100_000 },
  });
  await app.register(docs);
  await app.register(auth);
  await app.register(proofOfWork);

  await app.register(operations);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(contactRoutes);
  await app.register(projectsRoutes);
  await app.register(eventsRoutes);
  await app.register(bookingsRoutes);
  await app.register(ticketsRoutes);
  await app.register(calendarRoutes);
  await app.register(messagesRoutes);
  await app.register(ticketTypesRoutes);
  await app.register(codesRoutes);
  await app.register(waitlistRoutes);
  await app.register(checkInRoutes);
  await app.register(tasksRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportsRoutes);
  await app.register(failedEmailsRoutes);
  await app.register(paymentsRoutes);
  await app.register(backupsRoutes);
  await app.register(privacyRoutes);
  await app.register(auditRoutes);

  await app.register(imageFiles);
  await app.register(staticSite);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
