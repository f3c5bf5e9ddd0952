import {
  AR,
  emptyEnvelopeSchema,
  envelope,
  paymentProofFieldsSchema,
  ticketDtoSchema,
  ticketResendBodySchema,
} from '@app/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest } from '../../lib/errors';
import { requireId } from '../../lib/ids';
import { prepareImage, SCREENSHOT_TYPES, type StoredImage } from '../../lib/images';
import { parseFields, readMultipartForm } from '../../lib/multipart-form';
import { contentResponse, responses } from '../../lib/responses';
import { routeRateLimit } from '../../plugins/security';
import {
  cancelByBooker,
  findProofImage,
  findProofImageByToken,
  getTicket,
  resendBookingLinks,
  savePaymentProof,
} from './tickets.service';

const S = AR.ticket.server;
const tokenParams = z.object({ token: z.string().max(200) });
const BOOKING_STAFF = ['Admin', 'Supporter'] as const;
/** Per client address: enough for a family's phones, too few to probe which addresses booked. */
const RESENDS_PER_MINUTE = 10;
const ticketAnswer = envelope(ticketDtoSchema);
/** Proof screenshots are stored and served as WebP (lib/images.ts), never cached. */
const proofImageAnswer = responses({
  200: contentResponse(
    'The payment screenshot (WebP), private',
    'image/webp',
    z.string().meta({ format: 'binary' }),
  ),
});

function sendProofImage(reply: FastifyReply, image: StoredImage) {
  return reply.header('cache-control', 'private, no-store').type(image.contentType).send(image.bytes);
}

/**
 * The booker's own booking, reached through the signed link of every booking email (DECISIONS.md
 * section 5): view it in any status, send proof of payment, cancel, or have the links sent again.
 */
export default async function ticketsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tickets/:token',
    {
      config: { access: 'public' },
      schema: { tags: ['tickets'], params: tokenParams, response: responses({ 200: ticketAnswer }) },
    },
    async (request) => {
      return { success: true, data: await getTicket(app.db, app.config, request.params.token) };
    },
  );

  app.post(
    '/api/tickets/:token/payment-proof',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tickets'],
        params: tokenParams,
        consumes: ['multipart/form-data'],
        response: responses({ 200: ticketAnswer }),
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { fileField: 'image', tooLarge: S.proofImageSize });
      const fields = parseFields(paymentProofFieldsSchema, form.fields);
      if (!form.file) throw new BadRequest(S.proofImageRequired, 'image');
      const image = await prepareImage(form.file, {
        accept: SCREENSHOT_TYPES,
        wrongType: S.proofImageType,
        tooLarge: S.proofImageSize,
      });
      const ticket = await savePaymentProof(app.db, app.config, request.params.token, image, fields);
      return { success: true, data: ticket, message: S.proofSaved };
    },
  );

  app.get(
    '/api/tickets/:token/payment-proof',
    {
      config: { access: 'public' },
      schema: { tags: ['tickets'], params: tokenParams, response: proofImageAnswer },
    },
    async (request, reply) =>
      sendProofImage(reply, await findProofImageByToken(app.db, app.config, request.params.token)),
  );

  app.post(
    '/api/tickets/:token/cancel',
    {
      config: { access: 'public' },
      schema: { tags: ['tickets'], params: tokenParams, response: responses({ 200: ticketAnswer }) },
    },
    async (request) => {
      const ticket = await cancelByBooker(app.db, app.config, request.params.token);
      return { success: true, data: ticket, message: S.cancelledOk };
    },
  );

  app.post(
    '/api/tickets/resend',
    {
      config: { access: 'public', rateLimit: routeRateLimit(app, RESENDS_PER_MINUTE) },
      schema: {
        tags: ['tickets'],
        body: ticketResendBodySchema,
        response: responses({ 202: emptyEnvelopeSchema }),
      },
    },
    async (request, reply) => {
      await resendBookingLinks(app.db, app.config, request.body.email);
      return reply.status(202).send({ success: true, data: null, message: S.resendAccepted });
    },
  );

  app.get(
    '/api/events/bookings/:id/payment-proof',
    {
      config: { access: BOOKING_STAFF },
      schema: { tags: ['bookings'], params: z.object({ id: z.string() }), response: proofImageAnswer },
    },
    async (request, reply) =>
      sendProofImage(
        reply,
        await findProofImage(app.db, requireId(request.params.id, AR.bookings.bookingNotFound)),
      ),
  );
}
