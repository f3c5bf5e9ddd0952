import {
  AR_EVENT_MESSAGES,
  AR_EVENTS,
  type EventMessage,
  type MessageBody,
  type MessagePreview,
  type MessageStatus,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  type EventMessageRow,
  eventMessages,
  events,
  type MessageAudience,
  ticketTypes,
} from '../../db/schema';
import { Conflict, NotFound } from '../../lib/errors';
import { requireId } from '../../lib/ids';
import { type EventMessageFacts, enqueueMessageCopies, renderEmail } from '../email';
import { audienceOf, messageCopiesSql, recipientsSql } from './audience';

const M = AR_EVENT_MESSAGES.server;

/** Staff messages to an event's people (docs/api/event-messages.md). */

async function eventOf(db: Tx, eventId: string) {
  const [event] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(eq(events.id, requireId(eventId, AR_EVENTS.notFound)))
    .limit(1);
  if (!event) throw new NotFound(AR_EVENTS.notFound);
  const types = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, event.id));
  return { ...event, typeIds: types.map((type) => type.id) };
}

async function countRecipients(db: Tx, eventId: string, audience: MessageAudience): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM (${recipientsSql(eventId, audience)}) AS r`),
  );
  return Number(row?.n ?? 0);
}

/** `sendAt` absent or not in the future: now. */
function sendTimeOf(body: MessageBody, now: Date): Date {
  if (!body.sendAt) return now;
  const at = new Date(body.sendAt);
  return at.getTime() > now.getTime() ? at : now;
}

/** What the first recipient would receive, and how many would; nothing is queued. */
export async function previewMessage(
  db: Db,
  config: Config,
  eventId: string,
  body: MessageBody,
): Promise<MessagePreview> {
  const event = await eventOf(db, eventId);
  const audience = audienceOf(body, event.typeIds);
  const recipients = await countRecipients(db, event.id, audience);
  const [first] = rowsOf<{ data: EventMessageFacts | string }>(
    await db.execute(
      sql`SELECT data FROM (${messageCopiesSql(event.id, audience, {
        subject: body.subject,
        body: body.body,
        eventName: event.name,
      })}) AS copy LIMIT 1`,
    ),
  );
  // Nobody yet (a scheduled message to people still to come): the message as anyone would read it.
  const facts: EventMessageFacts = first
    ? typeof first.data === 'string'
      ? JSON.parse(first.data)
      : first.data
    : {
        subject: body.subject,
        body: body.body,
        eventName: event.name,
        fullName: null,
        bookingId: null,
        waitlistEntryId: null,
      };
  const mail = await renderEmail(config, 'event-message', facts as unknown as Record<string, unknown>);
  return { recipients, subject: mail.subject, html: mail.html, text: mail.text };
}

/**
 * Writes one copy per mailbox into the outbox (in the caller's transaction) and marks the message
 * Sending, with the number of copies it wrote.
 */
async function expand(tx: Tx, message: EventMessageRow, eventName: string): Promise<void> {
  const written = await enqueueMessageCopies(
    tx,
    message.id,
    messageCopiesSql(message.eventId, message.audience, {
      subject: message.subject,
      body: message.body,
      eventName,
    }),
  );
  await tx
    .update(eventMessages)
    .set({ status: 'Sending', recipients: written, expandedAt: new Date() })
    .where(eq(eventMessages.id, message.id));
}

/** Sends now (its copies queued in this transaction) or schedules it for `sendAt`. */
export async function createMessage(
  db: Db,
  eventId: string,
  userId: string,
  body: MessageBody,
): Promise<EventMessage> {
  const id = await db.transaction(async (tx) => {
    const event = await eventOf(tx, eventId);
    const audience = audienceOf(body, event.typeIds);
    const now = new Date();
    const sendAt = sendTimeOf(body, now);
    const [message] = await tx
      .insert(eventMessages)
      .values({
        eventId: event.id,
        subject: body.subject,
        body: body.body,
        audience,
        sendAt,
        status: 'Scheduled',
        recipients: await countRecipients(tx, event.id, audience),
        createdBy: userId,
      })
      .returning();
    if (sendAt.getTime() <= now.getTime()) await expand(tx, message!, event.name);
    return message!.id;
  });
  const [answer] = await messagesWhere(db, sql`m.id = ${id}::uuid`);
  return answer!;
}

type MessageListRow = {
  id: string;
  subject: string;
  body: string;
  audience: MessageAudience | string;
  recipients: number;
  send_at: Date | string;
  status: MessageStatus;
  created_at: Date | string;
  created_by: string | null;
  username: string | null;
  sent: number;
  failed: number;
  pending: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toMessage(row: MessageListRow): EventMessage {
  const audience = typeof row.audience === 'string' ? JSON.parse(row.audience) : row.audience;
  return {
    _id: row.id,
    subject: row.subject,
    body: row.body,
    audience: audience.waitlist
      ? { waitlist: true, ...(audience.ticketTypeIds && { ticketTypeIds: audience.ticketTypeIds }) }
      : audience,
    recipients: Number(row.recipients),
    sendAt: iso(row.send_at),
    // Sending until its last copy is sent or given up (the dispatch job also records it).
    status: row.status === 'Sending' && Number(row.pending) === 0 ? 'Sent' : row.status,
    sent: Number(row.sent),
    failed: Number(row.failed),
    createdBy: row.created_by ? { _id: row.created_by, username: row.username ?? '' } : null,
    createdAt: iso(row.created_at),
  };
}

async function messagesWhere(db: Tx, where: ReturnType<typeof sql>): Promise<EventMessage[]> {
  const rows = rowsOf<MessageListRow>(
    await db.execute(sql`
      SELECT m.id, m.subject, m.body, m.audience, m.recipients, m.send_at, m.status, m.created_at,
        m.created_by, u.username,
        count(o.id) FILTER (WHERE o.sent_at IS NOT NULL)::int AS sent,
        count(o.id) FILTER (WHERE o.failed_at IS NOT NULL)::int AS failed,
        count(o.id) FILTER (WHERE o.sent_at IS NULL AND o.failed_at IS NULL)::int AS pending
      FROM event_messages m
      LEFT JOIN users u ON u.id = m.created_by
      LEFT JOIN email_outbox o ON o.event_message_id = m.id
      WHERE ${where}
      GROUP BY m.id, u.username
      ORDER BY m.created_at DESC, m.id DESC`),
  );
  return rows.map(toMessage);
}

/** The event's messages, newest first, with their counts. */
export async function listMessages(db: Db, eventId: string): Promise<EventMessage[]> {
  const event = await eventOf(db, eventId);
  return messagesWhere(db, sql`m.event_id = ${event.id}::uuid`);
}

/**
 * Cancels a Scheduled message. The dispatch job holds the message's row lock while it expands it:
 * a cancel arriving then waits, finds it Sending and answers 409.
 */
export async function cancelMessage(db: Db, eventId: string, messageId: string): Promise<EventMessage> {
  const event = await eventOf(db, eventId);
  const id = requireId(messageId, M.messageNotFound);
  const cancelled = await db
    .update(eventMessages)
    .set({ status: 'Cancelled' })
    .where(
      sql`${eventMessages.id} = ${id} AND ${eventMessages.eventId} = ${event.id} AND ${eventMessages.status} = 'Scheduled'`,
    )
    .returning({ id: eventMessages.id });
  const [answer] = await messagesWhere(db, sql`m.id = ${id}::uuid AND m.event_id = ${event.id}::uuid`);
  if (!answer) throw new NotFound(M.messageNotFound);
  if (cancelled.length === 0) throw new Conflict(M.alreadySending);
  return answer;
}

/**
 * The dispatch job's pass (docs/api/event-messages.md#send): expands up to `limit` Scheduled
 * messages whose time has come, each claimed with FOR UPDATE SKIP LOCKED in the transaction that
 * writes its copies, so with any number of processes each is expanded once; then records as Sent
 * the messages none of whose copies is still being tried. Answers how many it expanded.
 */
export async function dispatchDueMessages(db: Db, limit = 5): Promise<number> {
  const expanded = await db.transaction(async (tx) => {
    const due = rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT id FROM event_messages
        WHERE status = 'Scheduled' AND send_at <= now()
        ORDER BY send_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`),
    );
    for (const { id } of due) {
      const [row] = await tx
        .select({ message: eventMessages, eventName: events.name })
        .from(eventMessages)
        .innerJoin(events, eq(events.id, eventMessages.eventId))
        .where(eq(eventMessages.id, id));
      await expand(tx, row!.message, row!.eventName);
    }
    return due.length;
  });
  await db.execute(sql`
    UPDATE event_messages m SET status = 'Sent'
    WHERE m.status = 'Sending' AND NOT EXISTS (
      SELECT 1 FROM email_outbox o
      WHERE o.event_message_id = m.id AND o.sent_at IS NULL AND o.failed_at IS NULL)`);
  return expanded;
}
