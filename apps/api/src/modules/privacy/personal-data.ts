import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailboxKeySql } from '../../db/mailbox-key-sql';
import { phoneDigits } from '../../db/phone-digits-sql';
import { rowsOf } from '../../db/rows';
import type { PersonKey } from '../audit';
import { EVENT_FACTS, EVENT_TO_COME } from '../bookings';

export {
  claimExpiredBookings,
  eraseBookings,
  eraseTicketIds,
  type FoundBooking,
  type FoundTicket,
  findBookings,
  findTickets,
} from '../bookings';
export { phoneDigits };

/**
 * Every statement that finds or erases a person's waiting-list entries and contact requests
 * (docs/api/privacy.md; docs/api/privacy.md#erase-a-person); their bookings and tickets are the booking
 * repository's (modules/bookings/repository/personal-data.ts, passed on from here), payment-data.ts does
 * the payment desk's and email-data.ts the emails'. Retention after an event and a person's own request use
 * the same erasure, so "erased" means one thing. Erasing fields is not a status change: statuses,
 * names, references and amounts stay (the accounts need them), and nothing here touches seats or
 * `bookings.status` (modules/bookings/transitions).
 */

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

type EventFacts = {
  event_id: string;
  event_name: string;
  event_date: Date | string;
  event_cancelled: boolean;
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
