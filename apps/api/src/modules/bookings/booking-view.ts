import { AR_BOOKINGS, type BookingDto } from '@app/shared';
import type { Tx } from '../../db/client';
import type { BookingRow, EventRow } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import type { BookingFacts } from '../email';
import { type BookingView, bookingViewById, bookingWithEventById } from './repository/booking-views';

export type { BookingRow, EventRow } from '../../db/schema';
export {
  type BookingView,
  bookingsWithEvents,
  selectBookingViews,
  type TicketView,
  type TransferView,
  ticketsOf,
} from './repository/booking-views';

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

/** One booking with its event; 404 when there is none. */
export async function bookingWithEvent(
  db: Tx,
  id: string,
): Promise<{ booking: BookingRow; event: EventRow }> {
  const row = await bookingWithEventById(db, id);
  if (!row) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  return row;
}

/** One booking's staff answer, read in the caller's transaction. */
export async function bookingDtoOf(db: Tx, id: string): Promise<BookingDto> {
  const view = await bookingViewById(db, id);
  if (!view) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  return toBookingDto(view, { staff: true });
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
