import { AR_EVENTS, CAIRO_TIME_ZONE, type EventReportDto } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { NotFound } from '../../lib/errors';

/** A timestamp's Cairo calendar day. */
const cairoDay = (column: SQL) => sql`(${column} AT TIME ZONE ${CAIRO_TIME_ZONE})::date`;

/**
 * Sales by type (docs/api/ticket-types.md): every type of the event in its order, its tickets held by
 * active bookings, its open seats, and what its tickets of Accepted bookings cost after their discount.
 */
const byTypeSql = sql`
  SELECT coalesce(json_agg(json_build_object(
      '_id', tt.id, 'name', tt.name, 'sold', coalesce(s.sold, 0), 'available', tt.available,
      'revenue', coalesce(s.revenue, 0))
      ORDER BY tt.sort_order, tt.created_at), '[]'::json)
  FROM ticket_types tt
  LEFT JOIN (
    SELECT t.ticket_type_id,
           count(*) FILTER (WHERE b.status IN ('Pending', 'Accepted')) AS sold,
           coalesce(sum(t.price) FILTER (WHERE b.status = 'Accepted'), 0) AS revenue
    FROM tickets t JOIN bookings b ON b.id = t.booking_id
    WHERE t.event_id = (SELECT id FROM ev)
    GROUP BY t.ticket_type_id
  ) s ON s.ticket_type_id = tt.id
  WHERE tt.event_id = (SELECT id FROM ev)`;

/**
 * Sales by code (docs/api/codes.md): the tickets of active bookings it applied to, the discount those
 * bookings were given, and the money of its Accepted ones.
 */
const byCodeSql = sql`
  SELECT coalesce(json_agg(json_build_object(
      'code', c.code, 'kind', c.kind, 'tickets', coalesce(u.tickets, 0),
      'discountGiven', coalesce(u.discount_given, 0), 'revenue', coalesce(u.revenue, 0))
      ORDER BY coalesce(u.tickets, 0) DESC, c.code), '[]'::json)
  FROM event_codes c
  LEFT JOIN (
    SELECT code_id,
           sum(code_tickets) FILTER (WHERE status IN ('Pending', 'Accepted')) AS tickets,
           sum(discount) FILTER (WHERE status IN ('Pending', 'Accepted')) AS discount_given,
           sum(amount) FILTER (WHERE status = 'Accepted') AS revenue
    FROM bk WHERE code_id IS NOT NULL GROUP BY code_id
  ) u ON u.code_id = c.id
  WHERE c.event_id = (SELECT id FROM ev)`;

/**
 * An event's report (docs/api/reports.md#the-report) as one statement, so every figure is of the same
 * moment and only the answer crosses to the server. Tickets are counted by their bookings' quantity (a
 * group is one booking of several tickets), money by each booking's amount after its discount; nothing here reads a field a
 * privacy erasure clears, so the figures stay the same after one.
 */
