import {
  AR_TASKS,
  assignedTaskDtoSchema,
  createTaskBodySchema,
  deliverTaskBodySchema,
  envelope,
  taskDtoSchema,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { responses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { createTask, deliverTask, listAssignedTasks, listOwnTasks } from './tasks.service';

const idParams = z.object({ id: z.string() });

export default async function tasksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tasks/user',
    {
      config: { access: 'session' },
      schema: { tags: ['tasks'], response: responses({ 200: envelope(z.array(taskDtoSchema)) }) },
    },
    async (request) => {
      return { success: true, data: await listOwnTasks(app.db, currentUser(request).id) };
    },
  );

  app.get(
    '/api/tasks/assigned',
    {
      config: { access: ['Admin'] },
      schema: { tags: ['tasks'], response: responses({ 200: envelope(z.array(assignedTaskDtoSchema)) }) },
    },
    async (request) => {
      return { success: true, data: await listAssignedTasks(app.db, currentUser(request).id) };
    },
  );

  app.post(
    '/api/tasks',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['tasks'],
        body: createTaskBodySchema,
        response: responses({ 201: envelope(taskDtoSchema) }),
      },
    },
    async (request, reply) => {
      const task = await createTask(app.db, currentUser(request), request.body);
      return reply.status(201).send({ success: true, data: task, message: AR_TASKS.created });
    },
  );

  app.put(
    '/api/tasks/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['tasks'],
        params: idParams,
        body: deliverTaskBodySchema,
        response: responses({ 200: envelope(taskDtoSchema) }),
      },
    },
    async (request) => {
      const task = await deliverTask(
        app.db,
        currentUser(request).id,
        requireId(request.params.id, AR_TASKS.taskNotFound),
        request.body.isTitle,
      );
      return { success: true, data: task, message: AR_TASKS.delivertedOk };
    },
  );
}
