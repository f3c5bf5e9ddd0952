import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { phoneDigits } from '../../../db/phone-digits-sql';
import { rowsOf } from '../../../db/rows';
import { deleteImage } from '../../../lib/images';
import type { PersonKey } from '../../audit';

/**
 * The statements that find and erase a person's bookings and tickets (docs/api/privacy.md#erase-a-person):
 * retention after an event and a person's own request use the same erasure, so "erased" means one
 * thing. Erasing fields is not a status change: statuses, names, references and amounts stay.
 */

const ids = (list: string[]): SQL =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

function bookingMatch(key: PersonKey): SQL {
  if (key.kind === 'email') return sql`b.email_key = ${key.value}`;
  if (key.kind === 'nationalId') return sql`b.national_id = ${key.value}`;
  const last10 = key.value.slice(-10);
  return sql`(${phoneDigits(sql`b.payment_number`)} = ${last10} OR ${phoneDigits(sql`b.proof_sender_number`)} = ${last10})`;
}

export type EventFacts = {
  event_id: string;
  event_name: string;
  event_date: Date | string;
  event_cancelled: boolean;
};
/** What a privacy request reads of a booking; the contacts are for finding the rest, never answered. */
export type FoundBooking = EventFacts & {
  id: string;
  reference: string;
  full_name: string;
  status: 'Pending' | 'Accepted' | 'Rejected' | 'Cancelled';
  created_at: Date | string;
  erased_at: Date | string | null;
  /** Pending or Accepted, of an event still to come and not cancelled: the data is in use. */
  in_use: boolean;
  email: string | null;
  payment_number: string | null;
  proof_sender_number: string | null;
};
export type FoundTicket = EventFacts & {
  id: string;
  booking_id: string;
  reference: string;
  full_name: string;
  in_use: boolean;
};
export const EVENT_FACTS = sql.raw(
  `e.id AS event_id, e.name AS event_name, e.date AS event_date, (e.cancelled_at IS NOT NULL) AS event_cancelled`,
);
export const EVENT_TO_COME = sql.raw(`(e.date > now() AND e.cancelled_at IS NULL)`);

export async function findBookings(tx: Tx, key: PersonKey, limit = 200): Promise<FoundBooking[]> {
  return rowsOf<FoundBooking>(
    await tx.execute(sql`
      SELECT b.id, b.reference, b.full_name, b.status, b.created_at, b.erased_at, ${EVENT_FACTS},
        (b.status IN ('Pending', 'Accepted') AND ${EVENT_TO_COME}) AS in_use,
        b.email, b.payment_number, b.proof_sender_number
      FROM bookings b JOIN events e ON e.id = b.event_id
      WHERE ${bookingMatch(key)}
      ORDER BY b.created_at DESC, b.id LIMIT ${limit}`),
  );
}

/** Tickets held under this national ID (a guest in someone else's booking too). */
export async function findTickets(tx: Tx, key: PersonKey, limit = 200): Promise<FoundTicket[]> {
  if (key.kind !== 'nationalId') return [];
  return rowsOf<FoundTicket>(
    await tx.execute(sql`
      SELECT t.id, t.booking_id, b.reference, t.full_name, ${EVENT_FACTS},
        (t.active AND ${EVENT_TO_COME}) AS in_use
      FROM tickets t JOIN bookings b ON b.id = t.booking_id JOIN events e ON e.id = t.event_id
      WHERE t.national_id = ${key.value}
      ORDER BY e.date DESC, t.id LIMIT ${limit}`),
  );
}

/**
 * Erases bookings' national IDs, emails, payment and sender numbers, proof images (the stored
 * copies deleted) and transaction IDs, and their tickets' national IDs; stamps `erased_at` so each
 * is erased once. Answers the ids erased now (already erased ones are left as they are).
 */
export async function eraseBookings(tx: Tx, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const erased = rowsOf<{ id: string; proof_image: string | null }>(
    await tx.execute(sql`
      WITH before AS (
        SELECT id, proof_image FROM bookings
        WHERE id IN (${ids(bookingIds)}) AND erased_at IS NULL FOR UPDATE)
      UPDATE bookings b SET national_id = NULL, email = NULL, payment_number = NULL,
        proof_sender_number = NULL, proof_transaction_id = NULL, proof_image = NULL, erased_at = now()
      FROM before WHERE b.id = before.id
      RETURNING b.id, before.proof_image`),
  );
  if (erased.length === 0) return [];
  await tx.execute(
    sql`UPDATE tickets SET national_id = NULL WHERE booking_id IN (${ids(erased.map((row) => row.id))})`,
  );
  for (const row of erased) await deleteImage(tx, row.proof_image);
  return erased.map((row) => row.id);
}

/** A guest's own tickets in other people's bookings: only the national ID is theirs to erase. */
export async function eraseTicketIds(tx: Tx, ticketIds: string[]): Promise<void> {
  if (ticketIds.length === 0) return;
  await tx.execute(sql`UPDATE tickets SET national_id = NULL WHERE id IN (${ids(ticketIds)})`);
}

/**
 * Retention (docs/api/privacy.md#retention): claims up to `limit` bookings not yet erased of events whose
 * date is more than `days` ago (SKIP LOCKED: two processes never take the same rows) and erases them.
 */
export async function claimExpiredBookings(tx: Tx, days: number, limit: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT b.id FROM bookings b JOIN events e ON e.id = b.event_id
      WHERE b.erased_at IS NULL AND e.date < now() - make_interval(days => ${days})
      ORDER BY b.id LIMIT ${limit} FOR UPDATE OF b SKIP LOCKED`),
  );
  return rows.map((row) => row.id);
}
