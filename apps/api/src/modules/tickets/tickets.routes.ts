import {
  AR_BOOKINGS,
  AR_FIND_BOOKINGS,
  AR_HOLDER,
  AR_TICKET,
  bookingDtoSchema,
  emptyEnvelopeSchema,
  envelope,
  paymentProofFieldsSchema,
  SCREENSHOT_TYPES,
  ticketDtoSchema,
  ticketHolderBodySchema,
  ticketResendBodySchema,
} from '@app/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest } from '../../lib/errors';
import { requireId } from '../../lib/ids';
import { prepareImage, SCREENSHOT_MAX_PIXELS, type StoredImage } from '../../lib/images';
import { parseFields, readMultipartForm } from '../../lib/multipart-form';
import { contentResponse, responses } from '../../lib/responses';
import { routeRateLimit } from '../../plugins/security';
import { recordAccess } from '../audit';
import { bookingDtoOf } from '../bookings';
import { changeTicketHolder } from './change-holder';
import { resendLinksInBackground } from './resend-links';
import {
  bookingIdOf,
  cancelByBooker,
  findProofImage,
  findProofImageByToken,
  getTicket,
  savePaymentProof,
  ticketQrPng,
} from './tickets.service';

const S = AR_TICKET.server;
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
 * A proof's thumbnail may stay in the staff's browser for a day (docs/api/bookings.md#proof-thumbnails):
 * its address carries the proof's upload time (`v`), so a new proof is a new address.
 */
const THUMB_CACHE = 'private, max-age=86400, immutable';

const proofQuery = z.object({
  size: z.enum(['thumb']).optional(),
  /** Any text: the screens send the proof's uploadedAt, so that a new proof has a new address. */
  v: z.string().max(100).optional(),
});

const proofAnswer = responses({
  200: contentResponse(
    'The payment screenshot (WebP), private; with size=thumb, its thumbnail (WebP, 160 px wide)',
    'image/webp',
    z.string().meta({ format: 'binary' }),
  ),
  304: z.null(),
});

/**
 * The booker's own booking, reached through the signed link of every booking email
 * (docs/api/booker-page.md#the-link): view it in any status, send proof of payment, cancel, or have the links sent again.
 */
export default async function ticketsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const resendLinks = resendLinksInBackground(app);

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
      const file = form.file;
      // Decoded only after the link and the booking are checked (tickets.service.ts).
      const prepare = () =>
        prepareImage(file, {
          accept: SCREENSHOT_TYPES,
          wrongType: S.proofImageType,
          tooLarge: S.proofImageSize,
          maxPixels: SCREENSHOT_MAX_PIXELS,
          tooManyPixels: S.proofImagePixels,
        });
      const ticket = await savePaymentProof(app.db, app.config, request.params.token, prepare, fields);
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

  app.get(
    '/api/tickets/:token/tickets/:ticketId/qr.png',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tickets'],
        params: tokenParams.extend({ ticketId: z.string().max(100) }),
        response: responses({
          200: contentResponse(
            "One ticket's QR code (PNG), to forward to its holder",
            'image/png',
            z.string().meta({ format: 'binary' }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const { token, ticketId } = request.params;
      const qr = await ticketQrPng(app.db, app.config, token, requireId(ticketId, S.ticketNotFound));
      // It admits at the door: no cache keeps it (docs/api/README.md#caching-and-compression).
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${qr.filename}"`)
        .type('image/png')
        .send(qr.png);
    },
  );

  // A guest's ticket gets another holder (docs/api/ticket-transfer.md#the-rule).
  app.put(
    '/api/tickets/:token/tickets/:ticketId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tickets'],
        params: tokenParams.extend({ ticketId: z.string().max(100) }),
        body: ticketHolderBodySchema,
        response: responses({ 200: ticketAnswer }),
      },
    },
    async (request) => {
      const { token, ticketId } = request.params;
      const bookingId = bookingIdOf(app.config, token);
      const id = requireId(ticketId, S.ticketNotFound);
      await changeTicketHolder(app.db, app.config, bookingId, id, request.body, { by: 'booker', request });
      const ticket = await getTicket(app.db, app.config, token);
      return { success: true, data: ticket, message: AR_HOLDER.server.changed };
    },
  );

  app.put(
    '/api/events/bookings/:id/tickets/:ticketId',
    {
      config: { access: BOOKING_STAFF },
      schema: {
        tags: ['bookings'],
        params: z.object({ id: z.string().max(100), ticketId: z.string().max(100) }),
        body: ticketHolderBodySchema,
        response: responses({ 200: envelope(bookingDtoSchema) }),
      },
    },
    async (request) => {
      const bookingId = requireId(request.params.id, AR_BOOKINGS.bookingNotFound);
      const id = requireId(request.params.ticketId, S.ticketNotFound);
      await changeTicketHolder(app.db, app.config, bookingId, id, request.body, { by: 'staff', request });
      return {
        success: true,
        data: await bookingDtoOf(app.db, bookingId),
        message: AR_HOLDER.server.changed,
      };
    },
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
      resendLinks(request.body.email);
      return reply.status(202).send({ success: true, data: null, message: AR_FIND_BOOKINGS.resendAccepted });
    },
  );

  app.get(
    '/api/events/bookings/:id/payment-proof',
    {
      config: { access: BOOKING_STAFF },
      schema: {
        tags: ['bookings'],
        params: z.object({ id: z.string() }),
        querystring: proofQuery,
        response: proofAnswer,
      },
    },
    async (request, reply) => {
      const bookingId = requireId(request.params.id, AR_BOOKINGS.bookingNotFound);
      if (request.query.size === 'thumb') {
        // A list's row: a few KB the browser keeps, not recorded (what staff open is: the full image).
        const thumb = await findProofImage(app.db, bookingId, 'thumb');
        reply.header('cache-control', THUMB_CACHE).header('etag', thumb.etag);
        if (request.headers['if-none-match'] === thumb.etag) return reply.status(304).send(null);
        return reply.type(thumb.contentType).send(thumb.bytes);
      }
      const image = await findProofImage(app.db, bookingId);
      // Recorded before the image leaves (docs/api/privacy.md#access-log's access log).
      await recordAccess(app.db, request.log, request, {
        action: 'payment-proof.view',
        targetType: 'booking',
        targetId: bookingId,
      });
      return sendProofImage(reply, image);
    },
  );
}
