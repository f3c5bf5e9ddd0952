import { LIMITS } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { insertIntoOutbox, type OutgoingEmail, type TemplatedEmail } from '../email/outbox';
import type { BookingRow } from './booking-view';

/** One booking of a round as insertRound sends it, with its rendered email; `ord` is its place in line. */
export type Candidate = {
  ord: number;
  id: string;
  reference: string;
  national_id: string;
  full_name: string;
  email: string;
  payment_method: string | null;
  payment_number: string | null;
  status: 'Pending' | 'Accepted';
  mail_kind: string;
  mail_to: string;
  mail_subject: string;
  /** Null for an email queued as facts (mail_data). */
  mail_html: string | null;
  mail_text: string | null;
  mail_attachments: OutgoingEmail['attachments'] | null;
  mail_data: TemplatedEmail['data'] | null;
};

/**
 * What became of a candidate: `booked` with its status, `overEmailLimit` when its address already
 * holds LIMITS.holdsPerEmail active bookings of the event, or neither (its national ID already has one).
 */
export type RoundOutcome = { id: string; status: BookingRow['status'] | null; overEmailLimit: boolean };

/**
 * One statement for a round of candidates, run under the event's row lock (so it sees every booking
 * of the event, and none can be added meanwhile):
 * - an address may hold at most LIMITS.holdsPerEmail active (Pending or Accepted) bookings of the
 *   event: candidates beyond that, in line order, are left out;
 * - inserts the rest (Pending, or Accepted at once for a free event), skipping a national ID that
 *   already has an active booking (the partial unique index, so one duplicate does not fail the rest;
 *   a booking being cancelled or decided meanwhile took the event lock first: lock-event.ts);
 * - takes exactly as many seats as rows went in, and queues each inserted booking's email.
 * The candidates travel as one JSON parameter, whatever their number.
 */
export async function insertRound(
  tx: Tx,
  eventId: string,
  createdAt: Date,
  candidates: Candidate[],
): Promise<RoundOutcome[]> {
  const at = createdAt.toISOString();
  const rows = rowsOf<{ id: string; status: BookingRow['status'] | null; over_email_limit: boolean }>(
    await tx.execute(sql`
      WITH candidate AS (
        SELECT * FROM json_to_recordset(${JSON.stringify(candidates)}::json) AS c(
          ord integer, id uuid, reference text, national_id text, full_name text, email text,
          payment_method text, payment_number text, status text, mail_kind text, mail_to text,
          mail_subject text, mail_html text, mail_text text, mail_attachments jsonb, mail_data jsonb)
      ), probed AS (
        -- A scalar subquery, so each candidate is one index probe whatever the event's size (as a
        -- join, the planner reads every booking of the event).
        SELECT c.id, c.ord, lower(c.email) AS email,
          (SELECT count(*) FROM bookings b
           WHERE b.event_id = ${eventId}::uuid AND lower(b.email) = lower(c.email)
             AND b.status IN ('Pending', 'Accepted')) AS held
        FROM candidate c
      ), over_limit AS (
        SELECT id FROM (
          SELECT id, held + row_number() OVER (PARTITION BY email ORDER BY ord) AS holds FROM probed
        ) AS ranked
        WHERE holds > ${LIMITS.holdsPerEmail}
      ), booking AS (
        INSERT INTO bookings (id, event_id, reference, national_id, full_name, email, payment_method,
                              payment_number, status, created_at, decided_at)
        SELECT id, ${eventId}::uuid, reference, national_id, full_name, email, payment_method, payment_number,
               status, ${at}::timestamptz, CASE WHEN status = 'Accepted' THEN ${at}::timestamptz END
        FROM candidate WHERE id NOT IN (SELECT id FROM over_limit)
        ON CONFLICT (event_id, national_id) WHERE status IN ('Pending', 'Accepted') DO NOTHING
        RETURNING id, status
      ), seats AS (
        UPDATE events SET available_seats = available_seats - (SELECT count(*) FROM booking)
        WHERE id = ${eventId}::uuid AND EXISTS (SELECT 1 FROM booking)
      ), mail AS (
        ${insertIntoOutbox(sql`
          SELECT c.mail_kind AS kind, c.mail_to AS "to", c.mail_subject AS subject, c.mail_html AS html,
                 c.mail_text AS text, c.mail_attachments AS attachments, c.mail_data AS data
          FROM booking JOIN candidate c USING (id)`)}
      )
      SELECT id, status, false AS over_email_limit FROM booking
      UNION ALL
      SELECT id, NULL, true FROM over_limit`),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return candidates.map(({ id }) => {
    const row = byId.get(id);
    return { id, status: row?.status ?? null, overEmailLimit: row?.over_email_limit === true };
  });
}
