import { AR_SERVER } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, BadRequest, PayloadTooLarge, UnsupportedMediaType } from './errors';

/** @fastify/multipart's limits (app.ts): too many parts, files or fields is a request too large. */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export type MultipartForm = { fields: Record<string, string>; file?: Buffer };

type FormRules = {
  /** The one file field the form takes; any other file part is refused. */
  fileField: string;
  /** The message of a file over the size limit (413). */
  tooLarge: string;
};

/**
 * Reads a multipart form with text fields and at most one file, checking what the sender cannot be
 * trusted with: broken or truncated bodies answer 400, a file over the limit 413, a file in an
 * unexpected field 400. The file's bytes are checked later by the image pipeline, never by its name
 * or declared type. A JSON body (forms without a file) answers its fields as they are.
 */
export async function readMultipartForm(request: FastifyRequest, rules: FormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {} };
    if (typeof body !== 'object' || Array.isArray(body)) throw new BadRequest(AR_SERVER.invalidInput);
    return { fields: body as Record<string, string> };
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input (no file chosen) arrives as a nameless empty part.
        if (bytes.length === 0) continue;
        if (part.fieldname !== rules.fileField || file)
          throw new BadRequest(AR_SERVER.invalidInput, part.fieldname);
        file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge(rules.tooLarge, rules.fileField);
    if (code && LIMIT_CODES.has(code)) throw new PayloadTooLarge(AR_SERVER.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new UnsupportedMediaType(AR_SERVER.invalidInput);
    // Truncated or malformed bodies, too many parts or fields: the sender's fault, never a 500.
    throw new BadRequest(AR_SERVER.invalidInput);
  }
  return { fields, file };
}

/** Validates form fields with a shared schema; the first problem is answered with its field (errors[0]). */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BadRequest(issue.message, issue.path.join('.') || undefined);
  }
  return result.data;
}
