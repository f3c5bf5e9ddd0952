import { type AttendeeDto, normalizeReferenceCode, normalizeSearchText, searchDigits } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foldedSql as folded } from '../../db/folded-text';
import { rowsOf } from '../../db/rows';
import { iso, NATIONAL_ID_LAST4 } from './check-in.service';

export const ATTENDEES_LIMIT = 20;
/** Fewer digits would match most phone numbers of an event. */
const MIN_PHONE_DIGITS = 3;
const REFERENCE_PREFIX = /^[A-Z0-9]{3,8}$/;

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Look-up at the door (docs/api/check-in.md#look-up): the event's tickets, of bookings in every
 * status, whose holder's name, booking reference or payment number matches what staff typed: the door
 * tells "not paid yet" or "cancelled" from "not booked" (only Accepted ones are admitted, by the
 * admission call). A reference lists every holder of its booking; one booking's tickets come together,
 * the booker's first. Each way of matching is its own indexed probe (a trigram index on the folded
 * holder's name, on the payment number and on the reference), so the look-up costs the same in an
 * event of 50,000 tickets as in one of 300.
 */
export async function searchAttendees(db: Db, eventId: string, query: string): Promise<AttendeeDto[]> {
  const text = normalizeSearchText(query);
  if (!text) return [];
  const digits = searchDigits(query);
  const reference = normalizeReferenceCode(query);
  const bookingMatches: SQL[] = [sql`b.payment_number ILIKE ${`%${likeEscape(text)}%`}`];
  if (digits.length >= MIN_PHONE_DIGITS) bookingMatches.push(sql`b.payment_number LIKE ${`%${digits}%`}`);
  if (REFERENCE_PREFIX.test(reference)) bookingMatches.push(sql`b.reference LIKE ${`${reference}%`}`);
  const rows = rowsOf<{
    id: string;
    ticket_id: string;
    full_name: string;
    reference: string;
    status: AttendeeDto['status'];
    national_id_last4: string;
    checked_in_at: Date | string | null;
    ticket_type: string | null;
  }>(
    await db.execute(sql`
    SELECT b.id, t.id AS ticket_id, t.full_name, b.reference, b.status,
      ${NATIONAL_ID_LAST4} AS national_id_last4, t.checked_in_at,
      (SELECT tt.name FROM ticket_types AS tt WHERE tt.id = t.ticket_type_id) AS ticket_type
    FROM (
      SELECT t.id FROM tickets t
      WHERE t.event_id = ${eventId} AND ${folded(sql`t.full_name`)} LIKE ${`%${likeEscape(text)}%`}
      UNION
      SELECT t.id FROM bookings b JOIN tickets t ON t.booking_id = b.id
      WHERE b.event_id = ${eventId} AND (${sql.join(bookingMatches, sql` OR `)})
    ) AS hit
    JOIN tickets AS t ON t.id = hit.id JOIN bookings AS b ON b.id = t.booking_id
    ORDER BY (b.reference = ${reference}) DESC, (b.status = 'Accepted') DESC, b.full_name, b.id, t.position
    LIMIT ${ATTENDEES_LIMIT}`),
  );
  return rows.map((row) => ({
    _id: row.id,
    ticketId: row.ticket_id,
    fullName: row.full_name,
    reference: row.reference,
    status: row.status,
    nationalIdLast4: row.national_id_last4,
    checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    ticketType: row.ticket_type,
  }));
}
