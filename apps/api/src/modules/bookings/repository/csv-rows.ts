import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { bookings, eventCodes, tickets, ticketTypes, users } from '../../../db/schema';
import { afterKey, keyColumn, orderByKeys, type SortKey } from '../../../lib/paging';

/**
 * The CSV export's reads (bookings-csv.ts writes the file): an event's bookings a step at a time by
 * their key, and their tickets, one row each.
 */

/** Bookings read per step of the export: a step's rows are a few hundred KB, whatever the event's size. */
export const EXPORT_STEP = 500;

/** The export's order, by a unique key: a step starts exactly after the last booking of the one before. */
const EXPORT_KEYS: SortKey[] = [
  { expr: sql`${bookings.createdAt}`, direction: 'asc', type: 'timestamptz' },
  { expr: sql`${bookings.id}`, direction: 'asc', type: 'uuid' },
];

export type ExportRow = {
  booking: typeof bookings.$inferSelect;
  ticket: typeof tickets.$inferSelect | null;
  decidedBy: string | null;
  typeName: string | null;
  code: string | null;
};

/** How many keys a step's last row carries (lib/paging keyValues). */
export const EXPORT_KEY_COUNT = EXPORT_KEYS.length;

/** The next step's bookings of the event (their ids and keys), after the last one read. */
export async function exportKeysAfter(
  db: Db,
  eventId: string,
  after: string[] | null,
): Promise<(Record<string, string> & { id: string })[]> {
  return rowsOf<Record<string, string> & { id: string }>(
    await db.execute(sql`
        SELECT ${bookings.id} AS id, ${sql.join(
          EXPORT_KEYS.map((key, i) => keyColumn(key, i)),
          sql`, `,
        )}
        FROM ${bookings}
        WHERE ${bookings.eventId} = ${eventId} AND ${after ? afterKey(EXPORT_KEYS, after) : sql`true`}
        ORDER BY ${sql.join(orderByKeys(EXPORT_KEYS), sql`, `)}
        LIMIT ${EXPORT_STEP}`),
  );
}

/** These bookings' tickets, one row each with the booking, its decider, type and code, in order. */
export async function exportRowsOf(db: Db, bookingIds: string[]): Promise<ExportRow[]> {
  return (
    db
      .select({
        booking: bookings,
        ticket: tickets,
        decidedBy: users.username,
        typeName: ticketTypes.name,
        code: eventCodes.code,
      })
      .from(bookings)
      // A left join: a booking is listed even if, against every rule, it had no ticket row.
      .leftJoin(tickets, eq(tickets.bookingId, bookings.id))
      .leftJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .leftJoin(eventCodes, eq(eventCodes.id, bookings.codeId))
      .leftJoin(users, eq(users.id, bookings.decidedBy))
      .where(inArray(bookings.id, bookingIds))
      .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(tickets.position))
  );
}
