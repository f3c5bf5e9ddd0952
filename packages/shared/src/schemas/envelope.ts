import { z } from 'zod';

/** DECISIONS.md section 1: every failure has this shape; errors[0].msg equals error. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  errors: z.array(z.object({ msg: z.string(), path: z.string().optional() })),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type SuccessEnvelope<T> = { success: true; data: T; message?: string };
