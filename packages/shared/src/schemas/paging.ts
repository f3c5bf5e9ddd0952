import { z } from 'zod';
import { AR_SERVER } from '../messages/ar/server';
import { envelope } from './envelope';

/**
 * Paging of the staff lists (docs/api/big-events.md): `limit` (1-500) and an opaque `cursor` from the
 * previous page. Without `limit` a list answers its whole array, as the first clients expect.
 */
export const PAGE_LIMIT_MAX = 500;

export const pageQueryShape = {
  limit: z.coerce
    .number({ error: AR_SERVER.invalidInput })
    .int({ error: AR_SERVER.invalidInput })
    .min(1, { error: AR_SERVER.invalidInput })
    .max(PAGE_LIMIT_MAX, { error: AR_SERVER.invalidInput })
    .optional(),
  cursor: z
    .string({ error: AR_SERVER.cursorInvalid })
    .max(1_000, { error: AR_SERVER.cursorInvalid })
    .optional(),
};

export const pageMetaSchema = z.object({ nextCursor: z.string().nullable(), total: z.number().int() });
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A list's answer: the items in `data`, and with a `limit`, `meta` (plus the list's own counters). */
export function pagedEnvelope<T extends z.ZodType, M extends z.ZodObject = typeof pageMetaSchema>(
  item: T,
  meta?: M,
) {
  return envelope(z.array(item)).extend({ meta: (meta ?? pageMetaSchema).optional() });
}
