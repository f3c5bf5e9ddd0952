import type { BookingDto } from '@app/shared';
import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { type BookingRow, bookings, type EventRow, events, tickets, users } from '../../../db/schema';
import { bookingAmountSql, netReceivedSql } from './booking-money';

/**
 * The reads behind a booking's answers (booking-view.ts maps them): the staff view of bookings with
 * their tickets, codes, deciders and transfers in one statement, bookings with their events, a
 * booking's tickets.
 */

/** A ticket as the booking's views show it (section 13): staff answers add its national ID. */
export type TicketView = {
  id: string;
  fullName: string;
  /** Null once erased (docs/api/privacy.md#what-is-erased). */
  nationalId: string | null;
  checkedInAt: Date | string | null;
  /** Its type (docs/api/ticket-types.md) and what it costs after the discount. */
  ticketType: { _id: string; name: string };
  price: number | string;
};

/** A booking with what its answer needs from other rows: its event, who decided it, proofs sharing its transaction ID. */
export type BookingView = {
  booking: BookingRow;
  eventName: string;
  ticketPrice: number;
  /** The code it used (docs/api/codes.md), or null. */
  code: string | null;
  decidedByName: string | null;
  duplicateTransactionOf: string[];
  /** Its tickets, the booker's first. */
  tickets: TicketView[];
  /** The wallet transfer that settles it (section 16); a new booking has none. */
  transfer?: TransferView | null;
};

/** The transfer a booking holds, read from the shared transfers table (the payments module writes it). */
export type TransferView = {
  id: string;
  transactionId: string | null;
  amount: number | string;
  receivedAt: string;
  /** Net received minus the booking's price (booking-money.ts). */
  difference: number | string;
  by: BookingTransfer['by'];
};
type BookingTransfer = NonNullable<BookingDto['transfer']>;

function transferOf(value: unknown): TransferView | null {
  const row = typeof value === 'string' ? JSON.parse(value) : value;
  return row && typeof row === 'object' ? (row as TransferView) : null;
}

/** json_agg arrives parsed from pg and PGlite alike; a driver that leaves it text is read here too. */
function idList(value: unknown): string[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(String) : [];
}

function ticketList(value: unknown): TicketView[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? (list as TicketView[]) : [];
}

/**
 * Bookings with their views, in one statement. The other bookings sharing a proof's transaction ID
 * come from the expression index on upper(proof_transaction_id), one probe per row.
 */
export async function selectBookingViews(
  db: Tx,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(bookings.createdAt), desc(bookings.id)],
): Promise<BookingView[]> {
  return db
    .select({
      booking: bookings,
      eventName: events.name,
      ticketPrice: events.ticketPrice,
      code: sql<string | null>`(SELECT c.code FROM event_codes c WHERE c.id = ${bookings.codeId})`,
      decidedByName: users.username,
      duplicateTransactionOf: sql<string[]>`coalesce((
        SELECT json_agg(other.id ORDER BY other.created_at, other.id) FROM bookings other
        WHERE other.proof_transaction_id IS NOT NULL
          AND upper(other.proof_transaction_id) = upper(${bookings.proofTransactionId})
          AND other.id <> ${bookings.id}), '[]'::json)`.mapWith(idList),
      tickets: sql<TicketView[]>`coalesce((
        SELECT json_agg(json_build_object('id', tk.id, 'fullName', tk.full_name, 'nationalId', tk.national_id,
          'checkedInAt', tk.checked_in_at, 'price', tk.price,
          'ticketType', json_build_object('_id', tt.id, 'name', tt.name)) ORDER BY tk.position)
        FROM tickets tk JOIN ticket_types tt ON tt.id = tk.ticket_type_id
        WHERE tk.booking_id = ${bookings.id}), '[]'::json)`.mapWith(ticketList),
      // Read, never written, here: bookings does not import the payments module (section 16).
      transfer: sql<TransferView | null>`(
        SELECT json_build_object('id', pt.id, 'transactionId', pt.transaction_id, 'amount', pt.amount,
          'receivedAt', pt.received_at, 'by', pt.matched_by,
          'difference', ${netReceivedSql(sql`pt.amount`, bookings.id)} - ${bookingAmountSql(sql`${bookings.subtotal}`, sql`${bookings.discount}`)})
        FROM payment_transfers pt WHERE pt.booking_id = ${bookings.id})`.mapWith(transferOf),
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(users, eq(users.id, bookings.decidedBy))
    .where(where)
    .orderBy(...orderBy);
}

/** Bookings read with their event, as emails and the booker's page need them; `where` narrows. */
export function bookingsWithEvents(db: Tx, where: SQL | undefined) {
  return db
    .select({ booking: bookings, event: events })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(where);
}

/** The views of these bookings, newest first. */
export function bookingViewsByIds(db: Tx, ids: string[]): Promise<BookingView[]> {
  return selectBookingViews(db, inArray(bookings.id, ids));
}

/** One booking's view, if it is there. */
export async function bookingViewById(db: Tx, id: string): Promise<BookingView | undefined> {
  const [view] = await selectBookingViews(db, eq(bookings.id, id));
  return view;
}

/** One booking with its event, if it is there. */
export async function bookingWithEventById(
  db: Tx,
  id: string,
): Promise<{ booking: BookingRow; event: EventRow } | undefined> {
  const [row] = await bookingsWithEvents(db, eq(bookings.id, id)).limit(1);
  return row;
}

/** A booking's tickets for its emails and its booker's page, the booker's first. */
export async function ticketsOf(
  db: Tx,
  bookingId: string,
): Promise<
  {
    id: string;
    fullName: string;
    checkedInAt: Date | null;
    qrVersion: number;
    typeId: string | null;
    typeName: string | null;
    price: number | null;
  }[]
> {
  return db
    .select({
      id: tickets.id,
      fullName: tickets.fullName,
      checkedInAt: tickets.checkedInAt,
      qrVersion: tickets.qrVersion,
      typeId: tickets.ticketTypeId,
      typeName: sql<
        string | null
      >`(SELECT tt.name FROM ticket_types tt WHERE tt.id = ${tickets.ticketTypeId})`,
      price: tickets.price,
    })
    .from(tickets)
    .where(eq(tickets.bookingId, bookingId))
    .orderBy(tickets.position);
}
