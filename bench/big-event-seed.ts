/**
 * What the seed needs of a database client: node-postgres' Client, or an adapter over PGlite (one
 * statement per call).
 */
export type SqlClient = {
  query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
};

/**
 * `tickets` tickets in bookings of 1 to 6 for `eventId`, in three statements, and `seatsLeft` seats
 * still on sale. Each booking's reference starts with `prefix`, so two events' references never meet.
 * `vacuum: false` leaves the tables as right after a rush of sales, before autovacuum: statistics only,
 * the trigram indexes' new entries still in their pending lists. `mix`: the desk's (70 %
 * Accepted, 20 % Pending, 10 % Rejected), or every booking Accepted (a door's whole list).
 */
export async function seedBigEvent(
  client: SqlClient,
  eventId: string,
  tickets: number,
  prefix: string,
  {
    seatsLeft = 100,
    vacuum = true,
    mix = 'desk',
  }: { seatsLeft?: number; vacuum?: boolean; mix?: 'desk' | 'accepted' } = {},
): Promise<number> {
  // The booking's place in ten: 0-6 Accepted, 7-8 Pending, 9 Rejected; `accepted` puts all at 0.
  const slot = mix === 'accepted' ? '0' : 'n % 10';
  // Quantities cycle 1..6 (3.5 on average): enough bookings for `tickets`, the last ones cut off below.
  const bookings = Math.ceil(tickets / 3.5) + 6;
  await client.query(
    `WITH plan AS (
       SELECT n, 1 + (n * 5) % 6 AS quantity,
              sum(1 + (n * 5) % 6) OVER (ORDER BY n) - (1 + (n * 5) % 6) AS first_ticket
       FROM generate_series(1, $2::int) AS n
     ), kept AS (
       SELECT n, least(quantity, $3::int - first_ticket) AS quantity, first_ticket
       FROM plan WHERE first_ticket < $3::int
     ), made AS (
       INSERT INTO bookings (event_id, reference, national_id, full_name, email, payment_method,
                             payment_number, status, quantity, created_at, expires_at,
                             proof_transaction_id, decided_at)
       SELECT $1::uuid, $4 || lpad(n::text, 6, '0'),
              '2' || lpad((first_ticket + 1)::text, 13, '0'),
              (ARRAY['أحمد','محمد','منى','سارة','عمر','خالد','ياسمين','مصطفى','نور','هبة'])[1 + n % 10]
                || ' ' || (ARRAY['حسن','إبراهيم','علي','السيد','عبد الله','فؤاد','سليمان'])[1 + n % 7] || ' ' || n,
              'guest' || n || '@example.com', 'VodafoneCash', '010' || lpad(n::text, 8, '0'),
              CASE WHEN ${slot} < 7 THEN 'Accepted' WHEN ${slot} < 9 THEN 'Pending' ELSE 'Rejected' END,
              quantity, now() - (n % 2000) * interval '1 minute',
              CASE WHEN ${slot} IN (7, 8) THEN now() + interval '1 day' END,
              'TX' || $4 || lpad(n::text, 8, '0'),
              CASE WHEN ${slot} IN (0,1,2,3,4,5,6,9) THEN now() END
       FROM kept
       RETURNING id
     )
     SELECT count(*) FROM made`,
    [eventId, bookings, tickets, prefix],
  );
  // Each booking's tickets: the booker's (position 0, the booking's id, as section 13 keeps it), then its guests.
  await client.query(
    `INSERT INTO tickets (id, booking_id, event_id, position, full_name, national_id, active)
     SELECT CASE WHEN p = 0 THEN b.id ELSE gen_random_uuid() END, b.id, b.event_id, p,
            CASE WHEN p = 0 THEN b.full_name ELSE 'مرافق ' || p || ' ' || b.reference END,
            '2' || lpad((substring(b.national_id, 2)::bigint + p)::text, 13, '0'),
            b.status IN ('Pending', 'Accepted')
     FROM bookings b, generate_series(0, b.quantity - 1) AS p
     WHERE b.event_id = $1::uuid`,
    [eventId],
  );
  const [row] = (
    await client.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE active)::int AS active FROM tickets WHERE event_id = $1`,
      [eventId],
    )
  ).rows as { n: number; active: number }[];
  await client.query(
    `UPDATE events SET total_seats = $2::int + $4::int, available_seats = $4::int + $2::int - $3::int WHERE id = $1`,
    [eventId, row!.n, row!.active, seatsLeft],
  );
  // As autovacuum leaves tables filled over weeks of sales: statistics, and the trigram indexes' pending
  // entries merged (a search reads the whole pending list of a GIN index).
  const vacuumed = vacuum ? 'VACUUM ANALYZE' : 'ANALYZE';
  await client.query(`${vacuumed} bookings`);
  await client.query(`${vacuumed} tickets`);
  return row!.n;
}

/**
 * The payments desk of the event: one matched transfer per Pending or Accepted booking (up to
 * `transfers`), and a refund due for each Rejected one.
 */
export async function seedDesk(client: SqlClient, eventId: string, transfers: number): Promise<void> {
  await client.query(
    `INSERT INTO payment_transfers (method, transaction_id, amount, sender_number, sender_name, received_at,
                                    outcome, booking_id, matched_at, matched_by, source)
     SELECT 'VodafoneCash', b.proof_transaction_id, 150 * b.quantity, b.payment_number, b.full_name,
            b.created_at + interval '5 minutes',
            CASE WHEN b.status = 'Accepted' THEN 'accepted' ELSE 'matched' END, b.id, now(), 'transaction', 'import'
     FROM bookings b WHERE b.event_id = $1 AND b.status IN ('Pending', 'Accepted')
     ORDER BY b.created_at LIMIT $2`,
    [eventId, transfers],
  );
  await client.query(
    `INSERT INTO refunds (booking_id, amount, method, to_number)
     SELECT b.id, 150 * b.quantity, 'VodafoneCash', b.payment_number
     FROM bookings b WHERE b.event_id = $1 AND b.status = 'Rejected'`,
    [eventId],
  );
  await client.query('VACUUM ANALYZE payment_transfers');
  await client.query('VACUUM ANALYZE refunds');
}

/**
 * `entries` people waiting for the event's first ticket type, in joining order (the waiting list's
 * screen of a sold-out event).
 */
export async function seedWaitlist(client: SqlClient, eventId: string, entries: number): Promise<void> {
  await client.query(
    `INSERT INTO waitlist_entries (event_id, full_name, email, phone, quantity, ticket_type_id, created_at)
     SELECT $1::uuid, 'منتظر ' || n, 'waiting' || n || '@example.com', '011' || lpad(n::text, 8, '0'),
            1 + n % 4,
            (SELECT id FROM ticket_types WHERE event_id = $1::uuid ORDER BY sort_order, created_at LIMIT 1),
            now() - (n % 2000) * interval '1 minute'
     FROM generate_series(1, $2::int) AS n`,
    [eventId, entries],
  );
  await client.query('VACUUM ANALYZE waitlist_entries');
}
