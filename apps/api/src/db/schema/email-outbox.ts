import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventMessages } from './event-messages';

export type OutboxAttachment = { filename: string; contentBase64: string; contentType: string; cid?: string };

/** Emails written in the same transaction as the change they report; the sender job delivers them. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    // Emails are queued as facts (`data`) and rendered by the sender (modules/email/templates); html and
    // text hold the body of a row queued rendered by an earlier release, still sent as it is.
    html: text('html'),
    text: text('text'),
    data: jsonb('data'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its address and body were erased (docs/api/privacy.md; docs/api/privacy.md#erase-a-person): a sent
     * email OUTBOX_KEEP_DAYS after it went, or one of an erased person. Kind, subject and times stay.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * The sender takes the lowest first (docs/emails.md#the-outbox): 0 for an email about one person's
     * booking or place in line, 1 for a staff message to many (MESSAGE_PRIORITY).
     */
    priority: smallint('priority').notNull().default(0),
    /** The staff message this row is one copy of (its sent and failed counts). */
    eventMessageId: uuid('event_message_id').references(() => eventMessages.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('email_outbox_event_message_idx').on(t.eventMessageId).where(sql`${t.eventMessageId} is not null`),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // The daily erasure of sent emails older than OUTBOX_KEEP_DAYS (jobs/retention.ts).
    index('email_outbox_sent_unerased_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null and ${t.erasedAt} is null`),
  ],
);
