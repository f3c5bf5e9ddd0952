import {
  ARABIC_DROPPED,
  ARABIC_FOLD_FROM,
  ARABIC_FOLD_TO,
  type AttendeeDto,
  normalizeReferenceCode,
  normalizeSearchText,
  searchDigits,
} from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { iso } from './check-in.service';

export const ATTENDEES_LIMIT = 20;
/** Fewer digits would match most phone numbers of an event. */
const MIN_PHONE_DIGITS = 3;
const REFERENCE_PREFIX = /^[A-Z0-9]{3,8}$/;

/** The stored text folded in SQL exactly as normalizeSearchText folds what staff typed. */
function folded(column: SQL): SQL {
  return sql`regexp_replace(translate(lower(${column}), ${ARABIC_FOLD_FROM + ARABIC_DROPPED}, ${ARABIC_FOLD_TO}), '\\s+', ' ', 'g')`;
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Look-up at the door (DECISIONS.md section 6): the event's Accepted bookings whose name, reference
 * or payment number matches what staff typed. A scan of the event's bookings (one index range) with
 * the folding per row: an event has thousands of bookings, not millions.
 */
export async function searchAttendees(db: Db, eventId: string, query: string): Promise<AttendeeDto[]> {
  const text = normalizeSearchText(query);
  if (!text) return [];
  const digits = searchDigits(query);
  const reference = normalizeReferenceCode(query);
  const matches: SQL[] = [
    sql`${folded(sql`b.full_name`)} LIKE ${`%${likeEscape(text)}%`}`,
    sql`${folded(sql`b.payment_number`)} LIKE ${`%${likeEscape(text)}%`}`,
  ];
  if (digits.length >= MIN_PHONE_DIGITS) {
    matches.push(sql`regexp_replace(b.payment_number, '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`);
  }
  if (REFERENCE_PREFIX.test(reference)) matches.push(sql`b.reference LIKE ${`${reference}%`}`);
  const rows = rowsOf<{
    id: string;
    full_name: string;
    reference: string;
    checked_in_at: Date | string | null;
  }>(
    await db.execute(sql`
    SELECT b.id, b.full_name, b.reference, b.checked_in_at FROM bookings AS b
    WHERE b.event_id = ${eventId} AND b.status = 'Accepted' AND (${sql.join(matches, sql` OR `)})
    ORDER BY (b.reference = ${reference}) DESC, b.full_name, b.id
    LIMIT ${ATTENDEES_LIMIT}`),
  );
  return rows.map((row) => ({
    _id: row.id,
    fullName: row.full_name,
    reference: row.reference,
    checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
  }));
}
