import { z } from 'zod';

/**
 * The failed emails of docs/api/operations.md#failed-emails (Admin): `GET /api/admin/outbox?state=failed` lists the
 * emails given up after 3 days of retries; `POST /api/admin/outbox/{id}/retry` sends one again.
 */
export const outboxListQuerySchema = z.object({
  state: z.enum(['failed']).default('failed'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxItemDtoSchema = z.object({
  _id: z.string(),
  /** The same id under the plain name, for clients written against section 18's wording. */
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What the email is about, e.g. 'booking-received'. */
  kind: z.string(),
  attempts: z.number(),
  /** The mail server's last refusal, without addresses or links. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type OutboxItemDto = z.infer<typeof outboxItemDtoSchema>;

export const outboxListDtoSchema = z.object({
  items: z.array(outboxItemDtoSchema),
  /** How many failed emails there are in all (the list shows the newest `limit`). */
  total: z.number(),
});
export type OutboxListDto = z.infer<typeof outboxListDtoSchema>;

export const outboxRetryDtoSchema = z.object({
  _id: z.string(),
  id: z.string(),
  state: z.literal('pending'),
});
