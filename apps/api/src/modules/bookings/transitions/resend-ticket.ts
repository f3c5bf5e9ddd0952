import { AR, AR_LIFECYCLE } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, events } from '../../../db/schema';
import { Conflict, NotFound } from '../../../lib/errors';
import { enqueueEmail } from '../../email/outbox';
import { emailOf } from '../../email/templates';
import { emailData, ticketsOf } from '../booking-view';

/** Staff send an Accepted booking's ticket email again (section 15); 409 unless Accepted. */
export async function resendTicket(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, event: events })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(eq(bookings.id, id))
      .limit(1);
    if (!row) throw new NotFound(AR.bookings.bookingNotFound);
    if (row.booking.status !== 'Accepted') throw new Conflict(AR_LIFECYCLE.server.resendNotAccepted);
    const booking = emailData(row.booking, row.event, await ticketsOf(tx, id));
    await enqueueEmail(tx, emailOf('booking-accepted', booking.email, booking));
  });
}
