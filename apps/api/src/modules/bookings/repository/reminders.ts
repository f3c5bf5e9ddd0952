import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { bookings, tickets } from '../../../db/schema';
import { bookingsWithEvents } from './booking-views';

/**
 * Claims the Pending bookings without proof that are due their reminder (`reminderHours` or less
 * before the deadline, expires_at) and stamps them (reminder_sent_at) in the caller's transaction,
 * so on any number of processes each booking is reminded once (SKIP LOCKED). Answers their ids.
 */
export async function claimDueReminders(tx: Tx, reminderHours: number, limit: number): Promise<string[]> {
  const claimed = rowsOf<{ id: string }>(
    await tx.execute(sql`
        UPDATE bookings SET reminder_sent_at = now()
        WHERE id IN (
          SELECT b.id FROM bookings b JOIN events e ON e.id = b.event_id
          WHERE b.status = 'Pending' AND b.proof_image IS NULL AND b.reminder_sent_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM payment_transfers AS pt WHERE pt.booking_id = b.id)
            AND b.subtotal - b.discount > 0
            AND b.expires_at <= now() + make_interval(hours => ${reminderHours})
            AND b.expires_at > now()
            -- A deadline shorter than the reminder window (a short payment time, an event tonight)
            -- gets no reminder in its first hour: the received email has just said it all.
            AND b.created_at <= now() - interval '1 hour'
          ORDER BY b.expires_at LIMIT ${limit}
          FOR UPDATE OF b SKIP LOCKED)
        RETURNING id`),
  );
  return claimed.map((row) => row.id);
}

/** The bookings with these ids, each with its event. */
export function bookingsWithIds(tx: Tx, ids: string[]) {
  return bookingsWithEvents(tx, inArray(bookings.id, ids));
}

/**
 * Claims the Accepted bookings due their reminder before the event (docs/api/event-messages.md#the-reminder-before-the-event):
 * of events starting within their `reminderHours`, not started, not cancelled; stamps `reminded_at`
 * in the caller's transaction (SKIP LOCKED: with any number of processes, each booking once).
 */
export async function claimEventReminders(tx: Tx, limit: number): Promise<string[]> {
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
  return claimed.map((row) => row.id);
}

/** The tickets' holders of these bookings, in their order in each booking. */
export function ticketHoldersOf(tx: Tx, bookingIds: string[]) {
  return tx
    .select({ id: tickets.id, bookingId: tickets.bookingId, fullName: tickets.fullName })
    .from(tickets)
    .where(inArray(tickets.bookingId, bookingIds))
    .orderBy(asc(tickets.position));
}
