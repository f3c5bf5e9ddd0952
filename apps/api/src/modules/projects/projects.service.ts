import { AR_PROJECTS, EN, type ProjectDto, type ProjectFormValues } from '@app/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { BadRequest, Conflict, isUniqueViolation, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { deleteImage, type PreparedImage, saveImage } from '../../lib/images';
import { slugify } from './slug';

type ProjectRow = typeof projects.$inferSelect;
const IMAGE_FOLDER = 'projects';

export function toProjectDto(row: ProjectRow): ProjectDto {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    desc: row.summary,
    body: row.body,
    icon: row.icon,
    image: row.image,
    client: row.client,
    category: row.category,
    sortOrder: row.sortOrder,
  };
}

function columns(values: ProjectFormValues) {
  return {
    slug: slugify(values.title),
    title: values.title,
    summary: values.desc,
    body: values.body,
    icon: values.icon,
    client: values.client,
    category: values.category,
  };
}

function slugConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new Conflict(AR_PROJECTS.slugTaken, 'title');
  throw error;
}

export async function listProjects(db: Db): Promise<ProjectDto[]> {
  const rows = await db.select().from(projects).orderBy(asc(projects.sortOrder), asc(projects.createdAt));
  return rows.map(toProjectDto);
}

/** Public, by its URL name; the portfolio page is English, so is its 404. */
export async function getProjectBySlug(db: Db, slug: string): Promise<ProjectDto> {
  const [row] = await db.select().from(projects).where(eq(projects.slug, slug)).limit(1);
  if (!row) throw new NotFound(EN.projects.notFound);
  return toProjectDto(row);
}

/** A new project goes to the end of the list. */
export async function createProject(
  db: Db,
  values: ProjectFormValues,
  image: PreparedImage | undefined,
): Promise<ProjectDto> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          ...columns(values),
          image: image ? await saveImage(tx, IMAGE_FOLDER, image) : null,
          sortOrder: sql`(select coalesce(max(${projects.sortOrder}), -1) + 1 from ${projects})`,
        })
        .returning();
      return toProjectDto(row!);
    });
  } catch (error) {
    slugConflict(error);
  }
}

/** Edits the text fields (the slug follows the title) and, when given, replaces the image (in one transaction). */
export async function updateProject(
  db: Db,
  id: string,
  values: ProjectFormValues,
  image: PreparedImage | undefined,
): Promise<ProjectDto> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(projects).where(eq(projects.id, id)).for('update').limit(1);
      if (!before) throw new NotFound(AR_PROJECTS.notFound);
      const [row] = await tx
        .update(projects)
        .set({
          ...columns(values),
          ...(image ? { image: await saveImage(tx, IMAGE_FOLDER, image) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(projects.id, id))
        .returning();
      if (image) await deleteImage(tx, before.image);
      return toProjectDto(row!);
    });
  } catch (error) {
    slugConflict(error);
  }
}

export async function deleteProject(db: Db, id: string): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(projects).where(eq(projects.id, id)).returning();
    if (!row) throw new NotFound(AR_PROJECTS.notFound);
    await deleteImage(tx, row.image);
    return row;
  });
}

/**
 * Puts the listed projects first, in the given order; projects not listed (for example one added
 * meanwhile by someone else) keep their relative order after them. Unknown ids are ignored.
 */
export async function reorderProjects(db: Db, ids: string[]): Promise<ProjectDto[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: projects.id })
      .from(projects)
      .orderBy(asc(projects.sortOrder), asc(projects.createdAt))
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    const listed = [...new Set(ids)].filter((id) => isId(id) && known.has(id));
    if (listed.length === 0) throw new BadRequest(AR_PROJECTS.orderInvalid, 'ids');
    const listedSet = new Set(listed);
    const order = [...listed, ...rows.map((r) => r.id).filter((id) => !listedSet.has(id))];
    for (const [index, id] of order.entries()) {
      await tx.update(projects).set({ sortOrder: index }).where(eq(projects.id, id));
    }
    const updated = await tx
      .select()
      .from(projects)
      .orderBy(asc(projects.sortOrder), asc(projects.createdAt));
    return updated.map(toProjectDto);
  });
}
