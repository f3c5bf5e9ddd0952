import {
  AR_CODES,
  AR_EVENTS,
  codeCheckQuerySchema,
  codeCheckSchema,
  codeDtoSchema,
  codeFormSchema,
  codeUpdateSchema,
  emptyEnvelopeSchema,
  envelope,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { responses } from '../../lib/responses';
import { routeRateLimit } from '../../plugins/security';
import { checkCode, createCode, deleteCode, listCodes, updateCode } from './codes.service';

const CODE_STAFF = ['Admin', 'Contant'] as const;
const eventParams = z.object({ id: z.string().max(100) });
const codeParams = z.object({ id: z.string().max(100), codeId: z.string().max(100) });
const codeAnswer = envelope(codeDtoSchema);
/** Per client address: a page checks a code once per change of the field, a guesser is slowed down. */
export const CODE_CHECKS_PER_MINUTE = 20;

/** An event's codes (docs/api/codes.md): Admin and Contant; the check is public. */
export default async function codesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/events/:id/codes/check',
    {
      config: {
        access: 'public',
        rateLimit: routeRateLimit(app, CODE_CHECKS_PER_MINUTE),
        // After WRONG_CODES_BEFORE_CHALLENGE wrong codes in 10 minutes, each check needs a solved challenge.
        proofOfWork: 'codes',
      },
      schema: {
        tags: ['codes'],
        params: eventParams,
        querystring: codeCheckQuerySchema,
        response: responses({ 200: envelope(codeCheckSchema) }),
      },
    },
    async (request) => ({
      success: true,
      data: await checkCode(app.db, request.params.id, request.query.code),
    }),
  );

  app.get(
    '/api/events/:id/codes',
    {
      config: { access: CODE_STAFF },
      schema: {
        tags: ['codes'],
        params: eventParams,
        response: responses({ 200: envelope(z.array(codeDtoSchema)) }),
      },
    },
    async (request) => ({ success: true, data: await listCodes(app.db, request.params.id) }),
  );

  app.post(
    '/api/events/:id/codes',
    {
      config: { access: CODE_STAFF },
      schema: {
        tags: ['codes'],
        params: eventParams,
        body: codeFormSchema,
        response: responses({ 201: codeAnswer }),
      },
    },
    async (request, reply) => {
      const eventId = requireId(request.params.id, AR_EVENTS.notFound);
      const data = await createCode(app.db, eventId, request.body);
      return reply.status(201).send({ success: true, data, message: AR_CODES.created });
    },
  );

  app.put(
    '/api/events/:id/codes/:codeId',
    {
      config: { access: CODE_STAFF },
      schema: {
        tags: ['codes'],
        params: codeParams,
        body: codeUpdateSchema,
        response: responses({ 200: codeAnswer }),
      },
    },
    async (request) => {
      const eventId = requireId(request.params.id, AR_EVENTS.notFound);
      const data = await updateCode(app.db, eventId, request.params.codeId, request.body);
      return { success: true, data, message: AR_CODES.updated };
    },
  );

  app.delete(
    '/api/events/:id/codes/:codeId',
    {
      config: { access: CODE_STAFF },
      schema: { tags: ['codes'], params: codeParams, response: responses({ 200: emptyEnvelopeSchema }) },
    },
    async (request) => {
      const eventId = requireId(request.params.id, AR_EVENTS.notFound);
      await deleteCode(app.db, eventId, request.params.codeId);
      return { success: true, data: null, message: AR_CODES.deleted };
    },
  );
}
