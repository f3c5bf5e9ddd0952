import { AR_EVENT_MESSAGES, type MessageBody } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import { idSet } from '../../db/id-set-sql';
import type { MessageAudience } from '../../db/schema';
import { BadRequest } from '../../lib/errors';
import { bookingRecipientsSql } from '../bookings';

const M = AR_EVENT_MESSAGES.server;

/**
 * The audience as it is kept and matched (docs/api/event-messages.md#send). `typesOfEvent`: the ids of
 * the event's ticket types; a listed id that is none of them is refused (ignoring it would write to
 * more or other people than asked).
 */
export function audienceOf(body: MessageBody, typesOfEvent: string[]): MessageAudience {
  const { statuses, ticketTypeIds, checkedIn, waitlist } = body.audience;
  const types = [...new Set(ticketTypeIds ?? [])];
  if (types.some((id) => !typesOfEvent.includes(id))) {
    throw new BadRequest(M.ticketTypesUnknown, 'audience.ticketTypeIds');
  }
  if (waitlist) return { statuses: [], waitlist: true, ...(types.length > 0 && { ticketTypeIds: types }) };
  return {
    // Stored in one order, whatever order staff sent them in.
    statuses: (['Accepted', 'Pending'] as const).filter((s) => statuses?.includes(s)),
    ...(types.length > 0 && { ticketTypeIds: types }),
    ...(checkedIn !== undefined && { checkedIn }),
  };
}

/**
 * One row per mailbox the message reaches (columns full_name, email, booking_id, waitlist_entry_id),
 * the mailbox's oldest booking (or entry) first: an address gets one copy, with that booking's link.
 * Erased people (no address) are left out. The bookings' side is the booking repository's
 * (bookingRecipientsSql); the waiting list's entries are read here.
 */
export function recipientsSql(eventId: string, audience: MessageAudience): SQL {
  if (audience.waitlist) {
    return sql`
      SELECT DISTINCT ON (w.email_key) w.full_name, w.email, NULL::uuid AS booking_id, w.id AS waitlist_entry_id
      FROM waitlist_entries w
      WHERE w.event_id = ${eventId}::uuid AND w.status = 'Waiting' AND w.email IS NOT NULL
        ${audience.ticketTypeIds ? sql`AND w.ticket_type_id IN ${idSet(audience.ticketTypeIds)}` : sql``}
      ORDER BY w.email_key, w.position`;
  }
  return bookingRecipientsSql(eventId, audience);
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
