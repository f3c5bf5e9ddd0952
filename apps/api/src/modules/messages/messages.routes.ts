import {
  AR_EVENT_MESSAGES,
  envelope,
  eventMessageSchema,
  messageBodySchema,
  messagePreviewSchema,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { cancelMessage, createMessage, listMessages, previewMessage } from './messages.service';

const MESSAGE_STAFF = ['Admin', 'Supporter'] as const;
const M = AR_EVENT_MESSAGES.server;
const eventParams = z.object({ id: z.string().max(100) });

/** Messages to an event's people (docs/api/event-messages.md). */
export default async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/events/:id/messages',
    {
      config: { access: MESSAGE_STAFF },
      schema: {
        tags: ['messages'],
        params: eventParams,
        body: messageBodySchema,
        response: responses({ 201: envelope(eventMessageSchema) }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await createMessage(app.db, request.params.id, user.id, request.body);
      const message = data.status === 'Scheduled' ? M.scheduled : M.sent;
      return reply.status(201).send({ success: true, data, message });
    },
  );

  app.post(
    '/api/events/:id/messages/preview',
    {
      config: { access: MESSAGE_STAFF },
      schema: {
        tags: ['messages'],
        params: eventParams,
        body: messageBodySchema,
        response: responses({ 200: envelope(messagePreviewSchema) }),
      },
    },
    async (request) => ({
      success: true,
      data: await previewMessage(app.db, app.config, request.params.id, request.body),
    }),
  );

  app.get(
    '/api/events/:id/messages',
    {
      config: { access: MESSAGE_STAFF },
      schema: {
        tags: ['messages'],
        params: eventParams,
        response: responses({ 200: envelope(z.array(eventMessageSchema)) }),
      },
    },
    async (request) => ({ success: true, data: await listMessages(app.db, request.params.id) }),
  );

  app.delete(
    '/api/events/:id/messages/:messageId',
    {
      config: { access: MESSAGE_STAFF },
      schema: {
        tags: ['messages'],
        params: eventParams.extend({ messageId: z.string().max(100) }),
        response: responses({ 200: envelope(eventMessageSchema) }),
      },
    },
    async (request) => ({
      success: true,
      data: await cancelMessage(app.db, request.params.id, request.params.messageId),
      message: M.cancelled,
    }),
  );
}
