import { AR, type BookingDto, type BookingRequest, LIMITS } from '@app/shared';
import { and, asc, desc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { bookings, events } from '../../db/schema';
import { Conflict, isUniqueViolation, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { enqueueEmail } from '../email/outbox';
import { createBatcher } from './booking-batcher';
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

function emailData(
  row: BookingRow,
  event: Pick<EventRow, 'id' | 'name' | 'date' | 'location' | 'ticketPrice'>,
): BookingEmailData {
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

/** The event as the booking transaction locked it: what the refusal and the email need. */
type LockedEvent = Pick<
  EventRow,
  'id' | 'name' | 'date' | 'location' | 'ticketPrice' | 'isShow' | 'availableSeats'
> & {
  upcoming: boolean;
};

/** Why no seat of this event can be had; undefined when it is bookable. */
function refusal(event: LockedEvent | undefined): Error | undefined {
  if (!event?.isShow) return new NotFound(AR.booking.eventUnavailable);
  if (!event.upcoming) return new Conflict(AR.booking.eventPast);
  if (event.availableSeats <= 0) return new Conflict(AR.booking.soldOut);
  return undefined;
}

const soldOut = () => new Conflict(AR.booking.soldOut);
const duplicate = () => new Conflict(AR.booking.duplicate, 'nationalId');

type Seated = { id: string; national_id: string; status: BookingRow['status'] };

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * One statement for a round of candidates, each with its rendered "received" email: inserts the
 * bookings, skipping a national ID that already has an active one (the partial unique index, so one
 * duplicate does not fail the rest), takes exactly as many seats as rows went in, and queues the email
 * of each inserted booking (the outbox row of enqueueEmail in email/outbox.ts). The candidates travel
 * as one JSON parameter, whatever their number. Answers the inserted bookings.
 */
async function insertRound(
  tx: Tx,
  eventId: string,
  createdAt: Date,
  candidates: object[],
): Promise<Seated[]> {
  return rowsOf<Seated>(
    await tx.execute(sql`
      WITH candidate AS (
        SELECT * FROM json_to_recordset(${JSON.stringify(candidates)}::json) AS c(
          reference text, national_id text, full_name text, email text, payment_method text,
          payment_number text, mail_kind text, mail_to text, mail_subject text, mail_html text, mail_text text)
      ), booking AS (
        INSERT INTO bookings (event_id, reference, national_id, full_name, email, payment_method, payment_number, created_at)
        SELECT ${eventId}::uuid, reference, national_id, full_name, email, payment_method, payment_number,
               ${createdAt.toISOString()}::timestamptz
        FROM candidate
        ON CONFLICT (event_id, national_id) WHERE status IN ('Pending', 'Accepted') DO NOTHING
        RETURNING id, national_id, status
      ), seats AS (
        UPDATE events SET available_seats = available_seats - (SELECT count(*) FROM booking)
        WHERE id = ${eventId}::uuid AND EXISTS (SELECT 1 FROM booking)
      ), mail AS (
        INSERT INTO email_outbox (kind, "to", subject, html, text, attachments)
        SELECT c.mail_kind, c.mail_to, c.mail_subject, c.mail_html, c.mail_text, '[]'::jsonb
        FROM booking JOIN candidate c USING (national_id)
      )
      SELECT id, national_id, status FROM booking`),
  );
}

/**
 * Books seats for a batch of requests for one event, in one transaction (the group commit of
 * booking-batcher.ts). Locking the event row first serializes it with every other batch, decision
 * and edit of this event, on any number of processes, so the seats counted under the lock are the
 * seats there are: requests get them in arrival order, the rest hear "sold out". Usually four round
 * trips for the whole batch: BEGIN, the lock, one insertRound, COMMIT.
 * Answers one booking or error per request, in order.
 */
async function bookBatchOnce(
  tx: Tx,
  config: Config,
  eventId: string,
  requests: BookingRequest[],
): Promise<(BookingDto | Error)[]> {
  const [event] = await tx
    .select({
      id: events.id,
      name: events.name,
      date: events.date,
      location: events.location,
      ticketPrice: events.ticketPrice,
      isShow: events.isShow,
      availableSeats: events.availableSeats,
      upcoming: sql<boolean>`${events.date} > now()`,
      // The transaction's time, as the column default would have it: the emails show the deadline from it.
      now: sql<Date>`now()`.mapWith(events.createdAt),
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (refusal(event)) return requests.map(() => refusal(event)!);
  const seats = event!.availableSeats;
  const createdAt = event!.now;

  const answers: (BookingDto | Error | undefined)[] = requests.map(() => undefined);
  // The same national ID twice in one batch: the first one competes for a seat, the repeat follows it.
  const firstOf = new Map<string, number>();
  const repeats: [number, number][] = [];
  const waiting: number[] = [];
  requests.forEach((request, i) => {
    const first = firstOf.get(request.nationalId);
    if (first === undefined) {
      firstOf.set(request.nationalId, i);
      waiting.push(i);
    } else repeats.push([i, first]);
  });

  let seated = 0;
  // Usually one round: another only when duplicates left seats for the requests after them.
  while (waiting.length > 0 && seated < seats) {
    const round = waiting.splice(0, seats - seated).map((i) => {
      const body = requests[i]!;
      const row: BookingRow = {
        id: '',
        eventId,
        reference: newBookingReference(),
        nationalId: body.nationalId,
        fullName: body.fullName,
        email: body.email,
        paymentMethod: body.paymentMethod,
        paymentNumber: body.paymentNumber,
        status: 'Pending',
        createdAt,
        decidedAt: null,
        decidedBy: null,
        rejectionCause: null,
        checkedInAt: null,
        checkedInBy: null,
      };
      return { i, row, mail: bookingReceivedEmail(config, emailData(row, event!)) };
    });
    const inserted = await insertRound(
      tx,
      eventId,
      createdAt,
      round.map(({ row, mail }) => ({
        reference: row.reference,
        national_id: row.nationalId,
        full_name: row.fullName,
        email: row.email,
        payment_method: row.paymentMethod,
        payment_number: row.paymentNumber,
        mail_kind: mail.kind,
        mail_to: mail.to,
        mail_subject: mail.subject,
        mail_html: mail.html,
        mail_text: mail.text,
      })),
    );
    const byNationalId = new Map(inserted.map((b) => [b.national_id, b]));
    for (const { i, row } of round) {
      const booking = byNationalId.get(row.nationalId);
      answers[i] = booking
        ? toBookingDto({ ...row, id: booking.id, status: booking.status }, event!.name)
        : duplicate();
    }
    seated += inserted.length;
  }
  for (const i of waiting) answers[i] = soldOut();
  for (const [i, first] of repeats) {
    const answer = answers[first];
    answers[i] = answer instanceof Error ? answer : duplicate();
  }
  return answers as (BookingDto | Error)[];
}

/** One batch in its own transaction; a reference already in use (about one in billions) draws new ones. */
async function bookBatch(db: Db, config: Config, eventId: string, requests: BookingRequest[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => bookBatchOnce(tx, config, eventId, requests));
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'bookings_reference_unique')) continue;
      throw error;
    }
  }
}

/**
 * Booking a seat, for one app: requests for the same event share transactions (booking-batcher.ts),
 * so an event sells at the pace of batches, not of one commit per booking.
 */
export function createBookingDesk(db: Db, config: Config): (body: BookingRequest) => Promise<BookingDto> {
  const enqueue = createBatcher<BookingRequest, BookingDto>((eventId, requests) =>
    bookBatch(db, config, eventId, requests),
  );
  return async (body) => {
    if (!isId(body.eventId)) throw new NotFound(AR.booking.eventUnavailable);
    return enqueue(body.eventId, body);
  };
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
