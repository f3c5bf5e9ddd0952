import type { Config } from '../config';
import type { Db } from '../db/client';
import { bookingsWithIds, claimDueReminders, emailData } from '../modules/bookings';
import { emailOf, enqueueEmails } from '../modules/email';
import type { Job } from './scheduler';

/**
 * Queues the reminder of a Pending booking without proof once `reminderHours` are left before its
 * deadline (expires_at). One statement stamps the bookings it reminds (reminder_sent_at), in the same transaction
 * as their emails, so on any number of processes each booking is reminded once.
 */
export async function sendBookingReminders(db: Db, config: Config, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimDueReminders(tx, config.reminderHours, limit);
    if (claimed.length === 0) return 0;
    const due = await bookingsWithIds(tx, claimed);
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
