import type { AR_SERVER } from '@app/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, unavailableCode } from '../lib/database-unavailable';
import { AppError } from '../lib/errors';
import { serverMessages, speaksCallLanguage } from '../lib/message-language';

type EnvelopeError = { msg: string; path?: string };

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  errors: EnvelopeError[],
  details?: Record<string, unknown>,
) {
  return reply
    .status(statusCode)
    .type('application/json; charset=utf-8')
    .send({ success: false, error: errors[0]!.msg, errors, ...details });
}

const STATUS_MESSAGES: Record<number, keyof typeof AR_SERVER> = {
  400: 'invalidInput',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'tooLarge',
  415: 'unsupportedType',
  429: 'rateLimited',
};

function genericMessage(request: FastifyRequest, statusCode: number): string {
  const catalogue: Readonly<Record<string, unknown>> = serverMessages(request);
  const key = STATUS_MESSAGES[statusCode];
  const message = key ? catalogue[key] : undefined;
  return typeof message === 'string' ? message : serverMessages(request).invalidInput;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** When the database last refused a write (disk full, read-only): /api/ready reports it a while. */
    databaseFaults: { lastWriteRefusal: number };
  }
}

/**
 * disk_full: a PostgreSQL server short of space still answers reads and refuses only the writes that
 * must grow a file, which no cheap probe sees. (A read-only database is seen by the probe itself.)
 */
function isWriteRefusal(code: string | undefined): boolean {
  return code === '53100';
}

async function errorsPlugin(app: FastifyInstance) {
  app.decorate('databaseFaults', { lastWriteRefusal: 0 });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, [{ msg: error.message, path: error.path }], error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        msg:
          issue.message && speaksCallLanguage(request, issue.message)
            ? issue.message
            : genericMessage(request, 400),
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined,
      }));
      return sendError(reply, 400, errors.length ? errors : [{ msg: genericMessage(request, 400) }]);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      if (statusCode === 400 && (error instanceof SyntaxError || JSON_BODY_ERRORS.has(error.code))) {
        return sendError(reply, 400, [{ msg: serverMessages(request).invalidJson }]);
      }
      return sendError(reply, statusCode, [{ msg: genericMessage(request, statusCode) }]);
    }
    // The database is away (a restart, a failover, a full disk, read-only): nothing is wrong with the
    // request or the code, and the service comes back by itself (docs/operations.md#faults).
    if (isDatabaseUnavailable(error)) {
      const code = unavailableCode(error);
      if (isWriteRefusal(code)) app.databaseFaults.lastWriteRefusal = Date.now();
      request.log.warn({ code, route: request.routeOptions.url }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, [{ msg: serverMessages(request).unavailable }]);
    }
    // Through the logger's `err` serializer (lib/private-logs.ts): a database error is logged as its
    // SQLSTATE only, never the statement or its parameters. The route is its pattern, not the URL.
    request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
    const catalogue = serverMessages(request);
    return sendError(reply, 500, [{ msg: catalogue.internal }]);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
