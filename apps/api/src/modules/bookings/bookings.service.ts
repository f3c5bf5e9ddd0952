import { AR, type BookingDto, type BookingRequest, LIMITS } from '@app/shared';
import { and, asc, desc, eq, gt, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { bookings, events } from '../../db/schema';
import { Conflict, isUniqueViolation, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { enqueueEmail } from '../email/outbox';
import {
  type BookingEmailData,
  bookingAcceptedEmail,
  bookingReceivedEmail,
  bookingRejectedEmail,
} from './booking-emails';
import { newBookingReference } from './booking-reference';

type BookingRow = typeof bookings.$inferSelect;
type EventRow = typeof events.$inferSelect;

export function toBookingDto(row: BookingRow, eventName: string): BookingDto {
  return {
    _id: row.id,
    reference: row.reference,
    event: { _id: row.eventId, name: eventName },
    nationalId: row.nationalId,
    fullName: row.fullName,
    email: row.email,
    paymentMethod: row.paymentMethod,
    paymentNumber: row.paymentNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  };
}

function emailData(row: BookingRow, event: EventRow): BookingEmailData {
  return {
    id: row.id,
    reference: row.reference,
    fullName: row.fullName,
    email: row.email,
    paymentMethod: row.paymentMethod,
    paymentNumber: row.paymentNumber,
    createdAt: row.createdAt,
    event: {
      id: event.id,
      name: event.name,
      date: event.date,
      location: event.location,
      ticketPrice: Number(event.ticketPrice),
    },
  };
}

/** Why a seat could not be taken, read after the atomic update found nothing to take. */
async function refusal(tx: Tx, eventId: string): Promise<Error> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event?.isShow) return new NotFound(AR.booking.eventUnavailable);
  if (event.date.getTime() <= Date.now()) return new Conflict(AR.booking.eventPast);
  return new Conflict(AR.booking.soldOut);
}

/**
 * Books a seat: one atomic UPDATE takes it (so no number of concurrent requests or processes can
 * oversell), the booking row and its "received" email are written in the same transaction.
 */
export async function createBooking(db: Db, config: Config, body: BookingRequest): Promise<BookingDto> {
  if (!isId(body.eventId)) throw new NotFound(AR.booking.eventUnavailable);
  return db.transaction(async (tx) => {
    const [event] = await tx
      .update(events)
      .set({ availableSeats: sql`${events.availableSeats} - 1` })
      .where(
        and(
          eq(events.id, body.eventId),
          eq(events.isShow, true),
          gt(events.date, sql`now()`),
          gt(events.availableSeats, 0),
        ),
      )
      .returning();
    if (!event) throw await refusal(tx, body.eventId);

    let row: BookingRow | undefined;
    for (let attempt = 0; !row && attempt < 8; attempt++) {
      try {
        // A clashing reference inserts nothing and we draw again; the national-ID rule still throws.
        [row] = await tx
          .insert(bookings)
          .values({
            eventId: event.id,
            reference: newBookingReference(),
            nationalId: body.nationalId,
            fullName: body.fullName,
            email: body.email,
            paymentMethod: body.paymentMethod,
            paymentNumber: body.paymentNumber,
          })
          .onConflictDoNothing({ target: bookings.reference })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error, 'bookings_active_national_id_idx')) {
          throw new Conflict(AR.booking.duplicate, 'nationalId');
        }
        throw error;
      }
    }
    if (!row) throw new Error('could not draw a unique booking reference');
    await enqueueEmail(tx, bookingReceivedEmail(config, emailData(row, event)));
    return toBookingDto(row, event.name);
  });
}

/**
 * Rejects Pending bookings older than 24 hours, returns their seats and queues the "expired" email.
 * One small transaction per booking, guarded by `status = 'Pending'`: idempotent, and safe when
 * several processes (or the list and the job) run it at once.
 */
export async function expireStaleBookings(db: Db, limit = 500): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'Pending'),
        lt(bookings.createdAt, sql`now() - make_interval(hours => ${LIMITS.pendingBookingHours})`),
      ),
    )
    .orderBy(asc(bookings.createdAt))
    .limit(limit);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ status: 'Rejected', rejectionCause: 'expired', decidedAt: sql`now()` })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'Pending')))
        .returning();
      if (!row) return false;
      const [event] = await tx
        .update(events)
        .set({ availableSeats: sql`${events.availableSeats} + 1` })
        .where(eq(events.id, row.eventId))
        .returning();
      await enqueueEmail(tx, bookingRejectedEmail(emailData(row, event!), 'expired'));
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The staff list: everything but Rejected, newest first, optionally one event and a search text. */
export async function listBookings(db: Db, filter: { eventId?: string; q?: string }): Promise<BookingDto[]> {
  if (filter.eventId && !isId(filter.eventId)) return [];
  const conditions = [ne(bookings.status, 'Rejected')];
  if (filter.eventId) conditions.push(eq(bookings.eventId, filter.eventId));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(bookings.fullName, pattern),
        ilike(bookings.paymentNumber, pattern),
        ilike(bookings.reference, pattern),
      )!,
    );
  }
  const rows = await db
    .select({ booking: bookings, eventName: events.name })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(...conditions))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows.map(({ booking, eventName }) => toBookingDto(booking, eventName));
}

/**
 * Accepts or rejects a Pending booking (Accepted and Rejected are final). The status change is one
 * guarded UPDATE; a rejection returns the seat; the ticket or rejection email is queued with it.
 */
export async function decideBooking(
  db: Db,
  config: Config,
  id: string,
  status: 'Accepted' | 'Rejected',
  actorId: string,
): Promise<BookingDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        status,
        decidedAt: sql`now()`,
        decidedBy: actorId,
        rejectionCause: status === 'Rejected' ? 'staff' : null,
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'Pending')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.id, id))
        .limit(1);
      if (!existing) throw new NotFound(AR.bookings.bookingNotFound);
      throw new Conflict(AR.bookings.finalStatus);
    }
    let event: EventRow | undefined;
    if (status === 'Rejected') {
      [event] = await tx
        .update(events)
        .set({ availableSeats: sql`${events.availableSeats} + 1` })
        .where(eq(events.id, row.eventId))
        .returning();
    } else {
      [event] = await tx.select().from(events).where(eq(events.id, row.eventId)).limit(1);
    }
    const data = emailData(row, event!);
    const email =
      status === 'Accepted' ? await bookingAcceptedEmail(config, data) : bookingRejectedEmail(data, 'staff');
    await enqueueEmail(tx, email);
    return toBookingDto(row, event!.name);
  });
}
