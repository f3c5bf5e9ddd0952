import {
  AR,
  CHECK_IN_REFERENCE_PATTERN,
  type CheckedInBookingDto,
  normalizeReferenceCode,
} from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BadRequest, NotFound } from '../../lib/errors';
import { verifyTicket } from '../tickets/ticket-token';

/** What the scanner read: a signed ticket token (QR) or a booking reference code (typed by staff). */
type TicketKey = { by: 'id'; value: string } | { by: 'reference'; value: string };

/** Tokens start with their version prefix (ticket-token.ts); anything else may be a typed reference. */
export function parseTicketKey(secret: string, qrCodeData: string): TicketKey {
  const text = qrCodeData.trim();
  if (text.startsWith('T1.')) {
    const bookingId = verifyTicket(secret, text);
    if (bookingId) return { by: 'id', value: bookingId };
  } else {
    const reference = normalizeReferenceCode(text);
    if (CHECK_IN_REFERENCE_PATTERN.test(reference)) return { by: 'reference', value: reference };
  }
  throw new BadRequest(AR.checkIn.serverInvalidId);
}

type BookingRow = {
  id: string;
  reference: string;
  full_name: string;
  email: string;
  national_id: string;
  payment_method: 'InstaPay' | 'VodafoneCash';
  payment_number: string;
  status: 'Pending' | 'Accepted' | 'Rejected';
  created_at: Date | string;
  checked_in_at: Date | string | null;
  event_id: string;
  event_name: string;
};

/** pg and PGlite both answer raw statements with `{ rows }`; the shared Db type leaves it unknown. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toDto(row: BookingRow): CheckedInBookingDto {
  return {
    _id: row.id,
    reference: row.reference,
    fullName: row.full_name,
    email: row.email,
    nationalId: row.national_id,
    paymentMethod: row.payment_method,
    paymentNumber: row.payment_number,
    status: row.status,
    createdAt: iso(row.created_at),
    checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    event: { _id: row.event_id, name: row.event_name },
  };
}

function keyCondition(key: TicketKey): SQL {
  return key.by === 'id' ? sql`b.id = ${key.value}` : sql`b.reference = ${key.value}`;
}

/**
 * Marks a ticket as checked in (DECISIONS.md section 6). The hot path is ONE statement: the
 * conditional UPDATE both decides and records, so two doors scanning one ticket at once get one
 * success (the second UPDATE waits for the first row lock, re-checks `checked_in_at IS NULL` and
 * matches nothing). Only a refused scan pays for a second read to say why it was refused.
 */
export async function checkIn(db: Db, staffId: string, key: TicketKey): Promise<CheckedInBookingDto> {
  const where = keyCondition(key);
  const [row] = await rows<BookingRow>(
    db,
    sql`
    WITH marked AS (
      UPDATE bookings AS b SET checked_in_at = now(), checked_in_by = ${staffId}
      WHERE ${where} AND b.status = 'Accepted' AND b.checked_in_at IS NULL
      RETURNING b.id, b.reference, b.full_name, b.email, b.national_id, b.payment_method,
        b.payment_number, b.status, b.created_at, b.checked_in_at, b.event_id
    )
    SELECT marked.*, e.name AS event_name FROM marked JOIN events e ON e.id = marked.event_id`,
  );
  if (row) return toDto(row);

  const [current] = await rows<{ status: string; checked_in_at: Date | string | null }>(
    db,
    sql`SELECT b.status, b.checked_in_at FROM bookings AS b WHERE ${where} LIMIT 1`,
  );
  // A typed code that matches no booking is as good as a garbage QR (a word like "garbage" fits the
  // reference alphabet); 404 stays for a genuine, signed ticket whose booking is gone.
  if (!current && key.by === 'reference') throw new BadRequest(AR.checkIn.serverInvalidId);
  if (!current) throw new NotFound(AR.checkIn.serverNotFound);
  if (current.status !== 'Accepted') throw new BadRequest(AR.checkIn.serverNotConfirmed);
  throw new BadRequest(AR.checkIn.serverAlreadyCheckedIn, undefined, {
    checkedInAt: current.checked_in_at === null ? null : iso(current.checked_in_at),
  });
}
