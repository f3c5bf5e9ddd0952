import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** Who a message is written to (docs/api/event-messages.md#send), as staff chose it. */
export type MessageAudience = {
  statuses: ('Accepted' | 'Pending')[];
  /** Only bookings holding a ticket of one of these types (docs/api/ticket-types.md). */
  ticketTypeIds?: string[];
  checkedIn?: boolean;
  waitlist?: boolean;
};

/**
 * A message from the staff to an event's people (docs/api/event-messages.md). Scheduled until its
 * `sendAt`, then expanded into one outbox row per mailbox (email_outbox.event_message_id) and
 * Sending; Sent once none of its rows is still being tried. Its counts are read from those rows.
 */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: jsonb('audience').$type<MessageAudience>().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['Scheduled', 'Sending', 'Sent', 'Cancelled'] })
      .notNull()
      .default('Scheduled'),
    /** The mailboxes written to: counted when it was made, fixed when it was expanded. */
    recipients: integer('recipients').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
  },
  (t) => [
    check('event_messages_status_check', sql`${t.status} IN ('Scheduled', 'Sending', 'Sent', 'Cancelled')`),
    index('event_messages_event_created_idx').on(t.eventId, t.createdAt),
    // The dispatch job: Scheduled messages by their time.
    index('event_messages_due_idx').on(t.sendAt).where(sql`${t.status} = 'Scheduled'`),
  ],
);

export type EventMessageRow = typeof eventMessages.$inferSelect;

/**
 * The installation's sending budget (docs/emails.md#the-outbox): one row, the emails handed to the mail
 * server in the current minute by every process together. The sender takes from it under the row's
 * lock in the transaction that claims its emails, so no two processes overspend it.
 */
export const mailPacing = pgTable('mail_pacing', {
  id: integer('id').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  used: integer('used').notNull().default(0),
});
