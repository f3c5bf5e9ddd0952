import { AR_BOOKINGS } from '@app/shared';
import type { Db } from '../../../db/client';
import { Conflict } from '../../../lib/errors';
import { emailOf, enqueueEmail } from '../../email';
import { bookingWithEvent, emailData, ticketsOf } from '../booking-view';

/** Staff send an Accepted booking's ticket email again (section 15); 409 unless Accepted. */
export async function resendTicket(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await bookingWithEvent(tx, id);
    if (row.booking.status !== 'Accepted') throw new Conflict(AR_BOOKINGS.resendNotAccepted);
    const booking = emailData(row.booking, row.event, await ticketsOf(tx, id));
    await enqueueEmail(tx, emailOf('booking-accepted', booking.email, booking));
  });
}
