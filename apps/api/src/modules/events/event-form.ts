import { AR } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BadRequest, PayloadTooLarge } from '../../lib/errors';

export type RawEventForm = { fields: Record<string, unknown>; image?: Buffer };

/** Reads a multipart event form (text fields and the optional `image` file) or a JSON body. */
export async function readEventForm(request: FastifyRequest): Promise<RawEventForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
  }
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input (no file chosen) arrives as a nameless empty part.
        if (part.fieldname === 'image' && bytes.length > 0) image = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge(AR.events.imageSize, 'image');
    throw error;
  }
  return { fields, image };
}

/** Validates with a shared schema; the first problem is answered with its field (errors[0].msg). */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BadRequest(issue.message, issue.path.join('.') || undefined);
  }
  return result.data;
}
