import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailboxKeySql } from '../../db/mailbox-key-sql';
import { rowsOf } from '../../db/rows';
import { deleteImage } from '../../lib/images';
import type { PersonKey } from '../audit/person-key';

/**
 * Every statement that finds or erases a person's bookings, tickets, waiting-list entries and
 * contact requests (docs/api/privacy.md; docs/api/privacy.md#erase-a-person); payment-data.ts does the payment
 * desk's and email-data.ts the emails'. Retention after an event and a person's own request use
 * the same erasure, so "erased" means one thing. Erasing fields is not a status change: statuses,
 * names, references and amounts stay (the accounts need them), and nothing here touches seats or
 * `bookings.status` (modules/bookings/transitions).
 */

/** Digits only, compared by their last 10 (01xxxxxxxxx, +201xxxxxxxxx and 201xxxxxxxxx are one phone). */
export const phoneDigits = (column: SQL) =>
  sql`right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 10)`;

/** A phone number's last 10 digits, the form phoneDigits compares; null for what is not a phone. */
export function phoneKey(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

export function ids(list: string[]): SQL {
  return sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
}

function bookingMatch(key: PersonKey): SQL {
  if (key.kind === 'email') return sql`b.email_key = ${key.value}`;
  if (key.kind === 'nationalId') return sql`b.national_id = ${key.value}`;
  const last10 = key.value.slice(-10);
  return sql`(${phoneDigits(sql`b.payment_number`)} = ${last10} OR ${phoneDigits(sql`b.proof_sender_number`)} = ${last10})`;
}

type EventFacts = {
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
export type FoundContact = {
  id: string;
  full_name: string;
  request_type: string;
  status: string;
  created_at: Date | string;
  email: string;
  phone: string;
};
export type FoundWaitlistEntry = EventFacts & {
  id: string;
  full_name: string;
  status: string;
  created_at: Date | string;
  in_use: boolean;
  email: string | null;
  phone: string | null;
};

const EVENT_FACTS = sql.raw(
  `e.id AS event_id, e.name AS event_name, e.date AS event_date, (e.cancelled_at IS NOT NULL) AS event_cancelled`,
);
const EVENT_TO_COME = sql.raw(`(e.date > now() AND e.cancelled_at IS NULL)`);

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

export async function findContactRequests(tx: Tx, key: PersonKey, limit = 200): Promise<FoundContact[]> {
  if (key.kind === 'nationalId') return [];
  const match =
    key.kind === 'email'
      ? sql`${mailboxKeySql(sql`c.email`)} = ${key.value}`
      : sql`${phoneDigits(sql`c.phone`)} = ${key.value.slice(-10)}`;
  return rowsOf<FoundContact>(
    await tx.execute(sql`
      SELECT c.id, c.full_name, c.request_type, c.status, c.created_at, c.email, c.phone
      FROM contact_messages c
      WHERE ${match} ORDER BY c.created_at DESC, c.id LIMIT ${limit}`),
  );
}

/** The waiting list (docs/api/waitlist.md): its entries stay, with their names and statuses. */
export async function findWaitlistEntries(
  tx: Tx,
  key: PersonKey,
  limit = 200,
): Promise<FoundWaitlistEntry[]> {
  if (key.kind === 'nationalId') return [];
  const match =
    key.kind === 'email'
      ? sql`w.email_key = ${key.value}`
      : sql`${phoneDigits(sql`w.phone`)} = ${key.value.slice(-10)}`;
  return rowsOf<FoundWaitlistEntry>(
    await tx.execute(sql`
      SELECT w.id, w.full_name, w.status, w.created_at, ${EVENT_FACTS},
        (w.status IN ('Waiting', 'Offered') AND ${EVENT_TO_COME}) AS in_use, w.email, w.phone
      FROM waitlist_entries w JOIN events e ON e.id = w.event_id
      WHERE ${match} ORDER BY w.created_at DESC LIMIT ${limit}`),
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

/** Contact requests carry nothing the accounts need: erased whole. */
export async function deleteContactRequests(tx: Tx, contactIds: string[]): Promise<void> {
  if (contactIds.length === 0) return;
  await tx.execute(sql`DELETE FROM contact_messages WHERE id IN (${ids(contactIds)})`);
}

/** Clears waiting-list entries' email and phone; answers the ids cleared. */
export async function eraseWaitlistContacts(tx: Tx, entryIds: string[]): Promise<string[]> {
  if (entryIds.length === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE waitlist_entries SET email = NULL, phone = NULL, updated_at = now()
      WHERE id IN (${ids(entryIds)}) AND (email IS NOT NULL OR phone IS NOT NULL) RETURNING id`),
  );
  return rows.map((row) => row.id);
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

/** The expired events' waiting-list entries whose contacts are still there. */
export async function expiredWaitlistEntries(tx: Tx, days: number, limit: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT w.id FROM waitlist_entries w JOIN events e ON e.id = w.event_id
      WHERE (w.email IS NOT NULL OR w.phone IS NOT NULL) AND e.date < now() - make_interval(days => ${days})
      LIMIT ${limit} FOR UPDATE OF w SKIP LOCKED`),
  );
  return rows.map((row) => row.id);
}
