import { type SQL, sql } from 'drizzle-orm';
import { idSet } from '../../../db/id-set-sql';
import type { MessageAudience } from '../../../db/schema';

/** Which of an event's bookings a message to its people reaches (docs/api/event-messages.md#send). */
export type BookingAudience = Pick<MessageAudience, 'statuses' | 'ticketTypeIds' | 'checkedIn'>;

/**
 * The query of one row per mailbox among the event's bookings of `audience` (columns full_name,
 * email, booking_id, waitlist_entry_id, the last always null), the mailbox's oldest booking first:
 * an address gets one copy, with that booking's link. Erased bookings (no address) are left out. SQL
 * to run inside the caller's statement (a count, or the outbox's INSERT ... SELECT).
 */
export function bookingRecipientsSql(eventId: string, audience: BookingAudience): SQL {
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
  const ofTypes = audience.ticketTypeIds
    ? sql`AND EXISTS (SELECT 1 FROM tickets t WHERE t.booking_id = b.id
        AND t.ticket_type_id IN ${idSet(audience.ticketTypeIds)})`
    : sql``;
  return sql`
    SELECT DISTINCT ON (b.email_key) b.full_name, b.email, b.id AS booking_id, NULL::uuid AS waitlist_entry_id
    FROM bookings b
    WHERE b.event_id = ${eventId}::uuid AND b.status IN (${statuses}) AND b.email IS NOT NULL ${checkedIn} ${ofTypes}
    ORDER BY b.email_key, b.created_at, b.id`;
}
