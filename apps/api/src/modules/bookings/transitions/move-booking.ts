import { AR_BOOKINGS } from '@app/shared';
import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { events } from '../../../db/schema';
import { Conflict, NotFound } from '../../../lib/errors';
import { isId } from '../../../lib/ids';
import type { BookingRow, EventRow } from '../booking-view';
import {
  type BookingUpdate,
  bookingRowById,
  lockEventRowOfBooking,
  setTicketsActive,
  updateBookingStatus,
} from '../repository/booking-status';

export type BookingStatus = BookingRow['status'];
const ACTIVE: BookingStatus[] = ['Pending', 'Accepted'];

/**
 * Locks the event row of a booking before the booking row is changed. A booking batch locks the
 * event and then inserts, waiting on any booking row of the same national ID being changed; a
 * cancel, decision or expiry that changed its booking first and then wanted the event's seats would
 * wait on the batch in turn (a deadlock). Taking the event first, as the batch does, keeps one order.
 */
export async function lockEventOfBooking(tx: Tx, bookingId: string): Promise<void> {
  if (!isId(bookingId)) return;
  await lockEventRowOfBooking(tx, bookingId);
}

/**
 * The one guarded UPDATE of a booking's status: from one of `from` to `to` (plus `set`), only when
 * `guard` holds too. Under the event's lock. Answers the changed row with its event; a booking that
 * is not there is 404, one in another state the `conflict` message (409).
 */
export async function moveBooking(
  tx: Tx,
  id: string,
  move: {
    from: BookingStatus[];
    to: BookingStatus;
    set?: BookingUpdate;
    guard?: SQL;
    /** The 409's message, or how to choose it from the booking as it was. */
    conflict: string | ((current: BookingRow) => string);
  },
): Promise<{ booking: BookingRow; before: BookingStatus; event: EventRow }> {
  if (!isId(id)) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  await lockEventOfBooking(tx, id);
  const current = await bookingRowById(tx, id);
  if (!current) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  const booking = await updateBookingStatus(tx, id, move);
  if (!booking) {
    throw new Conflict(typeof move.conflict === 'string' ? move.conflict : move.conflict(current));
  }
  // A ticket is active while its booking is: one active ticket per national ID per event.
  const active = ACTIVE.includes(move.to);
  if (ACTIVE.includes(current.status) !== active) {
    await setTicketsActive(tx, id, active);
  }
  const [event] = await tx.select().from(events).where(eq(events.id, booking.eventId)).limit(1);
  return { booking, before: current.status, event: event! };
}
