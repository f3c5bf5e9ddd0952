import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { bookings } from '../db/schema';
import { bookingsWithEvents, emailData } from '../modules/bookings/booking-view';
import { enqueueEmails } from '../modules/email/outbox';
import { emailOf } from '../modules/email/templates';
import type { Job } from './scheduler';

/**
 * Queues the reminder of a Pending booking without proof once `reminderHours` are left before its
 * deadline (expires_at). One statement stamps the bookings it reminds (reminder_sent_at), in the same transaction
 * as their emails, so on any number of processes each booking is reminded once.
 */
export async function sendBookingReminders(db: Db, config: Config, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE bookings SET reminder_sent_at = now()
        WHERE id IN (
          SELECT b.id FROM bookings b JOIN events e ON e.id = b.event_id
          WHERE b.status = 'Pending' AND b.proof_image IS NULL AND b.reminder_sent_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM payment_transfers AS pt WHERE pt.booking_id = b.id)
            AND b.subtotal - b.discount > 0
            AND b.expires_at <= now() + make_interval(hours => ${config.reminderHours})
            AND b.expires_at > now()
            -- A deadline shorter than the reminder window (a short payment time, an event tonight)
            -- gets no reminder in its first hour: the received email has just said it all.
            AND b.created_at <= now() - interval '1 hour'
          ORDER BY b.expires_at LIMIT ${limit}
          FOR UPDATE OF b SKIP LOCKED)
        RETURNING id`),
    );
    if (claimed.length === 0) return 0;
    const due = await bookingsWithEvents(
      tx,
      inArray(
        bookings.id,
        claimed.map((c) => c.id),
      ),
    );
    await enqueueEmails(
      tx,
      due.map(({ booking, event }) =>
        emailOf('booking-reminder', booking.email ?? '', emailData(booking, event)),
      ),
    );
    return claimed.length;
  });
}

/** Every minute, on every process (the stamp makes it safe). */
export function bookingReminderJob(db: Db, config: Config): Job {
  return { name: 'booking-reminder', everyMs: 60_000, run: () => sendBookingReminders(db, config) };
}
