import {
  AR_COMMON,
  AR_EVENTS,
  AR_EVENTS_ADMIN,
  cancelBodySchema,
  emptyEnvelopeSchema,
  envelope,
  eventDtoSchema,
  eventFormSchema,
  eventUpdateSchema,
  LIMITS,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest } from '../../lib/errors';
import { requireId } from '../../lib/ids';
import { prepareImage } from '../../lib/images';
import { parseFields, readMultipartForm } from '../../lib/multipart-form';
import { responses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { cancelEvent } from '../bookings';
import { createEvent, deleteEvent, getEvent, listEvents, toEventDto, updateEvent } from './events.service';

const EVENT_STAFF = ['Admin', 'Contant'] as const;
const idParams = z.object({ id: z.string() });
const eventIdParams = z.object({ eventId: z.string() });
const eventAnswer = envelope(eventDtoSchema);

/** Staff who manage events see hidden ones too (docs/api/access.md#who-may-call-what). */
function isEventStaff(request: FastifyRequest): boolean {
  const role = request.user?.role;
  return role !== undefined && (EVENT_STAFF as readonly string[]).includes(role);
}

export default async function eventsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/events',
    {
      config: { access: 'public' },
      schema: { tags: ['events'], response: responses({ 200: envelope(z.array(eventDtoSchema)) }) },
    },
    async (request) => {
      return { success: true, data: await listEvents(app.db, app.config, isEventStaff(request)) };
    },
  );

  app.get(
    '/api/events/event/:eventId',
    {
      config: { access: 'public' },
      schema: { tags: ['events'], params: eventIdParams, response: responses({ 200: eventAnswer }) },
    },
    async (request) => {
      const id = requireId(request.params.eventId, AR_EVENTS.notFound);
      return { success: true, data: await getEvent(app.db, app.config, id, isEventStaff(request)) };
    },
  );

  app.post(
    '/api/events',
    {
      config: { access: EVENT_STAFF },
      schema: {
        tags: ['events'],
        consumes: ['multipart/form-data'],
        response: responses({ 201: eventAnswer }),
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { fileField: 'image', tooLarge: AR_COMMON.imageSize });
      // docs/api/README.md#field-names: totalSeats is treated as 100 when absent.
      const fields = { ...form.fields, totalSeats: form.fields.totalSeats ?? LIMITS.defaultTotalSeats };
      const values = parseFields(eventFormSchema, fields);
      if (!form.file) throw new BadRequest(AR_EVENTS_ADMIN.imageRequired, 'image');
      const event = await createEvent(app.db, app.config, values, await prepareImage(form.file));
      return reply.status(201).send({ success: true, data: event, message: AR_EVENTS_ADMIN.created });
    },
  );

  app.put(
    '/api/events/:id',
    {
      config: { access: EVENT_STAFF },
      schema: {
        tags: ['events'],
        params: idParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: responses({ 200: eventAnswer }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, AR_EVENTS.notFound);
      const form = await readMultipartForm(request, { fileField: 'image', tooLarge: AR_COMMON.imageSize });
      const values = parseFields(eventUpdateSchema, form.fields);
      const image = form.file ? await prepareImage(form.file) : undefined;
      if (image === undefined && Object.values(values).every((value) => value === undefined)) {
        throw new BadRequest(AR_EVENTS_ADMIN.nothingToUpdate);
      }
      const event = await updateEvent(app.db, app.config, id, values, image);
      return { success: true, data: event, message: AR_EVENTS_ADMIN.updated };
    },
  );

  app.delete(
    '/api/events/:id',
    {
      config: { access: EVENT_STAFF },
      schema: { tags: ['events'], params: idParams, response: responses({ 200: emptyEnvelopeSchema }) },
    },
    async (request) => {
      const id = requireId(request.params.id, AR_EVENTS.notFound);
      await deleteEvent(app.db, id);
      return { success: true, data: null, message: AR_EVENTS_ADMIN.deleted };
    },
  );

  // docs/api/events.md#cancel-an-event: an Admin cancels an event; its bookings are cancelled and each person told once.
  app.post(
    '/api/events/:id/cancel',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['events'],
        params: idParams,
        body: cancelBodySchema,
        response: responses({ 200: eventAnswer }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, AR_EVENTS.notFound);
      const { event, cancelled } = await cancelEvent(app.db, id, {
        actorId: currentUser(request).id,
        reason: request.body.reason?.trim() || null,
      });
      return {
        success: true,
        data: toEventDto(app.config, event),
        message: AR_EVENTS_ADMIN.eventCancelledOk(cancelled),
      };
    },
  );
}
