import type { BookingDto, BookingsQuery } from '@app/shared';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events } from '../../db/schema';
import { isId } from '../../lib/ids';
import { selectBookingViews, toBookingDto } from './booking-view';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The staff list (DECISIONS.md section 5): one status, or Pending and Accepted without one;
 * optionally one booking by its id, one event and a search text (name, payment number, reference, or the proof's
 * transaction ID or sender number). `sort=deadline` (the default for Pending) puts the nearest
 * payment deadline first; otherwise newest first.
 */
export async function listBookings(db: Db, filter: BookingsQuery): Promise<BookingDto[]> {
  if (filter.eventId && !isId(filter.eventId)) return [];
  if (filter.id && !isId(filter.id)) return [];
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(bookings.id, filter.id));
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  // Without a status: the active ones (one booking asked for by its id: whatever its status).
  else if (!filter.id) conditions.push(inArray(bookings.status, ['Pending', 'Accepted']));
  if (filter.eventId) conditions.push(eq(bookings.eventId, filter.eventId));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(bookings.fullName, pattern),
        ilike(bookings.paymentNumber, pattern),
        ilike(bookings.reference, pattern),
        ilike(bookings.proofTransactionId, pattern),
        ilike(bookings.proofSenderNumber, pattern),
      )!,
    );
  }
  const sort = filter.sort ?? (filter.status === 'Pending' ? 'deadline' : 'newest');
  const order =
    sort === 'deadline'
      ? [
          // Section 16: "transfer received, amount right" first, ready for one tap.
          sql`CASE WHEN ${bookings.status} = 'Pending' AND EXISTS (
            SELECT 1 FROM payment_transfers pt WHERE pt.booking_id = ${bookings.id}
              AND pt.amount = ${bookings.quantity} * ${events.ticketPrice}) THEN 0 ELSE 1 END`,
          sql`CASE WHEN ${bookings.status} = 'Pending' THEN ${bookings.expiresAt} END ASC NULLS LAST`,
          desc(bookings.createdAt),
          asc(bookings.reference),
        ]
      : [desc(bookings.createdAt), desc(bookings.id)];
  const views = await selectBookingViews(db, and(...conditions), order);
  return views.map((view) => toBookingDto(view, { staff: true }));
}
