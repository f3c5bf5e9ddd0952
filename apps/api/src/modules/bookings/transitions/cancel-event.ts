import { AR_EVENTS, AR_EVENTS_ADMIN } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { events } from '../../../db/schema';
import { Conflict, NotFound } from '../../../lib/errors';
import { emailOf, enqueueEmail } from '../../email';
import type { BookingRow, EventRow } from '../booking-view';
import {
  bookingRowsOldestFirst,
  cancelActiveBookingsOfEvent,
  deactivateTicketsOf,
} from '../repository/booking-status';
import { paidBookingsClosed } from './paid-hooks';
import { returnSeats } from './seats';
import { closeWaitlist } from './waitlist-offers';

/**
 * An Admin cancels an event (section 15): it gets cancelledAt and the reason and takes no more
 * bookings; every Pending and Accepted booking becomes Cancelled in one statement (paid ones refund
 * due), the seats return, and each person who booked gets one email naming their bookings. Nothing
 * is deleted. 409 when already cancelled.
 */
export async function cancelEvent(
  db: Db,
  eventId: string,
  { actorId, reason }: { actorId: string; reason: string | null },
): Promise<{ event: EventRow; cancelled: number }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, eventId)).for('update').limit(1);
    if (!current) throw new NotFound(AR_EVENTS.notFound);
    if (current.cancelledAt) throw new Conflict(AR_EVENTS_ADMIN.eventAlreadyCancelled);
    await tx
      .update(events)
      .set({ cancelledAt: sql`now()`, cancelReason: reason })
      .where(eq(events.id, eventId));
    // The waiting list closes with it: each person in line is emailed once, held seats come back.
    await closeWaitlist(tx, eventId, 'event-cancelled');
    const held = await cancelActiveBookingsOfEvent(tx, eventId, { actorId, reason });
    if (held.length === 0) {
      const [now] = await tx.select().from(events).where(eq(events.id, eventId)).limit(1);
      return { event: now!, cancelled: 0 };
    }
    const ids = held.map((row) => String(row.id));
    await paidBookingsClosed(
      tx,
      held.filter((row) => row.refund_due).map((row) => String(row.id)),
    );
    await deactivateTicketsOf(tx, ids);
    const seated = await returnSeats(
      tx,
      eventId,
      held.reduce((sum, row) => sum + Number(row.quantity), 0),
      ids,
    );
    const rows = await bookingRowsOldestFirst(tx, ids);
    const byPerson = new Map<string, BookingRow[]>();
    for (const row of rows) {
      // Active bookings only: never erased (section 17 erases past or inactive ones).
      const key = (row.email ?? row.id).toLowerCase();
      byPerson.set(key, [...(byPerson.get(key) ?? []), row]);
    }
    for (const list of byPerson.values()) {
      await enqueueEmail(
        tx,
        emailOf('event-cancelled', list[0]!.email ?? '', {
          fullName: list[0]!.fullName,
          event: { name: seated.name, date: seated.date.toISOString(), reason: seated.cancelReason },
          bookings: list.map((booking) => ({
            id: booking.id,
            reference: booking.reference,
            refundDue: booking.refundDue,
          })),
        }),
      );
    }
    return { event: seated, cancelled: held.length };
  });
}
