import { AR_BOOKINGS, AR_TICKET } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { emailOf, enqueueEmail } from '../../email';
import { emailData } from '../booking-view';
import { moveBooking } from './move-booking';
import { endingColumns, paidBookingsClosed } from './paid-hooks';
import { returnSeats } from './seats';

/**
 * To Cancelled (section 15), by the booker (their link), by staff (with a reason) or with the whole
 * event ('event': its one email per person is the caller's). The seats return; a booking that was
 * paid (Accepted with an amount, or holding a wallet transfer) is marked refund due and gets its refund.
 */
export async function cancelBooking(
  tx: Tx,
  config: Config,
  id: string,
  {
    cause,
    actorId,
    reason,
  }: { cause: 'booker' | 'staff' | 'event'; actorId: string | null; reason?: string | null },
) {
  const guard =
    cause === 'event'
      ? undefined
      : cause === 'staff'
        ? sql`checked_in_at IS NULL`
        : // The booker: any Pending one; an Accepted one up to CANCEL_UNTIL_HOURS before the event, before check-in.
          sql`(status = 'Pending' OR (checked_in_at IS NULL AND EXISTS (
              SELECT 1 FROM events AS e WHERE e.id = event_id
                AND e.date > now() + make_interval(secs => ${config.bookingClock.cancelUntilHours * 3600}))))`;
  const moved = await moveBooking(tx, id, {
    from: ['Pending', 'Accepted'],
    to: 'Cancelled',
    set: endingColumns({ actorId, cause, reason }),
    guard,
    conflict:
      cause === 'booker'
        ? (current) =>
            current.status === 'Accepted'
              ? AR_TICKET.server.bookerCannotCancel(config.bookingClock.cancelUntilHours)
              : AR_TICKET.server.cannotCancel
        : cause === 'staff'
          ? AR_BOOKINGS.staffCannotCancel
          : AR_BOOKINGS.finalStatus,
  });
  const event = await returnSeats(tx, moved.booking.eventId, moved.booking.quantity, [moved.booking.id]);
  if (moved.booking.refundDue) await paidBookingsClosed(tx, [moved.booking.id]);
  if (cause !== 'event') {
    const booking = emailData(moved.booking, event);
    await enqueueEmail(
      tx,
      emailOf('booking-cancelled', booking.email, {
        booking,
        cause,
        reason: reason ?? null,
        refundDue: moved.booking.refundDue,
      }),
    );
  }
  return { ...moved, event };
}
