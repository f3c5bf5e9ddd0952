import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/**
 * The CSV export's reads (bookings-csv.ts writes the file): an event's bookings a step at a time by
 * their key (created_at, id), and the tickets of a step's bookings.
 */

/**
 * Bookings read per step of the export (about 350 tickets, 50 KB of text), whatever the event's size: a
 * door's call waits for one step at most. On PGlite a step's statements run on this thread too; 250
 * bookings a step held a call up to about 140 ms there at 50,000 tickets, 100 about 65 ms
 * (bench:big-event, GET /api/health during a CSV export).
 */
export const EXPORT_STEP = 100;

/** A booking of a step, with what its rows repeat. */
export type ExportBooking = {
  /** Its key (created_at as text, to the microsecond, and id): the next step starts after it. */
  k0: string;
  id: string;
  reference: string;
  full_name: string;
  national_id: string | null;
  quantity: number;
  email: string | null;
  payment_method: 'InstaPay' | 'VodafoneCash' | null;
  payment_number: string | null;
  subtotal: string | number | null;
  discount: string | number;
  status: string;
  created_at: Date | string;
  decided_by: string | null;
  decided_at: Date | string | null;
  checked_in_at: Date | string | null;
  proof_transaction_id: string | null;
  has_proof: boolean;
  erased: boolean;
  decision_reason: string | null;
  rejection_cause: string | null;
  code: string | null;
};

/** A ticket of a step's bookings. */
export type ExportTicket = {
  booking_id: string;
  full_name: string;
  national_id: string | null;
  position: number;
  checked_in_at: Date | string | null;
  price: string | number | null;
  type_name: string | null;
};

/**
 * One step: the next EXPORT_STEP bookings after `after` by the index on (event_id, created_at, id), then
 * their tickets by the index on booking_id; two statements of plans that do not change with the event's
 * size (as one join, the planner read every ticket of the event at each step).
 */
export async function exportStep(
  db: Db,
  eventId: string,
  after: [string, string] | null,
): Promise<{ page: ExportBooking[]; tickets: Map<string, ExportTicket[]> }> {
  const from = after
    ? sql`AND (b.created_at, b.id) > (CAST(${after[0]} AS timestamptz), CAST(${after[1]} AS uuid))`
    : sql``;
  const page = rowsOf<ExportBooking>(
    await db.execute(sql`
      SELECT b.created_at::text AS k0, b.id, b.reference, b.full_name, b.national_id, b.quantity, b.email,
        b.payment_method, b.payment_number, b.subtotal, b.discount, b.status, b.created_at, b.decided_at,
        b.checked_in_at, b.proof_transaction_id, b.proof_uploaded_at IS NOT NULL AS has_proof,
        b.erased_at IS NOT NULL AS erased, b.decision_reason, b.rejection_cause,
        (SELECT u.username FROM users AS u WHERE u.id = b.decided_by) AS decided_by,
        (SELECT ec.code FROM event_codes AS ec WHERE ec.id = b.code_id) AS code
      FROM bookings AS b WHERE b.event_id = ${eventId} ${from}
      ORDER BY b.created_at, b.id LIMIT ${EXPORT_STEP}`),
  );
  const tickets = new Map<string, ExportTicket[]>();
  if (page.length === 0) return { page, tickets };
  const rows = rowsOf<ExportTicket>(
    await db.execute(sql`
      SELECT t.booking_id, t.full_name, t.national_id, t.position, t.checked_in_at, t.price,
        (SELECT tt.name FROM ticket_types AS tt WHERE tt.id = t.ticket_type_id) AS type_name
      FROM tickets AS t
      WHERE t.booking_id = ANY(string_to_array(${page.map((b) => b.id).join(',')}, ',')::uuid[])
      ORDER BY t.booking_id, t.position`),
  );
  for (const ticket of rows) {
    const list = tickets.get(ticket.booking_id);
    if (list) list.push(ticket);
    else tickets.set(ticket.booking_id, [ticket]);
  }
  return { page, tickets };
}
