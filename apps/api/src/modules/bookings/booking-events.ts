import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { domainEvents } from '../../lib/domain-events';

/**
 * What the booking aggregate tells the rest of the product (docs/architecture.md#side-effects-by-events),
 * subscribed in app.ts. Bookings imports none of its subscribers: the dependency points one way while
 * the side effect still happens in the same transaction as the transition.
 */
export type BookingEvents = {
  /**
   * Paid bookings ended (rejected or cancelled, `refund_due` set): their money is owed back (section
   * 16). Raised inside the transition's transaction, so the refund commits with the cancellation.
   */
  paidBookingsEnded: { payload: { tx: Tx; bookingIds: string[] }; answer: unknown };
  /**
   * Seats came back to the event (bookings ended, or a resize added seats): they are already kept in
   * their ticket types' reserve (`ticket_types.held`), where the public cannot book them. Raised
   * inside the transition's transaction, under the event's lock: a subscriber offers them to the
   * waiting list (docs/api/waitlist.md#offers), offer and email in the same commit, and gives the
   * public what nobody waiting can use. Without one the seats stay in the reserve, never lost, until
   * the next settling of the line.
   */
  seatsReturned: { payload: { tx: Tx; eventId: string }; answer: unknown };
  /**
   * Bookings or proofs that may name a transfer kept unmatched have arrived (their writes committed):
   * a subscriber matches such transfers to them (`docs/api/payments.md`, matching) in a transaction
   * of its own, and answers the bookings it matched.
   */
  paymentDetailsArrived: { payload: { db: Db; config: Config; bookingIds: string[] }; answer: string[] };
};

export const bookingEvents = domainEvents<BookingEvents>();
