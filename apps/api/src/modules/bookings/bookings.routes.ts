import { Readable } from 'node:stream';
import {
  AR_BOOKING_FORM,
  AR_BOOKINGS,
  AR_EVENTS,
  type BookingReceiptDto,
  bookingBulkAnswerSchema,
  bookingBulkStatusBodySchema,
  bookingDtoSchema,
  bookingReceiptDtoSchema,
  bookingRequestSchema,
  bookingStatusBodySchema,
  bookingsPageMetaSchema,
  bookingsQuerySchema,
  cancelBodySchema,
  envelope,
  pagedEnvelope,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest } from '../../lib/errors';
import { isId, requireId } from '../../lib/ids';
import { strictAnswers } from '../../lib/response-serializer';
import { contentResponse, responses } from '../../lib/responses';
import { sendBuiltAnswer, steppedListAnswer } from '../../lib/stepped-answer';
import { currentUser } from '../../plugins/auth';
import { routeRateLimit } from '../../plugins/security';
import { personHash, recordAccess, searchKey } from '../audit';
import { createBookingDesk } from './book-seats';
import { ticketPath } from './booking-tokens';
import { bookingDtoOf } from './booking-view';
import { exportEventBookingsCsv } from './bookings-csv';
import { listBookingsInSteps, listBookingsPage } from './list-bookings';
import { cancelBooking } from './transitions/cancel';
import { decideBooking, rejectBookings } from './transitions/decide';
import { expireStaleBookings } from './transitions/expire';
import { resendTicket } from './transitions/resend-ticket';
import { reviveBooking } from './transitions/revive';

const BOOKING_STAFF = ['Admin', 'Supporter'] as const;
const idParams = z.object({ id: z.string() });

