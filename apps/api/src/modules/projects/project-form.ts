import { AR, type ProjectFormValues, projectFormSchema } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequest, PayloadTooLarge } from '../../lib/errors';

export type ProjectForm = { values: ProjectFormValues; image?: Buffer };

/** Error codes of @fastify/multipart for limits set in app.ts. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const OTHER_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The text fields and the optional `image` file of a multipart project form. A file over the
 * 10 MB limit answers 413 with the Arabic message (never 500); an empty file input counts as no image.
 */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; image?: Buffer }> {
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'image' && buffer.length > 0) image = buffer;
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === FILE_TOO_LARGE) throw new PayloadTooLarge(AR.events.imageSize, 'image');
    if (code && OTHER_LIMITS.has(code)) throw new PayloadTooLarge(AR.server.tooLarge);
    throw error;
  }
  return { fields, image };
}

/** Reads a project form sent as multipart (with an image) or as JSON (text fields only), and validates it. */
export async function readProjectForm(request: FastifyRequest): Promise<ProjectForm> {
  const { fields, image } = request.isMultipart()
    ? await readMultipart(request)
    : { fields: (request.body ?? {}) as Record<string, unknown>, image: undefined };
  const parsed = projectFormSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BadRequest(issue.message, issue.path.join('.') || undefined);
  }
  return { values: parsed.data, image };
}
