import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bookings, tickets } from '../../db/schema';
import { bookingsWithEvents, emailData } from '../bookings/booking-view';
import { enqueueEmails } from '../email/outbox';
import { emailOf } from '../email/templates';

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
    const claimed = rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE bookings SET reminded_at = now()
        WHERE id IN (
          SELECT b.id FROM bookings b JOIN events e ON e.id = b.event_id
          WHERE b.status = 'Accepted' AND b.reminded_at IS NULL AND b.email IS NOT NULL
            AND e.reminder_hours > 0 AND e.cancelled_at IS NULL
            AND e.date > now() AND e.date <= now() + make_interval(hours => e.reminder_hours)
          ORDER BY e.date, b.id LIMIT ${limit}
          FOR UPDATE OF b SKIP LOCKED)
        RETURNING id`),
    );
    if (claimed.length === 0) return 0;
    const ids = claimed.map((c) => c.id);
    const due = await bookingsWithEvents(tx, inArray(bookings.id, ids));
    const ticketRows = await tx
      .select({ id: tickets.id, bookingId: tickets.bookingId, fullName: tickets.fullName })
      .from(tickets)
      .where(inArray(tickets.bookingId, ids))
      .orderBy(asc(tickets.position));
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
    return claimed.length;
  });
}
