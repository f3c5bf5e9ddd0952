import { LIMITS } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { insertIntoOutbox, type QueuedEmail } from '../../email';
import type { BookingRow } from '../booking-view';

/** One booking of a round as insertRound sends it, with its email's facts; `ord` is its place in line. */
export type Candidate = {
  ord: number;
  id: string;
  reference: string;
  national_id: string;
  full_name: string;
  email: string;
  /** The mailbox the address reaches (packages/shared mailboxKey), as bookings.email_key holds it. */
  email_key: string;
  payment_method: string | null;
  payment_number: string | null;
  status: 'Pending' | 'Accepted';
  /** A Pending booking's payment deadline (ISO), null for an Accepted one. */
  expires_at: string | null;
  quantity: number;
  /** The campaign source it came by (docs/api/reports.md#campaign-links). */
  source: string;
  /** Its tickets' prices before the discount, the discount, and its code with the tickets it applied to. */
  subtotal: number;
  discount: number;
  code_id: string | null;
  code_uses: number;
  /** Its tickets, the booker's first (position 0, with the booking's id), each with its type and price. */
  tickets: {
    id: string;
    position: number;
    full_name: string;
    national_id: string;
    ticket_type_id: string;
    price: number;
    code_applied: boolean;
  }[];
  mail_kind: string;
  mail_to: string;
  mail_subject: string;
  mail_data: QueuedEmail['data'];
};

/**
 * What became of a candidate: `booked` with its status; `overEmailLimit` when its address already
 * (its mailbox, docs/api/bookings.md#booking-rules) holds LIMITS.holdsPerEmail active bookings of the event; else refused because one of its people
 * already holds an active ticket of the event (`clashOf`: that person's national ID).
 */
export type RoundOutcome = {
  id: string;
  status: BookingRow['status'] | null;
  overEmailLimit: boolean;
  clashOf: string | null;
};

/**
 * One statement for a round of candidates, run under the event's row lock (so it sees every booking
 * of the event, and none can be added meanwhile):
 * - a candidate one of whose people already holds an active ticket of the event is left out;
 * - a mailbox (however its address is written: packages/shared mailboxKey) may hold at most
 *   LIMITS.holdsPerEmail active (Pending or Accepted) bookings of the event: candidates beyond
 *   that, in line order, are left out;
 * - inserts the rest (Pending, or Accepted at once for a free event) with their tickets (a booking
 *   being cancelled or decided meanwhile took the event lock first: move-booking.ts);
 * - takes exactly as many seats as tickets went in, of each ticket's type (the public's; or an offer's
 *   held ones), and as many uses of each code as tickets it applied to (docs/api/codes.md: the seats
 *   and the uses in one step), and queues each inserted booking's email.
 * The candidates travel as one JSON parameter, whatever their number.
 */
