import {
  AR_CHECK_IN,
  attendeeDtoSchema,
  attendeesQuerySchema,
  checkedInBookingDtoSchema,
  checkInDuplicateDtoSchema,
  checkInErrorEnvelopeSchema,
  checkInSnapshotDtoSchema,
  checkInSnapshotQuerySchema,
  checkInStatsDtoSchema,
  checkInSyncAnswerSchema,
  checkInSyncBodySchema,
  envelope,
  eventDtoSchema,
  manualCheckInBodySchema,
  pagedEnvelope,
  snapshotTicketDtoSchema,
  undoCheckInQuerySchema,
  undoneAdmissionDtoSchema,
  verifyQrBodySchema,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { strictAnswers } from '../../lib/response-serializer';
import { responses } from '../../lib/responses';
import { objectEnvelope, sendBuiltAnswer, steppedListAnswer } from '../../lib/stepped-answer';
import { currentUser } from '../../plugins/auth';
import { recordAccess } from '../audit';
import { listEvents } from '../events';
import { pageAttendees, searchAttendees } from './attendees';
import {
  type AdmissionTarget,
  admit,
  doorEventId,
  parseTicket,
  requireEvent,
  undoAdmission,
} from './check-in.service';
import { doorSnapshot, snapshotVersion } from './door-snapshot';
import { doorDuplicates, doorStats } from './door-stats';
import { syncScans } from './door-sync';

/** docs/api/access.md#who-may-call-what: the door is staffed by Admin and Scanner accounts. */
const DOOR = { access: ['Admin', 'Scanner'] } as const;
const tags = ['check-in'];
const SNAPSHOT_PATH = '/api/events/:eventId/check-in/snapshot';
const SNAPSHOT_ROUTE = `GET ${SNAPSHOT_PATH}`;
const eventParams = z.object({ eventId: z.string() });
const bookingParams = z.object({ id: z.string() });
/** An admission, or its refusal: a ticket already admitted also says when and by whom. */
const admissionAnswers = responses({ 200: envelope(checkedInBookingDtoSchema) }, checkInErrorEnvelopeSchema);

export default async function checkInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Admits tickets at the door (a scanned ticket or a look-up), by this staff account. */
  async function admission(
    request: FastifyRequest,
    target: AdmissionTarget,
    method: 'qr' | 'manual',
    eventId: ReturnType<typeof doorEventId>,
  ) {
    const { admitted, ...ticket } = await admit(app.db, target, {
      staffId: currentUser(request).id,
      method,
      eventId,
    });
    // A scan admits the one ticket it names; only a look-up says which tickets it admitted.
    const data = method === 'manual' ? { ...ticket, admitted } : ticket;
    return { success: true as const, data, message: AR_CHECK_IN.successTitle };
  }

  // The door's choice of event: hidden ones too, since an event is often hidden to stop sales
  // before its day, and its guests still come to the door.
  app.get(
    '/api/events/check-in/events',
    { config: DOOR, schema: { tags, response: responses({ 200: envelope(z.array(eventDtoSchema)) }) } },
    async () => {
      return { success: true, data: await listEvents(app.db, app.config, true) };
    },
  );

  app.post(
    '/api/events/bookings/verify-qr',
    { config: DOOR, schema: { tags, body: verifyQrBodySchema, response: admissionAnswers } },
    async (request) => {
      const eventId = doorEventId(request.body.eventId);
      return admission(request, parseTicket(app.config.ticketSecret, request.body.qrCodeData), 'qr', eventId);
    },
  );

  app.post(
    '/api/events/bookings/:id/check-in',
    {
      config: DOOR,
      schema: { tags, params: bookingParams, body: manualCheckInBodySchema, response: admissionAnswers },
    },
    async (request) => {
      const bookingId = requireId(request.params.id, AR_CHECK_IN.serverNotFound);
      const target = { bookingId, ticketIds: request.body?.ticketIds };
      return admission(request, target, 'manual', doorEventId(request.body?.eventId));
    },
  );

  app.delete(
    '/api/events/bookings/:id/check-in',
    {
      config: DOOR,
      schema: {
        tags,
        params: bookingParams,
        querystring: undoCheckInQuerySchema,
        response: responses({ 200: envelope(undoneAdmissionDtoSchema) }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const attendee = await undoAdmission(app.db, id, request.query.ticketId, currentUser(request).id);
      return { success: true, data: attendee, message: AR_CHECK_IN.serverUndone };
    },
  );

  app.get(
    '/api/events/:eventId/attendees',
    {
      config: DOOR,
      schema: {
        tags,
        params: eventParams,
        querystring: attendeesQuerySchema,
        response: responses({ 200: pagedEnvelope(attendeeDtoSchema) }),
      },
    },
    async (request) => {
      const event = await requireEvent(app.db, request.params.eventId);
      const { q, limit, cursor } = request.query;
      const query = q ?? '';
      const { items: people, meta } =
        limit === undefined
          ? { items: await searchAttendees(app.db, event.id, query), meta: undefined }
          : await pageAttendees(app.db, event.id, { q, limit, cursor, secret: app.config.jwtSecret });
      // The door's look-up, or a page of its whole list, shows people: recorded with the ids it showed,
      // never what was typed.
      if (people.length > 0 || query.trim()) {
        await recordAccess(app.db, request.log, request, {
          action: query.trim() ? 'door.lookup' : 'door.list',
          targetType: 'event',
          targetId: event.id,
          details: { results: people.length, bookingIds: [...new Set(people.map((person) => person._id))] },
        });
      }
      return { success: true, data: people, ...(meta && { meta }) };
    },
  );

  app.get(
    SNAPSHOT_PATH,
    {
      config: DOOR,
      schema: {
        tags,
        params: eventParams,
        querystring: checkInSnapshotQuerySchema,
        response: responses({
          200: envelope(checkInSnapshotDtoSchema),
          // Nothing changed since the copy whose ETag came in If-None-Match: no body.
          304: z.null(),
        }),
      },
    },
    async (request, reply) => {
      const event = await requireEvent(app.db, request.params.eventId);
      // The door's guest list is kept by the scanner only: plugins/no-store.ts keeps caches off it; the
      // device itself sends back the version it holds, and an unchanged event costs it no bytes.
      const version = await snapshotVersion(app.db, event.id);
      reply.header('etag', version);
      if (request.headers['if-none-match'] === version) return reply.status(304).send(null);
      const since = request.query.since ? new Date(request.query.since) : undefined;
      const snapshot = await doorSnapshot(app.db, app.config.ticketSecret, event.id, since);
      // Built a step of tickets at a time (lib/stepped-answer.ts): a door's first copy of a big event
      // never holds the other doors' calls.
      const answer = { strict: strictAnswers(app.config.env), log: request.log, route: SNAPSHOT_ROUTE };
      const head = { schema: checkInSnapshotDtoSchema.omit({ tickets: true }), value: snapshot.head };
      const body = await steppedListAnswer(
        snapshot.steps,
        snapshotTicketDtoSchema,
        answer,
        objectEnvelope(answer, head, 'tickets'),
      );
      // The guest list leaves for a device (docs/api/privacy.md): recorded before it is sent, whole or as changes.
      await recordAccess(app.db, request.log, request, {
        action: 'door.snapshot',
        targetType: 'event',
        targetId: event.id,
        details: { results: snapshot.count(), ...(since && { since: since.toISOString() }) },
      });
      return sendBuiltAnswer(reply, body);
    },
  );

  app.post(
    '/api/events/:eventId/check-in/sync',
    {
      config: DOOR,
      schema: {
        tags,
        params: eventParams,
        body: checkInSyncBodySchema,
        response: responses({ 200: envelope(checkInSyncAnswerSchema) }),
      },
    },
    async (request) => {
      const event = await requireEvent(app.db, request.params.eventId);
      const results = await syncScans(app.db, {
        eventId: event.id,
        staffId: currentUser(request).id,
        secret: app.config.ticketSecret,
        body: request.body,
      });
      return { success: true, data: { results } };
    },
  );

  app.get(
    '/api/events/:eventId/check-in/stats',
    {
      config: DOOR,
      schema: { tags, params: eventParams, response: responses({ 200: envelope(checkInStatsDtoSchema) }) },
    },
    async (request, reply) => {
      const event = await requireEvent(app.db, request.params.eventId);
      return reply.send({ success: true, data: await doorStats(app.db, event.id) });
    },
  );

  app.get(
    '/api/events/:eventId/check-in/duplicates',
    {
      config: DOOR,
      schema: {
        tags,
        params: eventParams,
        response: responses({ 200: envelope(z.array(checkInDuplicateDtoSchema)) }),
      },
    },
    async (request) => {
      const event = await requireEvent(app.db, request.params.eventId);
      return { success: true, data: await doorDuplicates(app.db, event.id) };
    },
  );
}
