import {
  AR_EVENTS,
  AR_TYPES,
  emptyEnvelopeSchema,
  envelope,
  ticketTypeDtoSchema,
  ticketTypeFormSchema,
  ticketTypeUpdateSchema,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { responses } from '../../lib/responses';
import {
  createTicketType,
  deleteTicketType,
  listTicketTypes,
  updateTicketType,
} from './ticket-types.service';

const TYPE_STAFF = ['Admin', 'Contant'] as const;
const eventParams = z.object({ id: z.string().max(100) });
const typeParams = z.object({ id: z.string().max(100), typeId: z.string().max(100) });
const typeAnswer = envelope(ticketTypeDtoSchema);

/** An event's ticket types (docs/api/ticket-types.md): Admin and Contant. */
export default async function ticketTypesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/events/:id/ticket-types',
    {
      config: { access: TYPE_STAFF },
      schema: {
        tags: ['ticket-types'],
        params: eventParams,
        response: responses({ 200: envelope(z.array(ticketTypeDtoSchema)) }),
      },
    },
    async (request) => ({ success: true, data: await listTicketTypes(app.db, request.params.id) }),
  );

  app.post(
    '/api/events/:id/ticket-types',
    {
      config: { access: TYPE_STAFF },
      schema: {
        tags: ['ticket-types'],
        params: eventParams,
        body: ticketTypeFormSchema,
        response: responses({ 201: typeAnswer }),
      },
    },
    async (request, reply) => {
      const eventId = requireId(request.params.id, AR_EVENTS.notFound);
      const data = await createTicketType(app.db, app.config, eventId, request.body);
      return reply.status(201).send({ success: true, data, message: AR_TYPES.created });
    },
  );

  app.put(
    '/api/events/:id/ticket-types/:typeId',
    {
      config: { access: TYPE_STAFF },
      schema: {
        tags: ['ticket-types'],
        params: typeParams,
        body: ticketTypeUpdateSchema,
        response: responses({ 200: typeAnswer }),
      },
    },
    async (request) => {
      const eventId = requireId(request.params.id, AR_EVENTS.notFound);
      const data = await updateTicketType(app.db, app.config, eventId, request.params.typeId, request.body);
      return { success: true, data, message: AR_TYPES.updated };
    },
  );

  app.delete(
    '/api/events/:id/ticket-types/:typeId',
    {
      config: { access: TYPE_STAFF },
      schema: {
        tags: ['ticket-types'],
        params: typeParams,
        response: responses({ 200: emptyEnvelopeSchema }),
      },
    },
    async (request) => {
      const eventId = requireId(request.params.id, AR_EVENTS.notFound);
      await deleteTicketType(app.db, eventId, request.params.typeId);
      return { success: true, data: null, message: AR_TYPES.deleted };
    },
  );
}