export async function insertRound(
  tx: Tx,
  eventId: string,
  createdAt: Date,
  candidates: Candidate[],
  /** Where the seats come from: the public's, or those held for a waiting-list offer (section 14). */
  seatsFrom: 'open' | 'held' = 'open',
): Promise<RoundOutcome[]> {
  // The seats are the types' (the event's follow by trigger): the public's, or those an offer holds
  // of its entry's type (docs/api/waitlist.md#ticket-types).
  const column = sql.raw(seatsFrom === 'held' ? 'held' : 'available');
  const seats = sql`UPDATE ticket_types AS tt SET ${column} = tt.${column} - taken.n
            FROM (SELECT ct.ticket_type_id, count(*)::int AS n
                  FROM candidate_ticket ct JOIN booking b ON b.id = ct.booking_id
                  GROUP BY ct.ticket_type_id) AS taken
            WHERE tt.id = taken.ticket_type_id AND tt.event_id = ${eventId}::uuid`;
  const at = createdAt.toISOString();
  const rows = rowsOf<{
    id: string;
    status: BookingRow['status'] | null;
    over_email_limit: boolean;
    clash_of: string | null;
  }>(
    await tx.execute(sql`
      WITH candidate AS (
        SELECT * FROM json_to_recordset(${JSON.stringify(candidates)}::json) AS c(
          ord integer, id uuid, reference text, national_id text, full_name text, email text,
          email_key text, payment_method text, payment_number text, status text, expires_at timestamptz, quantity integer, source text,
          subtotal numeric, discount numeric, code_id uuid, code_uses integer,
          tickets json, mail_kind text, mail_to text, mail_subject text, mail_data jsonb)
      ), candidate_ticket AS (
        SELECT c.id AS booking_id, t.id, t.position, t.full_name, t.national_id, t.ticket_type_id, t.price, t.code_applied
        FROM candidate c, json_to_recordset(c.tickets) AS t(id uuid, position integer, full_name text, national_id text,
          ticket_type_id uuid, price numeric, code_applied boolean)
      ), clash AS (
        -- One probe of the active-ticket index (tickets_active_national_id_idx) per person: a scalar
        -- subquery, as in probed below (as EXISTS, the planner hashed every active ticket of the event
        -- under its lock: a round into a full event cost more than one into an empty one).
        SELECT DISTINCT ON (ct.booking_id) ct.booking_id AS id, ct.national_id
        FROM candidate_ticket ct
        WHERE (SELECT true FROM tickets tk
               WHERE tk.event_id = ${eventId}::uuid AND tk.national_id = ct.national_id AND tk.active
               LIMIT 1)
        ORDER BY ct.booking_id, ct.position
      ), probed AS (
        -- A scalar subquery, so each candidate is one index probe whatever the event's size (as a
        -- join, the planner reads every booking of the event).
        SELECT c.id, c.ord, c.email_key,
          (SELECT count(*) FROM bookings b
           WHERE b.event_id = ${eventId}::uuid AND b.email_key = c.email_key
             AND b.status IN ('Pending', 'Accepted')) AS held
        FROM candidate c WHERE c.id NOT IN (SELECT id FROM clash)
      ), over_limit AS (
        SELECT id FROM (
          SELECT id, held + row_number() OVER (PARTITION BY email_key ORDER BY ord) AS holds FROM probed
        ) AS ranked
        WHERE holds > ${LIMITS.holdsPerEmail}
      ), booking AS (
        INSERT INTO bookings (id, event_id, reference, national_id, full_name, email, payment_method,
                              payment_number, status, created_at, decided_at, expires_at, quantity, source, subtotal,
                              discount, code_id)
        SELECT id, ${eventId}::uuid, reference, national_id, full_name, email, payment_method, payment_number,
               status, ${at}::timestamptz, CASE WHEN status = 'Accepted' THEN ${at}::timestamptz END, expires_at,
               quantity, source, subtotal, discount, code_id
        FROM candidate
        WHERE id NOT IN (SELECT id FROM over_limit) AND id NOT IN (SELECT id FROM clash)
        ON CONFLICT (event_id, national_id) WHERE status IN ('Pending', 'Accepted') DO NOTHING
        RETURNING id, status, quantity
      ), ticket AS (
        INSERT INTO tickets (id, booking_id, event_id, position, full_name, national_id, ticket_type_id, price,
                             code_applied)
        SELECT ct.id, ct.booking_id, ${eventId}::uuid, ct.position, ct.full_name, ct.national_id, ct.ticket_type_id,
               ct.price, ct.code_applied
        FROM candidate_ticket ct JOIN booking b ON b.id = ct.booking_id
      ), seats AS (
        ${seats}
      ), uses AS (
        UPDATE event_codes AS ec SET uses = ec.uses + used.n
        FROM (SELECT c.code_id, sum(c.code_uses)::int AS n FROM candidate c JOIN booking b ON b.id = c.id
              WHERE c.code_id IS NOT NULL GROUP BY c.code_id) AS used
        WHERE ec.id = used.code_id AND ec.event_id = ${eventId}::uuid
      ), mail AS (
        ${insertIntoOutbox(sql`
          SELECT c.mail_kind AS kind, c.mail_to AS "to", c.mail_subject AS subject, c.mail_data AS data
          FROM booking JOIN candidate c USING (id)`)}
      )
      SELECT id, status, false AS over_email_limit, NULL AS clash_of FROM booking
      UNION ALL
      SELECT id, NULL, true, NULL FROM over_limit
      UNION ALL
      SELECT id, NULL, false, national_id FROM clash`),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return candidates.map(({ id }) => {
    const row = byId.get(id);
    return {
      id,
      status: row?.status ?? null,
      overEmailLimit: row?.over_email_limit === true,
      clashOf: row?.clash_of ?? null,
    };
  });
}
