import { type AttendeeDto, normalizeReferenceCode, normalizeSearchText, searchDigits } from '@app/shared';
import type { Db } from '../../db/client';
import { attendeeMatches } from '../bookings';
import { iso } from './check-in.service';

export const ATTENDEES_LIMIT = 20;
/**
 * Matches of one probe ranked at most (docs/api/check-in.md#look-up): five screens of answers, so a
 * common first name costs a hundred rows, not the thousands that hold it in a big event.
 */
const PROBE_LIMIT = 100;
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
 * the booker's first. Each way of matching is its own indexed probe (a trigram index on the stored
 * folded holder's name, on the payment number and on the reference) of at most PROBE_LIMIT matches,
 * so the look-up costs the same in an event of 50,000 tickets as in one of 300.
 */
export async function searchAttendees(db: Db, eventId: string, query: string): Promise<AttendeeDto[]> {
  const text = normalizeSearchText(query);
  if (!text) return [];
  const digits = searchDigits(query);
  const reference = normalizeReferenceCode(query);
  const rows = await attendeeMatches(db, eventId, {
    text: likeEscape(text),
    ...(digits.length >= MIN_PHONE_DIGITS && { digits }),
    ...(REFERENCE_PREFIX.test(reference) && { referencePrefix: reference }),
    reference,
    limit: ATTENDEES_LIMIT,
    probeLimit: PROBE_LIMIT,
  });
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