/** RFC 5987 filename*: every byte outside the unreserved set is percent-encoded. */
function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="bookings.csv"; filename*=UTF-8''${encoded}`;
}

/** Per client address: a family booking together or a busy café's shared address stays well under it. */
export const BOOKINGS_PER_MINUTE = 120;

export default async function bookingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const book = createBookingDesk(app.db, app.config);

  app.post(
    '/api/events/bookings',
    {
      config: {
        access: 'public',
        rateLimit: routeRateLimit(app, BOOKINGS_PER_MINUTE),
        proofOfWork: 'booking',
      },
      schema: {
        tags: ['bookings'],
        body: bookingRequestSchema,
        // A 429 past the proof-of-work threshold carries the challenge in `data.challenge`.
        response: responses({ 201: envelope(bookingReceiptDtoSchema) }),
      },
    },
    async (request, reply) => {
      const booking = await book(request.body);
      const { instaPay, vodafoneCash, accountName } = app.config.payment;
      const receipt: BookingReceiptDto = {
        ...booking,
        payment: { instaPay, vodafoneCash, accountName, deadline: booking.expiresAt ?? booking.createdAt },
        ticketUrl: ticketPath(app.config.ticketSecret, booking._id),
      };
      // A booking that costs nothing is Accepted at once: its answer speaks of tickets, not payment (section 15).
      const message =
        booking.status === 'Accepted'
          ? AR_BOOKING_FORM.freeConfirmed
          : AR_BOOKING_FORM.successMessage(booking.email ?? '');
      return reply.status(201).send({ success: true, data: receipt, message });
    },
  );

  app.get(
    '/api/events/bookings',
    {
      config: { access: BOOKING_STAFF },
      schema: {
        tags: ['bookings'],
        querystring: bookingsQuerySchema,
        response: responses({ 200: pagedEnvelope(bookingDtoSchema, bookingsPageMetaSchema) }),
      },
    },
    async (request, reply) => {
      // docs/api/bookings.md#the-payment-clock: stale Pending bookings are expired by the server before any list is served.
      await expireStaleBookings(app.db);
      // A search of the list finds people (docs/api/privacy.md): recorded with who, when, its kind and
      // the ids it showed; the text only as a keyed hash, as a privacy search records it.
      const recordSearch = async (bookingIds: string[]) => {
        const q = request.query.q?.trim();
        if (!q) return;
        const { kind, key } = searchKey(q);
        const eventId = request.query.eventId;
        await recordAccess(app.db, request.log, request, {
          action: 'bookings.search',
          targetType: 'person',
          targetId: personHash(app.config.jwtSecret, key),
          details: {
            by: kind,
            ...(eventId && isId(eventId) && { eventId }),
            results: bookingIds.length,
            bookingIds,
          },
        });
      };
      const { limit } = request.query;
      if (limit === undefined) {
        // The whole list (docs/api/big-events.md#paging), built a step at a time.
        let shown: string[] = [];
        const body = await steppedListAnswer(
          listBookingsInSteps(app.db, request.query, (ids) => {
            shown = ids;
          }),
          bookingDtoSchema,
          { strict: strictAnswers(app.config.env), log: request.log, route: 'GET /api/events/bookings' },
        );
        await recordSearch(shown);
        return sendBuiltAnswer(reply, body);
      }
      const { items, meta } = await listBookingsPage(app.db, app.config.jwtSecret, {
        ...request.query,
        limit,
      });
      await recordSearch(items.map((booking) => booking._id));
      return { success: true, data: items, meta };
    },
  );

  app.get(
    '/api/events/bookings/export',
    {
      config: { access: BOOKING_STAFF },
      schema: {
        tags: ['bookings'],
        querystring: z.object({ eventId: z.string().optional() }),
        response: responses({
          200: contentResponse(
            "The event's bookings as CSV (UTF-8 with BOM, Excel-friendly), as an attachment",
            'text/csv',
            z.string(),
          ),
        }),
      },
    },
    async (request, reply) => {
      if (!request.query.eventId) throw new BadRequest(AR_BOOKINGS.exportEventRequired, 'eventId');
      const eventId = requireId(request.query.eventId, AR_EVENTS.notFound);
      const { lines, eventName } = await exportEventBookingsCsv(app.db, eventId);
      await recordAccess(app.db, request.log, request, {
        action: 'bookings.export',
        targetType: 'event',
        targetId: eventId,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`${AR_BOOKINGS.csv.fileName}-${eventName}.csv`))
        .send(Readable.from(lines));
    },
  );

  app.put(
    '/api/events/bookings/:id/status',
    {
      config: { access: BOOKING_STAFF },
      schema: {
        tags: ['bookings'],
        params: idParams,
        body: bookingStatusBodySchema,
        response: responses({ 200: envelope(bookingDtoSchema) }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, AR_BOOKINGS.bookingNotFound);
      const booking = await decideBooking(app.db, id, { ...request.body, actorId: currentUser(request).id });
      return { success: true, data: booking };
    },
  );

  // docs/api/bookings.md#bulk-rejection: many rejections at once, each its own decision and its own result.
  app.post(
    '/api/events/bookings/bulk-status',
    {
      config: { access: BOOKING_STAFF },
      schema: {
        tags: ['bookings'],
        body: bookingBulkStatusBodySchema,
        response: responses({ 200: envelope(bookingBulkAnswerSchema) }),
      },
    },
    async (request) => {
      const results = await rejectBookings(
        app.db,
        request.body.ids,
        currentUser(request).id,
        request.body.reason,
      );
      const done = results.filter((result) => result.ok).length;
      return {
        success: true,
        data: { results },
        message: AR_BOOKINGS.bulkRejectedOk(done, results.length),
      };
    },
  );

  // docs/api/bookings.md#staff-actions: the payment desk's other actions.
  app.post(
    '/api/events/bookings/:id/resend-ticket',
    {
      config: { access: BOOKING_STAFF },
      schema: {
        tags: ['bookings'],
        params: idParams,
        response: responses({ 202: envelope(z.null()) }),
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, AR_BOOKINGS.bookingNotFound);
      await resendTicket(app.db, id);
      return reply.status(202).send({ success: true, data: null, message: AR_BOOKINGS.resendQueued });
    },
  );

  app.post(
    '/api/events/bookings/:id/cancel',
    {
      config: { access: BOOKING_STAFF },
      schema: {
        tags: ['bookings'],
        params: idParams,
        body: cancelBodySchema,
        response: responses({ 200: envelope(bookingDtoSchema) }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, AR_BOOKINGS.bookingNotFound);
      const booking = await app.db.transaction(async (tx) => {
        await cancelBooking(tx, app.config, id, {
          cause: 'staff',
          actorId: currentUser(request).id,
          reason: request.body.reason?.trim() || null,
        });
        return bookingDtoOf(tx, id);
      });
      return { success: true, data: booking, message: AR_BOOKINGS.cancelledOk };
    },
  );

  app.post(
    '/api/events/bookings/:id/revive',
    {
      config: { access: BOOKING_STAFF },
      schema: {
        tags: ['bookings'],
        params: idParams,
        response: responses({ 200: envelope(bookingDtoSchema) }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, AR_BOOKINGS.bookingNotFound);
      const booking = await app.db.transaction(async (tx) => {
        await reviveBooking(tx, id, { actorId: currentUser(request).id });
        return bookingDtoOf(tx, id);
      });
      return { success: true, data: booking, message: AR_BOOKINGS.revivedOk };
    },
  );
}
