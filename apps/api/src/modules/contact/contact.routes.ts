import {
  AR_CONTACT_REQUESTS,
  contactDecisionBodySchema,
  contactListQuerySchema,
  contactMessageBodySchema,
  contactMessageDtoSchema,
  EN,
  envelope,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { responses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { routeRateLimit } from '../../plugins/security';
import { createContactMessage, decideContactMessage, listContactMessages } from './contact.service';

const idParams = z.object({ id: z.string() });
const STAFF = ['Admin', 'Supporter'] as const;

/** Per client address and minute. */
export const CONTACT_REQUESTS_PER_MINUTE = 30;

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/contact/contact-messages',
    {
      config: {
        access: 'public',
        rateLimit: routeRateLimit(app, CONTACT_REQUESTS_PER_MINUTE),
        proofOfWork: 'contact',
      },
      schema: {
        tags: ['contact'],
        body: contactMessageBodySchema,
        response: responses({ 201: envelope(contactMessageDtoSchema) }),
      },
    },
    async (request, reply) => {
      const message = await createContactMessage(app.db, app.config, request.body);
      return reply.status(201).send({ success: true, data: message, message: EN.contact.created });
    },
  );

  app.get(
    '/api/contact/contact-messages',
    {
      config: { access: STAFF },
      schema: {
        tags: ['contact'],
        querystring: contactListQuerySchema,
        response: responses({ 200: envelope(z.array(contactMessageDtoSchema)) }),
      },
    },
    async (request) => {
      return { success: true, data: await listContactMessages(app.db, request.query.status) };
    },
  );

  app.put(
    '/api/contact/contact-messages/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['contact'],
        params: idParams,
        body: contactDecisionBodySchema,
        response: responses({ 200: envelope(contactMessageDtoSchema) }),
      },
    },
    async (request) => {
      const message = await decideContactMessage(
        app.db,
        requireId(request.params.id, AR_CONTACT_REQUESTS.messageNotFound),
        currentUser(request).id,
        request.body,
      );
      return {
        success: true,
        data: message,
        message:
          message.status === 'rejected' ? AR_CONTACT_REQUESTS.rejectedOk : AR_CONTACT_REQUESTS.acceptedOk,
      };
    },
  );
}
