import { AR_EVENT_MESSAGES, type MessageBody } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { MessageAudience } from '../../db/schema';
import { BadRequest } from '../../lib/errors';

const M = AR_EVENT_MESSAGES.server;

/**
 * The audience as it is kept and matched (docs/api/event-messages.md#send). Events have no ticket
 * types here: a list of them cannot be honoured, and ignoring it would write to more people than
 * asked, so a non-empty one is refused.
 */
export function audienceOf(body: MessageBody): MessageAudience {
  const { statuses, ticketTypeIds, checkedIn, waitlist } = body.audience;
  if (ticketTypeIds && ticketTypeIds.length > 0) throw new BadRequest(M.ticketTypesUnknown, 'audience');
  if (waitlist) return { statuses: [], waitlist: true };
  return {
    // Stored in one order, whatever order staff sent them in.
    statuses: (['Accepted', 'Pending'] as const).filter((s) => statuses?.includes(s)),
    ...(checkedIn !== undefined && { checkedIn }),
  };
}

/**
 * One row per mailbox the message reaches (columns full_name, email, booking_id, waitlist_entry_id),
 * the mailbox's oldest booking (or entry) first: an address gets one copy, with that booking's link.
 * Erased people (no address) are left out.
 */
export function recipientsSql(eventId: string, audience: MessageAudience): SQL {
  if (audience.waitlist) {
    return sql`
      SELECT DISTINCT ON (w.email_key) w.full_name, w.email, NULL::uuid AS booking_id, w.id AS waitlist_entry_id
      FROM waitlist_entries w
      WHERE w.event_id = ${eventId}::uuid AND w.status = 'Waiting' AND w.email IS NOT NULL
      ORDER BY w.email_key, w.position`;
  }
  const statuses = sql.join(
    audience.statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const admitted = sql`(b.checked_in_at IS NOT NULL OR EXISTS (
    SELECT 1 FROM tickets t WHERE t.booking_id = b.id AND t.checked_in_at IS NOT NULL))`;
  const checkedIn =
    audience.checkedIn === undefined
      ? sql``
      : audience.checkedIn
        ? sql`AND ${admitted}`
        : sql`AND NOT ${admitted}`;
  return sql`
    SELECT DISTINCT ON (b.email_key) b.full_name, b.email, b.id AS booking_id, NULL::uuid AS waitlist_entry_id
    FROM bookings b
    WHERE b.event_id = ${eventId}::uuid AND b.status IN (${statuses}) AND b.email IS NOT NULL ${checkedIn}
    ORDER BY b.email_key, b.created_at, b.id`;
}

/**
 * The outbox rows of one message (kind, "to", subject, data), the facts of templates/event-message.ts
 * built in SQL, so a message to thousands is one INSERT ... SELECT.
 */
export function messageCopiesSql(
  eventId: string,
  audience: MessageAudience,
  message: { subject: string; body: string; eventName: string },
): SQL {
  return sql`
    SELECT 'event-message' AS kind, r.email AS "to", ${message.subject}::text AS subject,
      jsonb_build_object(
        'subject', ${message.subject}::text, 'body', ${message.body}::text,
        'eventName', ${message.eventName}::text, 'fullName', r.full_name,
        'bookingId', r.booking_id, 'waitlistEntryId', r.waitlist_entry_id) AS data
    FROM (${recipientsSql(eventId, audience)}) AS r`;
}
