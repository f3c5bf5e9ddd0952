import { ACCESS_ACTIONS } from '@app/shared';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who looked at or changed personal data, and when (docs/api/privacy.md#access-log): viewing a payment
 * proof, exporting a CSV, searching the staff bookings list, a door look-up or snapshot, a privacy
 * search or erasure. Ids only, never the data itself: `details` holds ids, counts and the kind of
 * a search, and a searched text only as a keyed hash.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff account's username when it acted, kept if the account is removed. */
    actorName: text('actor_name'),
    action: text('action', { enum: ACCESS_ACTIONS }).notNull(),
    /** What it touched: a booking, an event, or a person (by the hash of the searched text). */
    targetType: text('target_type', { enum: ['booking', 'event', 'person'] }).notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('access_log_at_idx').on(t.at, t.id)],
);

export type AccessLogRow = typeof accessLog.$inferSelect;
