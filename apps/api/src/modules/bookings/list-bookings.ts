import type { BookingDto, BookingsPageMeta, BookingsQuery } from '@app/shared';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bookings, events } from '../../db/schema';
import { isId } from '../../lib/ids';
import {
  afterKey,
  decodeCursor,
  encodeCursor,
  keyColumn,
  keyValues,
  orderByKeys,
  pageOf,
  type SortKey,
} from '../../lib/paging';
import { selectBookingViews, toBookingDto } from './booking-view';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const LIST = 'bookings';

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

function sortOf(filter: BookingsQuery): 'deadline' | 'newest' {
  return filter.sort ?? (filter.status === 'Pending' ? 'deadline' : 'newest');
}

/**
 * The staff list (docs/api/bookings.md): one status, or Pending and Accepted without one; optionally
 * one booking by its id, one event and a search text (name, payment number, reference, or the proof's
 * transaction ID or sender number). `sort=deadline` (the default for Pending) puts the nearest
 * payment deadline first; otherwise newest first. Without `limit`: the whole list.
 */
export async function listBookings(db: Db, filter: BookingsQuery): Promise<BookingDto[]> {
  if ((filter.eventId && !isId(filter.eventId)) || (filter.id && !isId(filter.id))) return [];
  const keys = SORT_KEYS[sortOf(filter)];
  const where = and(...filterConditions(filter), statusCondition(filter));
  const views = await selectBookingViews(db, where, orderByKeys(keys));
  return views.map((view) => toBookingDto(view, { staff: true }));
}

/** One page of the staff list, and the counters of the whole filter. */
export async function listBookingsPage(
  db: Db,
  secret: string,
  filter: BookingsQuery & { limit: number },
): Promise<{ items: BookingDto[]; meta: BookingsPageMeta }> {
  const { limit, cursor, ...binding } = filter;
  const keys = SORT_KEYS[sortOf(filter)];
  const after = cursor ? afterKey(keys, decodeCursor(secret, LIST, binding, cursor, keys.length)) : undefined;
  if ((filter.eventId && !isId(filter.eventId)) || (filter.id && !isId(filter.id))) {
    return { items: [], meta: { nextCursor: null, total: 0, pending: 0, accepted: 0, moneyExpected: 0 } };
  }
  const base = filterConditions(filter);
  const status = statusCondition(filter);
  const keyColumns = keys.map((key, i) => keyColumn(key, i));
  const [keyRows, counters] = await Promise.all([
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
  const page = pageOf(keyRows, limit, (last) =>
    encodeCursor(secret, LIST, binding, keyValues(last, keys.length)),
  );
  const ids = page.items.map((row) => row.id);
  const views = ids.length ? await selectBookingViews(db, inArray(bookings.id, ids)) : [];
  const byId = new Map(views.map((view) => [view.booking.id, view]));
  return {
    items: ids.flatMap((id) => {
      const view = byId.get(id);
      return view ? [toBookingDto(view, { staff: true })] : [];
    }),
    meta: {
      nextCursor: page.nextCursor,
      total: counters.total,
      pending: counters.pending,
      accepted: counters.accepted,
      moneyExpected: Number(counters.money_expected),
    },
  };
}