export async function eventReport(db: Db, eventId: string): Promise<EventReportDto> {
  const rows = rowsOf<{ report: EventReportDto | null }>(
    await db.execute(sql`
      WITH ev AS (
        SELECT id, date, available_seats, ticket_price FROM events WHERE id = ${eventId}::uuid
      ), bk AS (
        SELECT b.status, b.quantity, b.source, b.created_at, b.decided_at, b.code_id, b.discount,
               greatest(b.subtotal - b.discount, 0) AS amount,
               CASE WHEN b.code_id IS NOT NULL
                 THEN (SELECT count(*) FROM tickets t WHERE t.booking_id = b.id AND t.code_applied) ELSE 0 END
                 AS code_tickets
        FROM bookings b JOIN ev ON b.event_id = ev.id
      ), activity AS (
        -- A day counts from its bookings (made) and its acceptances (decided).
        SELECT ${cairoDay(sql`created_at`)} AS day, 1 AS bookings, quantity AS tickets, 0 AS accepted, 0 AS revenue
        FROM bk
        UNION ALL
        SELECT ${cairoDay(sql`decided_at`)}, 0, 0, quantity, amount FROM bk WHERE status = 'Accepted'
      ), per_day AS (
        SELECT day, sum(bookings) AS bookings, sum(tickets) AS tickets, sum(accepted) AS accepted,
               sum(revenue) AS revenue
        FROM activity GROUP BY day
      ), days AS (
        -- From the first booking's day to today, or the event's day once it is past; days of nothing
        -- included as zeros.
        SELECT generate_series(
          min(day)::timestamp,
          greatest(max(day), least(${cairoDay(sql`now()`)}, (SELECT ${cairoDay(sql`date`)} FROM ev)))::timestamp,
          interval '1 day')::date AS day
        FROM per_day
      ), admitted AS (
        -- Admissions in force (an undone one is not), per 10-minute slot.
        SELECT to_timestamp(floor(extract(epoch FROM checked_in_at) / 600) * 600) AS slot, count(*) AS n
        FROM tickets WHERE event_id = ${eventId}::uuid AND checked_in_at IS NOT NULL
        GROUP BY 1
      ), slots AS (
        SELECT generate_series(min(slot), max(slot), interval '10 minutes') AS slot FROM admitted
      ), refund AS (
        SELECT coalesce(sum(r.amount) FILTER (WHERE r.status = 'Due'), 0) AS due,
               coalesce(sum(r.amount) FILTER (WHERE r.status = 'Refunded'), 0) AS refunded
        FROM refunds r JOIN bookings b ON b.id = r.booking_id
        WHERE b.event_id = ${eventId}::uuid
      ), source_rows AS (
        SELECT source, count(*) AS visits, 0 AS bookings, 0 AS tickets, 0 AS revenue
        FROM campaign_visits WHERE event_id = ${eventId}::uuid GROUP BY source
        UNION ALL
        SELECT source, 0, count(*), sum(quantity), coalesce(sum(amount) FILTER (WHERE status = 'Accepted'), 0)
        FROM bk WHERE status IN ('Pending', 'Accepted') GROUP BY source
      ), by_source AS (
        SELECT source, sum(visits) AS visits, sum(bookings) AS bookings, sum(tickets) AS tickets,
               sum(revenue) AS revenue
        FROM source_rows GROUP BY source
      )
      SELECT json_build_object(
        'tickets', (SELECT json_build_object(
          'total', coalesce(sum(quantity), 0),
          'accepted', coalesce(sum(quantity) FILTER (WHERE status = 'Accepted'), 0),
          'pending', coalesce(sum(quantity) FILTER (WHERE status = 'Pending'), 0),
          'ended', coalesce(sum(quantity) FILTER (WHERE status IN ('Rejected', 'Cancelled')), 0),
          'checkedIn', (SELECT coalesce(sum(n), 0) FROM admitted)) FROM bk),
        'money', (SELECT json_build_object(
          'received', coalesce(sum(amount) FILTER (WHERE status = 'Accepted'), 0),
          'pending', coalesce(sum(amount) FILTER (WHERE status = 'Pending'), 0),
          'refundsDue', (SELECT due FROM refund),
          'refunded', (SELECT refunded FROM refund)) FROM bk),
        'byType', (${byTypeSql}),
        'byCode', (${byCodeSql}),
        'bySource', (SELECT coalesce(json_agg(json_build_object(
            'source', source, 'visits', visits, 'bookings', bookings, 'tickets', tickets, 'revenue', revenue)
            ORDER BY tickets DESC, visits DESC, source), '[]'::json)
          FROM by_source),
        'daily', (SELECT coalesce(json_agg(json_build_object(
            'date', to_char(days.day, 'YYYY-MM-DD'),
            'bookings', coalesce(p.bookings, 0), 'tickets', coalesce(p.tickets, 0),
            'accepted', coalesce(p.accepted, 0), 'revenue', coalesce(p.revenue, 0))
            ORDER BY days.day), '[]'::json)
          FROM days LEFT JOIN per_day p ON p.day = days.day),
        'checkIns', (SELECT coalesce(json_agg(json_build_object(
            'at', to_char(slots.slot AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
            'count', coalesce(a.n, 0))
            ORDER BY slots.slot), '[]'::json)
          FROM slots LEFT JOIN admitted a ON a.slot = slots.slot)
      ) AS report
      FROM ev`),
  );
  const report = rows[0]?.report;
  if (!report) throw new NotFound(AR_EVENTS.notFound);
  return typeof report === 'string' ? (JSON.parse(report) as EventReportDto) : report;
}
