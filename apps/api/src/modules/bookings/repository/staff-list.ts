import type { BookingsQuery } from '@app/shared';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { bookings, events } from '../../../db/schema';
import { keyColumn, orderByKeys, type SortKey } from '../../../lib/paging';

/**
 * The staff list's statements (list-bookings.ts keeps its rules, its cursor and its answer): the
 * filter as conditions on bookings, the sort keys, the whole list, and a page's keys with the
 * counters of the whole filter.
 */

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** "Transfer received, amount right" first (docs/api/payments.md), ready for one tap. */
const readyRank = sql`(CASE WHEN ${bookings.status} = 'Pending' AND EXISTS (
  SELECT 1 FROM payment_transfers pt WHERE pt.booking_id = ${bookings.id}
    AND pt.amount = greatest(${bookings.subtotal} - ${bookings.discount}, 0)) THEN 0 ELSE 1 END)`;

/** The keys each sort orders by, the last one unique, so a cursor names one place in the list. */
const SORT_KEYS: Record<'deadline' | 'newest', SortKey[]> = {
  deadline: [
    { expr: readyRank, direction: 'asc', type: 'int' },
    {
      expr: sql`coalesce(CASE WHEN ${bookings.status} = 'Pending' THEN ${bookings.expiresAt} END, 'infinity'::timestamptz)`,
      direction: 'asc',
      type: 'timestamptz',
    },
    { expr: sql`${bookings.createdAt}`, direction: 'desc', type: 'timestamptz' },
    { expr: sql`${bookings.id}`, direction: 'asc', type: 'uuid' },
  ],
  newest: [
    { expr: sql`${bookings.createdAt}`, direction: 'desc', type: 'timestamptz' },
    { expr: sql`${bookings.id}`, direction: 'desc', type: 'uuid' },
  ],
};

/** The filter without its status: the counters count every status of it. */
function filterConditions(filter: BookingsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(bookings.id, filter.id));
  if (filter.eventId) conditions.push(eq(bookings.eventId, filter.eventId));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(bookings.fullName, pattern),
        ilike(bookings.paymentNumber, pattern),
        ilike(bookings.reference, pattern),
        ilike(bookings.proofTransactionId, pattern),
        ilike(bookings.proofSenderNumber, pattern),
      )!,
    );
  }
  return conditions;
}

function statusCondition(filter: BookingsQuery): SQL | undefined {
  if (filter.status) return eq(bookings.status, filter.status);
  // Without a status: the active ones (one booking asked for by its id: whatever its status).
  if (!filter.id) return inArray(bookings.status, ['Pending', 'Accepted']);
  return undefined;
}

/** The keys the filter's sort orders by (`sort=deadline` the default for Pending). */
export function staffListSortKeys(filter: BookingsQuery): SortKey[] {
  return SORT_KEYS[sortOf(filter)];
}

function sortOf(filter: BookingsQuery): 'deadline' | 'newest' {
  return filter.sort ?? (filter.status === 'Pending' ? 'deadline' : 'newest');
}

/** The ids of the whole list the filter names, in its sort's order. */
export async function staffListIds(db: Db, filter: BookingsQuery): Promise<string[]> {
  const keys = staffListSortKeys(filter);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT ${bookings.id} AS id
      FROM ${bookings} JOIN ${events} ON ${events.id} = ${bookings.eventId}
      WHERE ${and(...filterConditions(filter), statusCondition(filter)) ?? sql`true`}
      ORDER BY ${sql.join(orderByKeys(keys), sql`, `)}`),
  );
  return rows.map((row) => row.id);
}

/**
 * One page's rows (their ids and sort keys, `limit + 1` of them after `after`) and the counters of the
 * whole filter, in two statements run together.
 */
export async function staffListPage(
  db: Db,
  filter: BookingsQuery,
  keys: SortKey[],
  after: SQL | undefined,
  limit: number,
): Promise<
  [
    (Record<string, string> & { id: string })[],
    { total: number; pending: number; accepted: number; money_expected: number },
  ]
> {
  const base = filterConditions(filter);
  const status = statusCondition(filter);
  const keyColumns = keys.map((key, i) => keyColumn(key, i));
  return Promise.all([
    db
      .execute(sql`
        SELECT ${bookings.id} AS id, ${sql.join(keyColumns, sql`, `)}
        FROM ${bookings} JOIN ${events} ON ${events.id} = ${bookings.eventId}
        WHERE ${and(...base, status, after) ?? sql`true`}
        ORDER BY ${sql.join(orderByKeys(keys), sql`, `)}
        LIMIT ${limit + 1}`)
      .then((result) => rowsOf<Record<string, string> & { id: string }>(result)),
    db
      .execute(sql`
        SELECT count(*) FILTER (WHERE ${status ?? sql`true`})::int AS total,
          count(*) FILTER (WHERE ${bookings.status} = 'Pending')::int AS pending,
          count(*) FILTER (WHERE ${bookings.status} = 'Accepted')::int AS accepted,
          coalesce(sum(greatest(${bookings.subtotal} - ${bookings.discount}, 0))
            FILTER (WHERE ${bookings.status} = 'Pending'), 0)::float8 AS money_expected
        FROM ${bookings} JOIN ${events} ON ${events.id} = ${bookings.eventId}
        WHERE ${and(...base) ?? sql`true`}`)
      .then(
        (result) =>
          rowsOf<{ total: number; pending: number; accepted: number; money_expected: number }>(result)[0]!,
      ),
  ]);
}
