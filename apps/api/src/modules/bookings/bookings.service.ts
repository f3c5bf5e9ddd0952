import { AR, type BookingDto, type BookingRequest, LIMITS } from '@app/shared';
import { and, asc, desc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
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

type EventSnapshot = Pick<
  EventRow,
  'id' | 'name' | 'date' | 'location' | 'ticketPrice' | 'isShow' | 'availableSeats'
>;

/** Why a seat could not be taken; undefined when the event is bookable (it was edited meanwhile: retry). */
function refusal(event: EventSnapshot | undefined): Error | undefined {
  if (!event?.isShow) return new NotFound(AR.booking.eventUnavailable);
  if (event.date.getTime() <= Date.now()) return new Conflict(AR.booking.eventPast);
  if (event.availableSeats <= 0) return new Conflict(AR.booking.soldOut);
  return undefined;
}

type InsertedBooking = {
  id: string;
  event_id: string;
  reference: string;
  national_id: string;
  full_name: string;
  email: string;
  payment_method: BookingRow['paymentMethod'];
  payment_number: string;
  status: BookingRow['status'];
  created_at: Date | string;
};

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Books a seat. One statement does it all, so it is one transaction with one round trip:
 * the atomic `UPDATE events SET available_seats = available_seats - 1 WHERE ... available_seats > 0`
 * takes the seat (no number of concurrent requests or processes can oversell), and the booking row
 * and its "received" email are inserted from that update's result. The hot event row stays locked
 * only for that one statement and its commit, which is what bounds bookings per second per event.
 * The email is written from the event as read just before; the UPDATE only matches when the event
 * still has exactly those details, else we read again and retry.
 */
export async function createBooking(db: Db, config: Config, body: BookingRequest): Promise<BookingDto> {
  if (!isId(body.eventId)) throw new NotFound(AR.booking.eventUnavailable);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [event] = await db
      .select({
        id: events.id,
        name: events.name,
        date: events.date,
        location: events.location,
        ticketPrice: events.ticketPrice,
        isShow: events.isShow,
        availableSeats: events.availableSeats,
      })
      .from(events)
      .where(eq(events.id, body.eventId))
      .limit(1);
    const refused = refusal(event);
    if (refused) throw refused;
    const reference = newBookingReference();
    const createdAt = new Date();
    const email = bookingReceivedEmail(config, {
      id: '',
      reference,
      fullName: body.fullName,
      email: body.email,
      paymentMethod: body.paymentMethod,
      paymentNumber: body.paymentNumber,
      createdAt,
      event: { ...event!, ticketPrice: Number(event!.ticketPrice) },
    });
    let inserted: InsertedBooking | undefined;
    try {
      [inserted] = rowsOf<InsertedBooking>(
        await db.execute(sql`
          WITH seat AS (
            UPDATE events SET available_seats = available_seats - 1
            WHERE id = ${event!.id} AND is_show AND date > now() AND available_seats > 0
              AND name = ${event!.name} AND location = ${event!.location}
              AND ticket_price = ${String(event!.ticketPrice)}::numeric
              AND date_trunc('milliseconds', date) = ${event!.date.toISOString()}::timestamptz
            RETURNING id
          ), booking AS (
            INSERT INTO bookings (event_id, reference, national_id, full_name, email, payment_method, payment_number)
            SELECT id, ${reference}, ${body.nationalId}, ${body.fullName}, ${body.email},
                   ${body.paymentMethod}, ${body.paymentNumber}
            FROM seat
            RETURNING id, event_id, reference, national_id, full_name, email, payment_method, payment_number,
                      status, created_at
          ), mail AS (
            INSERT INTO email_outbox (kind, "to", subject, html, text, attachments)
            SELECT ${email.kind}, ${email.to}, ${email.subject}, ${email.html}, ${email.text}, '[]'::jsonb
            FROM booking
            RETURNING id
          )
          SELECT booking.* FROM booking, mail`),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'bookings_active_national_id_idx')) {
        throw new Conflict(AR.booking.duplicate, 'nationalId');
      }
      // A reference already in use (about one in billions): draw another.
      if (isUniqueViolation(error, 'bookings_reference_unique')) continue;
      throw error;
    }
    if (!inserted) continue; // sold out, hidden or edited since the read: the next read says which
    return toBookingDto(
      {
        id: inserted.id,
        eventId: inserted.event_id,
        reference: inserted.reference,
        nationalId: inserted.national_id,
        fullName: inserted.full_name,
        email: inserted.email,
        paymentMethod: inserted.payment_method,
        paymentNumber: inserted.payment_number,
        status: inserted.status,
        createdAt: new Date(inserted.created_at),
        checkedInAt: null,
        decidedAt: null,
        decidedBy: null,
        rejectionCause: null,
        checkedInBy: null,
      },
      event!.name,
    );
  }
  throw new Conflict(AR.booking.soldOut);
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
