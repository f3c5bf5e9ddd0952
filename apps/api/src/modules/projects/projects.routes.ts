import {
  AR_COMMON,
  AR_PROJECTS,
  envelope,
  projectDtoSchema,
  projectFormSchema,
  projectOrderBodySchema,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { prepareImage } from '../../lib/images';
import { parseFields, readMultipartForm } from '../../lib/multipart-form';
import { responses } from '../../lib/responses';
import {
  createProject,
  deleteProject,
  getProjectBySlug,
  listProjects,
  reorderProjects,
  updateProject,
} from './projects.service';

const EDITORS = ['Admin', 'Contant'] as const;
/** A project form: multipart (with an image) or JSON (text only), validated with the shared schema. */
async function readProjectForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, { fileField: 'image', tooLarge: AR_COMMON.imageSize });
  return { values: parseFields(projectFormSchema, form.fields), image: form.file };
}

const FORM_CONSUMES = ['multipart/form-data', 'application/json'];
const projectAnswer = envelope(projectDtoSchema);
const projectListAnswer = envelope(z.array(projectDtoSchema));

export default async function projectsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/projects',
    {
      config: { access: 'public' },
      schema: { tags: ['projects'], response: responses({ 200: projectListAnswer }) },
    },
    async () => {
      return { success: true, data: await listProjects(app.db) };
    },
  );

  app.get(
    '/api/projects/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['projects'],
        params: z.object({ slug: z.string() }),
        response: responses({ 200: projectAnswer }),
      },
    },
    async (request) => {
      return { success: true, data: await getProjectBySlug(app.db, request.params.slug) };
    },
  );

  app.post(
    '/api/projects',
    {
      config: { access: EDITORS },
      schema: { tags: ['projects'], consumes: FORM_CONSUMES, response: responses({ 201: projectAnswer }) },
    },
    async (request, reply) => {
      const form = await readProjectForm(request);
      const image = form.image ? await prepareImage(form.image) : undefined;
      const project = await createProject(app.db, form.values, image);
      return reply.status(201).send({ success: true, data: project, message: AR_PROJECTS.created });
    },
  );

  // Registered before /:id so "order" is never taken for an id.
  app.put(
    '/api/projects/order',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['projects'],
        body: projectOrderBodySchema,
        response: responses({ 200: projectListAnswer }),
      },
    },
    async (request) => {
      return {
        success: true,
        data: await reorderProjects(app.db, request.body.ids),
        message: AR_PROJECTS.reordered,
      };
    },
  );

  app.put(
    '/api/projects/:id',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['projects'],
        consumes: FORM_CONSUMES,
        params: z.object({ id: z.string() }),
        response: responses({ 200: projectAnswer }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, AR_PROJECTS.notFound);
      const form = await readProjectForm(request);
      const image = form.image ? await prepareImage(form.image) : undefined;
      const project = await updateProject(app.db, id, form.values, image);
      return { success: true, data: project, message: AR_PROJECTS.updated };
    },
  );

  app.delete(
    '/api/projects/:id',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['projects'],
        params: z.object({ id: z.string() }),
        response: responses({ 200: envelope(z.object({ _id: z.string() })) }),
      },
    },
    async (request) => {
      const row = await deleteProject(app.db, requireId(request.params.id, AR_PROJECTS.notFound));
      return { success: true, data: { _id: row.id }, message: AR_PROJECTS.deleted };
    },
  );
}
