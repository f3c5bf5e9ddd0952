import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * Visits that came by a campaign link (docs/api/reports.md#campaign-links): one row per event, source,
 * Cairo day and visitor. The visitor is a keyed hash of the address and the day (modules/reports/
 * campaign-visits.ts), never the address, and no cookie is set: the same person on another day is
 * another hash, so nothing here follows anyone from one day to the next.
 */
export const campaignVisits = pgTable(
  'campaign_visits',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ name: 'campaign_visits_pkey', columns: [t.eventId, t.source, t.day, t.visitorHash] })],
);
