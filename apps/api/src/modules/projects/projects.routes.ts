import { AR, projectOrderBodySchema } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { removeStoredImage, storeUploadedImage } from '../../lib/images';
import { readProjectForm } from './project-form';
import {
  createProject,
  deleteProject,
  findProject,
  getProjectBySlug,
  listProjects,
  reorderProjects,
  updateProject,
} from './projects.service';

const EDITORS = ['Admin', 'Contant'] as const;
const UPLOAD_FOLDER = 'projects';
/** Multipart forms (with an image) or JSON (text only); read by readProjectForm, not by a body schema. */
const FORM_CONSUMES = ['multipart/form-data', 'application/json'];

export default async function projectsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dataDir = app.config.dataDir;

  /** Stores the uploaded image, and removes it again when the change it belongs to fails. */
  async function withImage<T>(image: Buffer | undefined, change: (path: string | undefined) => Promise<T>) {
    const stored = image ? await storeUploadedImage(dataDir, UPLOAD_FOLDER, image) : undefined;
    try {
      return await change(stored);
    } catch (error) {
      await removeStoredImage(dataDir, stored);
      throw error;
    }
  }

  app.get('/api/projects', { config: { access: 'public' }, schema: { tags: ['projects'] } }, async () => {
    return { success: true, data: await listProjects(app.db) };
  });

  app.get(
    '/api/projects/:slug',
    { config: { access: 'public' }, schema: { tags: ['projects'], params: z.object({ slug: z.string() }) } },
    async (request) => {
      return { success: true, data: await getProjectBySlug(app.db, request.params.slug) };
    },
  );

  app.post(
    '/api/projects',
    { config: { access: EDITORS }, schema: { tags: ['projects'], consumes: FORM_CONSUMES } },
    async (request, reply) => {
      const form = await readProjectForm(request);
      const project = await withImage(form.image, (image) =>
        createProject(app.db, form.values, image ?? null),
      );
      return reply.status(201).send({ success: true, data: project, message: AR.projects.created });
    },
  );

  // Registered before /:id so "order" is never taken for an id.
  app.put(
    '/api/projects/order',
    { config: { access: EDITORS }, schema: { tags: ['projects'], body: projectOrderBodySchema } },
    async (request) => {
      return {
        success: true,
        data: await reorderProjects(app.db, request.body.ids),
        message: AR.projects.reordered,
      };
    },
  );

  app.put(
    '/api/projects/:id',
    {
      config: { access: EDITORS },
      schema: { tags: ['projects'], consumes: FORM_CONSUMES, params: z.object({ id: z.string() }) },
    },
    async (request) => {
      const id = requireId(request.params.id, AR.projects.notFound);
      const before = await findProject(app.db, id);
      const form = await readProjectForm(request);
      const project = await withImage(form.image, (image) => updateProject(app.db, id, form.values, image));
      if (form.image && before.image !== project.image) await removeStoredImage(dataDir, before.image);
      return { success: true, data: project, message: AR.projects.updated };
    },
  );

  app.delete(
    '/api/projects/:id',
    { config: { access: EDITORS }, schema: { tags: ['projects'], params: z.object({ id: z.string() }) } },
    async (request) => {
      const row = await deleteProject(app.db, requireId(request.params.id, AR.projects.notFound));
      await removeStoredImage(dataDir, row.image);
      return { success: true, data: { _id: row.id }, message: AR.projects.deleted };
    },
  );
}
