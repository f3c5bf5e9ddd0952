import { AR, type BookingDto } from '@app/shared';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, events, users } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { paymentDeadline } from '../tickets/tickets.service';
import type { BookingEmailData } from './booking-emails';

export type BookingRow = typeof bookings.$inferSelect;
export type EventRow = typeof events.$inferSelect;

/** A booking with what its answer needs from other rows: its event, who decided it, proofs sharing its transaction ID. */
export type BookingView = {
  booking: BookingRow;
  eventName: string;
  ticketPrice: number;
  decidedByName: string | null;
  duplicateTransactionOf: string[];
};

/** The one mapper of a booking to its answer (the booking answer, the staff list and every decision). */
export function toBookingDto(view: BookingView): BookingDto {
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
    amount: Number(view.ticketPrice),
    expiresAt: row.status === 'Pending' ? paymentDeadline(row.createdAt).toISOString() : null,
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
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  };
}

/** json_agg arrives parsed from pg and PGlite alike; a driver that leaves it text is read here too. */
function idList(value: unknown): string[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(String) : [];
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
      decidedByName: users.username,
      duplicateTransactionOf: sql<string[]>`coalesce((
        SELECT json_agg(other.id ORDER BY other.created_at, other.id) FROM bookings other
        WHERE other.proof_transaction_id IS NOT NULL
          AND upper(other.proof_transaction_id) = upper(${bookings.proofTransactionId})
          AND other.id <> ${bookings.id}), '[]'::json)`.mapWith(idList),
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(users, eq(users.id, bookings.decidedBy))
    .where(where)
    .orderBy(...orderBy);
}

/** One booking's answer, read in the caller's transaction. */
export async function bookingDtoOf(db: Tx, id: string): Promise<BookingDto> {
  const [view] = await selectBookingViews(db, eq(bookings.id, id));
  if (!view) throw new NotFound(AR.bookings.bookingNotFound);
  return toBookingDto(view);
}

/** What a booking's emails say: the booking and its event. */
export function emailData(
  row: BookingRow,
  event: Pick<EventRow, 'id' | 'name' | 'date' | 'location' | 'ticketPrice'>,
): BookingEmailData {
  return {
    id: row.id,
    reference: row.reference,
    fullName: row.fullName,
    email: row.email,
    paymentMethod: row.paymentMethod,
    paymentNumber: row.paymentNumber,
    createdAt: row.createdAt,
    event: emailEvent(event),
  };
}

/** The event as a booking's emails show it. */
export function emailEvent(
  event: Pick<EventRow, 'id' | 'name' | 'date' | 'location' | 'ticketPrice'>,
): BookingEmailData['event'] {
  return {
    id: event.id,
    name: event.name,
    date: event.date,
    location: event.location,
    ticketPrice: Number(event.ticketPrice),
  };
}
