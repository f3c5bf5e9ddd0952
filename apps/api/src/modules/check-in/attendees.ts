import {
  type AttendeeDto,
  normalizeReferenceCode,
  normalizeSearchText,
  type PageMeta,
  searchDigits,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterKey, decodeCursor, encodeCursor, keyValues, pageOf } from '../../lib/paging';
import {
  ATTENDEE_KEYS,
  type AttendeeRow,
  attendeeMatches,
  attendeePage,
  eventTicketCount,
} from '../bookings';
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
  return rows.map(attendeeOf);
}

function attendeeOf(row: AttendeeRow): AttendeeDto {
  return {
    _id: row.id,
    ticketId: row.ticket_id,
    fullName: row.full_name,
    reference: row.reference,
    status: row.status,
    nationalIdLast4: row.national_id_last4,
    checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    ticketType: row.ticket_type,
  };
}

export type AttendeesPageRequest = { q?: string; limit: number; cursor?: string; secret: string };

/**
 * A page of the door's list (docs/api/check-in.md#the-whole-list). Without text, every ticket of the
 * event page by page, read by its key so bookings that arrive between pages neither repeat nor hide a
 * row. With text, the look-up's ranked answer (at most 20 items) taken `limit` at a time: the cursor
 * says how many of them were shown, bound to the event and the text.
 */
export async function pageAttendees(
  db: Db,
  eventId: string,
  request: AttendeesPageRequest,
): Promise<{ items: AttendeeDto[]; meta: PageMeta }> {
  const { limit, cursor, secret } = request;
  const q = request.q?.trim() ? request.q : undefined;
  const binding = { eventId, q };
  if (q !== undefined) {
    const shown = cursor ? Number(decodeCursor(secret, 'attendees', binding, cursor, 1)[0]) : 0;
    const found = await searchAttendees(db, eventId, q);
    const items = found.slice(shown, shown + limit);
    const next = shown + items.length;
    return {
      items,
      meta: {
        nextCursor: next < found.length ? encodeCursor(secret, 'attendees', binding, [next]) : null,
        total: found.length,
      },
    };
  }
  const after = cursor
    ? afterKey(ATTENDEE_KEYS, decodeCursor(secret, 'attendees', binding, cursor, ATTENDEE_KEYS.length))
    : sql`true`;
  const [rows, total] = await Promise.all([
    attendeePage(db, eventId, after, limit + 1),
    eventTicketCount(db, eventId),
  ]);
  const page = pageOf(rows, limit, (last) =>
    encodeCursor(secret, 'attendees', binding, keyValues(last, ATTENDEE_KEYS.length)),
  );
  return { items: page.items.map(attendeeOf), meta: { nextCursor: page.nextCursor, total } };
}
