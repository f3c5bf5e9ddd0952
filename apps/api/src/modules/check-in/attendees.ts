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
 * Look-up at the door (DECISIONS.md sections 6 and 13): the event's tickets, of bookings in every
 * status, whose holder's name, booking reference or payment number matches what staff typed: the door
 * tells "not paid yet" or "cancelled" from "not booked" (only Accepted ones are admitted, by the
 * admission call). A reference lists every holder of its booking; one booking's tickets come together,
 * the booker's first. A scan of the event's tickets (one index range) with the folding per row: an
 * event has thousands of tickets, not millions.
 */
export async function searchAttendees(db: Db, eventId: string, query: string): Promise<AttendeeDto[]> {
  const text = normalizeSearchText(query);
  if (!text) return [];
  const digits = searchDigits(query);
  const reference = normalizeReferenceCode(query);
  const matches: SQL[] = [
    sql`${folded(sql`t.full_name`)} LIKE ${`%${likeEscape(text)}%`}`,
    sql`${folded(sql`b.payment_number`)} LIKE ${`%${likeEscape(text)}%`}`,
  ];
  if (digits.length >= MIN_PHONE_DIGITS) {
    matches.push(sql`regexp_replace(b.payment_number, '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`);
  }
  if (REFERENCE_PREFIX.test(reference)) matches.push(sql`b.reference LIKE ${`${reference}%`}`);
  const rows = rowsOf<{
    id: string;
    ticket_id: string;
    full_name: string;
    reference: string;
    status: AttendeeDto['status'];
    national_id_last4: string;
    checked_in_at: Date | string | null;
  }>(
    await db.execute(sql`
    SELECT b.id, t.id AS ticket_id, t.full_name, b.reference, b.status,
      ${NATIONAL_ID_LAST4} AS national_id_last4, t.checked_in_at
    FROM tickets AS t JOIN bookings AS b ON b.id = t.booking_id
    WHERE t.event_id = ${eventId} AND (${sql.join(matches, sql` OR `)})
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
  }));
}
