import { AR_BOOKINGS, type BookingDto } from '@app/shared';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type BookingRow, bookings, type EventRow, events, tickets, users } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import type { BookingFacts } from '../email';
import { bookingAmountSql, netReceivedSql } from './booking-money';

export type { BookingRow, EventRow } from '../../db/schema';

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

function causeOf(row: BookingRow): BookingDto['cause'] {
  if (row.status === 'Pending' || row.status === 'Accepted') return null;
  const cause = row.rejectionCause;
  if (cause === 'staff' || cause === 'expired' || cause === 'booker' || cause === 'event') return cause;
  return row.status === 'Cancelled' ? 'booker' : 'staff';
}

/** What a booking costs (docs/api/codes.md): its subtotal less its discount, never below 0. */
export function bookingMoney(
  row: Pick<BookingRow, 'subtotal' | 'discount' | 'quantity'>,
  ticketPrice: number | string,
): { amount: number; subtotal: number; discount: number } {
  const subtotal = row.subtotal === null ? Number(ticketPrice) * row.quantity : Number(row.subtotal);
  const discount = Number(row.discount);
  return { amount: Math.max(0, Math.round((subtotal - discount) * 100) / 100), subtotal, discount };
}

/**
 * The one mapper of a booking to its answer (the booking answer, the staff list and every decision).
 * Staff answers (`staff`) carry each ticket's national ID; the booker's answer does not.
 */
export function toBookingDto(view: BookingView, { staff = false } = {}): BookingDto {
  const { booking: row } = view;
  return {
    _id: row.id,
    reference: row.reference,
    event: { _id: row.eventId, name: view.eventName },
    nationalId: row.nationalId,
    fullName: row.fullName,
    email: row.email,
    paymentMethod: row.paymentMethod,
    paymentNumber: row.paymentNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...bookingMoney(row, view.ticketPrice),
    code: view.code,
    quantity: row.quantity,
    tickets: view.tickets.map((ticket) => ({
      _id: ticket.id,
      fullName: ticket.fullName,
      ...(staff && { nationalId: ticket.nationalId }),
      checkedInAt: ticket.checkedInAt ? new Date(ticket.checkedInAt).toISOString() : null,
      ticketType: ticket.ticketType,
      price: Number(ticket.price),
    })),
    expiresAt: row.status === 'Pending' ? (row.expiresAt?.toISOString() ?? null) : null,
    proof:
      row.proofImage && row.proofUploadedAt
        ? {
            url: `/api/events/bookings/${row.id}/payment-proof`,
            transactionId: row.proofTransactionId,
            senderNumber: row.proofSenderNumber,
            uploadedAt: row.proofUploadedAt.toISOString(),
          }
        : null,
    duplicateTransactionOf: view.duplicateTransactionOf,
    decidedBy:
      row.decidedBy && view.decidedByName ? { _id: row.decidedBy, username: view.decidedByName } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.decisionReason,
    cause: causeOf(row),
    refundDue: row.refundDue,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    transfer: view.transfer
      ? {
          _id: view.transfer.id,
          transactionId: view.transfer.transactionId,
          amount: Number(view.transfer.amount),
          receivedAt: new Date(view.transfer.receivedAt).toISOString(),
          difference: Math.round(Number(view.transfer.difference) * 100) / 100,
          by: view.transfer.by ?? null,
        }
      : null,
    shortPaymentReason: row.shortPaymentReason,
  };
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

/** One booking with its event; 404 when there is none. */
export async function bookingWithEvent(
  db: Tx,
  id: string,
): Promise<{ booking: BookingRow; event: EventRow }> {
  const [row] = await bookingsWithEvents(db, eq(bookings.id, id)).limit(1);
  if (!row) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  return row;
}

/** One booking's staff answer, read in the caller's transaction. */
export async function bookingDtoOf(db: Tx, id: string): Promise<BookingDto> {
  const [view] = await selectBookingViews(db, eq(bookings.id, id));
  if (!view) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  return toBookingDto(view, { staff: true });
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

/**
 * What a booking's emails say, as the outbox keeps it: the booking, its tickets (read by the caller
 * when it sends them) and its event.
 */
export function emailData(
  row: BookingRow,
  event: Pick<EventRow, 'id' | 'name' | 'date' | 'location' | 'ticketPrice'>,
  tickets: { id: string; fullName: string; qrVersion?: number; typeName?: string | null }[] = [
    { id: row.id, fullName: row.fullName },
  ],
): BookingFacts {
  const money = bookingMoney(row, event.ticketPrice);
  return {
    id: row.id,
    reference: row.reference,
    fullName: row.fullName,
    // An erased booking (docs/api/privacy.md#what-is-erased) has no address: its emails are not queued (outbox.ts).
    email: row.email ?? '',
    paymentMethod: row.paymentMethod,
    paymentNumber: row.paymentNumber,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    quantity: row.quantity,
    // A ticket whose holder changed signs its QR with its version (docs/api/ticket-transfer.md).
    tickets: tickets.map((t) => ({
      id: t.id,
      fullName: t.fullName,
      ...(t.qrVersion ? { qrVersion: t.qrVersion } : {}),
      ...(t.typeName && { typeName: t.typeName }),
    })),
    event: emailEvent(event),
    amount: money.amount,
    ...(money.discount > 0 && { discount: money.discount }),
  };
}

/** The event as a booking's emails show it. */
export function emailEvent(
  event: Pick<EventRow, 'id' | 'name' | 'date' | 'location' | 'ticketPrice'>,
): BookingFacts['event'] {
  return {
    id: event.id,
    name: event.name,
    date: event.date.toISOString(),
    location: event.location,
    ticketPrice: Number(event.ticketPrice),
  };
}
