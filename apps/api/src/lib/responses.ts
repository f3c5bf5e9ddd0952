import { errorEnvelopeSchema } from '@app/shared';
import type { z } from 'zod';

/** A response documented by its content type, for answers that are not JSON (CSV, images, metrics). */
export function contentResponse(description: string, contentType: string, schema: z.ZodType) {
  return { description, content: { [contentType]: { schema } } };
}

/**
 * A route's `response` schemas (docs/architecture.md#the-server: every route declares them): its successes as given,
 * e.g. `{ 200: envelope(eventDtoSchema) }`, and the error envelope of docs/api/README.md#the-envelope for
 * every 4xx (invalid input, no or wrong token, unknown id, conflict, rate limit) and 5xx (a fault, or
 * the process stopping). A route whose failures carry more passes its own error schema.
 */
export function responses<
  T extends Record<number, unknown>,
  E extends z.ZodType = typeof errorEnvelopeSchema,
>(success: T, clientError?: E) {
  return { ...success, '4xx': clientError ?? errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}
