import type { Db } from '../../db/client';
import { bookingsWithIds, claimEventReminders, emailData, ticketHoldersOf } from '../bookings';
import { emailOf, enqueueEmails } from '../email';

/**
 * The reminder before the event (docs/api/event-messages.md#the-reminder-before-the-event): every Accepted booking of
 * an event starting within its `reminderHours` (and not yet started, not cancelled) is stamped
 * `reminded_at` and its email queued in one transaction; the stamp is claimed with FOR UPDATE SKIP
 * LOCKED, so with any number of processes each booking is reminded once.
 *
 * A booking accepted after its event's reminder time (or an event moved closer) is reminded at the
 * next pass, as long as the event has not started: the reminder comes late, never not at all. A
 * booking already reminded is not reminded again when the event's date or reminderHours change.
 */
export async function sendEventReminders(db: Db, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await claimEventReminders(tx, limit);
    if (ids.length === 0) return 0;
    const due = await bookingsWithIds(tx, ids);
    const ticketRows = await ticketHoldersOf(tx, ids);
    await enqueueEmails(
      tx,
      due.map(({ booking, event }) => {
        const own = ticketRows.filter((t) => t.bookingId === booking.id);
        return emailOf(
          'event-reminder',
          booking.email ?? '',
          emailData(booking, event, own.length > 0 ? own : undefined),
        );
      }),
    );
    return ids.length;
  });
}
