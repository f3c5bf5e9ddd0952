import { z } from 'zod';

/**
 * Accepts and documents only `true`, but typed `boolean`: TypeScript widens the `success: true` a
 * route handler returns to boolean (the handler's return is not checked against a literal), and a
 * handler should not need `as const` to type-check against its response schema.
 */
const successFlag: z.ZodType<boolean> = z.literal(true);

/**
 * docs/api/README.md#the-envelope: every success has this shape. The API's routes declare
 * `response: { 200: envelope(eventDtoSchema) }`, so the answer is serialized (unknown fields
 * stripped) and documented at /api/docs with the same schema.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: successFlag, data, message: z.string().optional() });
}

export type SuccessEnvelope<T> = { success: true; data: T; message?: string };

/** A success that carries nothing but its message (logout, delete, "we sent the email"). */
export const emptyEnvelopeSchema = envelope(z.null());

const errorEnvelopeShape = z.object({
  success: z.literal(false),
  error: z.string(),
  errors: z.array(z.object({ msg: z.string(), path: z.string().optional() })),
  /** Some failures carry more: the ALTCHA challenge of a 429 (`data.challenge`), the readiness figures of a 503. */
  data: z.unknown().optional(),
});

/**
 * docs/api/README.md#the-envelope: every failure has this shape; errors[0].msg equals error. Open to the
 * extra fields a failure may carry (AppError details), so none is ever stripped from an answer.
 */
export const errorEnvelopeSchema = errorEnvelopeShape.loose();
export type ErrorEnvelope = z.infer<typeof errorEnvelopeShape>;
