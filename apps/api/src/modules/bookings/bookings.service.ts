import { randomUUID } from 'node:crypto';
import {
  AR,
  type BookingBulkResult,
  type BookingDto,
  type BookingRequest,
  type BookingsQuery,
  LIMITS,
  paymentDetailsIssues,
} from '@app/shared';
import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bookings, events, users } from '../../db/schema';
import { AppError, BadRequest, Conflict, isUniqueViolation, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { enqueueEmail, type OutgoingEmail } from '../email/outbox';
import { paymentDeadline } from '../tickets/tickets.service';
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

/** A booking with what its answer needs from other rows: its event, who decided it, proofs sharing its transaction ID. */
export type BookingView = {
  booking: BookingRow;
  eventName: string;
  ticketPrice: number;
  decidedByName: string | null;
  duplicateTransactionOf: string[];
};

/** The one mapper of a booking to its answer (the booking answer, the staff list and every decision). */
export function toBookingDto(view: BookingView): BookingDto {
  const { booking: row } = view;
  return {
    _id: row.id,
    reference: row.reference,
    event: { _id: row.eventId, name: view.eventName },
    nationalId: row.nationalId,
    fullName: row.fullName,
    email: row.email,
    paymentMethod: row.paymentMethod,
    paymentNumber: row.paymentNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    amount: Number(view.ticketPrice),
    expiresAt: row.status === 'Pending' ? paymentDeadline(row.createdAt).toISOString() : null,
    proof:
      row.proofImage && row.proofUploadedAt
        ? {
            url: `/api/events/bookings/${row.id}/payment-proof`,
            transactionId: row.proofTransactionId,
            senderNumber: row.proofSenderNumber,
            uploadedAt: row.proofUploadedAt.toISOString(),
          }
        : null,
    duplicateTransactionOf: view.duplicateTransactionOf,
    decidedBy:
      row.decidedBy && view.decidedByName ? { _id: row.decidedBy, username: view.decidedByName } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.decisionReason,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  };
}

/** json_agg arrives parsed from pg and PGlite alike; a driver that leaves it text is read here too. */
function idList(value: unknown): string[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(String) : [];
}

/**
 * Bookings with their views, in one statement. The other bookings sharing a proof's transaction ID
 * come from the expression index on upper(proof_transaction_id), one probe per row.
 */
export async function selectBookingViews(
  db: Tx,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(bookings.createdAt), desc(bookings.id)],
): Promise<BookingView[]> {
  return db
    .select({
      booking: bookings,
      eventName: events.name,
      ticketPrice: events.ticketPrice,
      decidedByName: users.username,
      duplicateTransactionOf: sql<string[]>`coalesce((
        SELECT json_agg(other.id ORDER BY other.created_at, other.id) FROM bookings other
        WHERE other.proof_transaction_id IS NOT NULL
          AND upper(other.proof_transaction_id) = upper(${bookings.proofTransactionId})
          AND other.id <> ${bookings.id}), '[]'::json)`.mapWith(idList),
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(users, eq(users.id, bookings.decidedBy))
    .where(where)
    .orderBy(...orderBy);
}

async function bookingDtoOf(db: Tx, id: string): Promise<BookingDto> {
  const [view] = await selectBookingViews(db, eq(bookings.id, id));
  if (!view) throw new NotFound(AR.bookings.bookingNotFound);
  return toBookingDto(view);
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
const tooManyForEmail = () => new Conflict(AR.booking.tooManyForEmail(LIMITS.holdsPerEmail), 'email');

/** Active bookings (Pending or Accepted) of this event per lower-cased email, for the emails asked about. */
async function holdsByEmail(tx: Tx, eventId: string, emails: string[]): Promise<Map<string, number>> {
  const rows = rowsOf<{ email: string; holds: number }>(
    await tx.execute(sql`
      SELECT lower(email) AS email, count(*)::int AS holds FROM bookings
      WHERE event_id = ${eventId}::uuid AND status IN ('Pending', 'Accepted')
        AND lower(email) IN (SELECT value FROM json_array_elements_text(${JSON.stringify(emails)}::json))
      GROUP BY 1`),
  );
  return new Map(rows.map((row) => [row.email, row.holds]));
}

type Seated = { id: string; national_id: string; status: BookingRow['status'] };

/** One booking of a round as insertRound sends it, with its rendered email. */
type Candidate = {
  id: string;
  reference: string;
  national_id: string;
  full_name: string;
  email: string;
  payment_method: string | null;
  payment_number: string | null;
  status: 'Pending' | 'Accepted';
  mail_kind: string;
  mail_to: string;
  mail_subject: string;
  mail_html: string;
  mail_text: string;
  mail_attachments: OutgoingEmail['attachments'] | null;
};

/**
 * One statement for a round of candidates, each with its rendered email (the "received" email, or
 * a free event's ticket): inserts the bookings (Pending, or Accepted at once for a free event),
 * skipping a national ID that already has an active one (the partial unique index, so one duplicate
 * does not fail the rest), takes exactly as many seats as rows went in, and queues the email of each
 * inserted booking (the outbox row of enqueueEmail in email/outbox.ts). The candidates travel as one
 * JSON parameter, whatever their number. Answers the inserted bookings.
 */
async function insertRound(
  tx: Tx,
  eventId: string,
  createdAt: Date,
  candidates: Candidate[],
): Promise<Seated[]> {
  const at = createdAt.toISOString();
  return rowsOf<Seated>(
    await tx.execute(sql`
      WITH candidate AS (
        SELECT * FROM json_to_recordset(${JSON.stringify(candidates)}::json) AS c(
          id uuid, reference text, national_id text, full_name text, email text, payment_method text,
          payment_number text, status text, mail_kind text, mail_to text, mail_subject text, mail_html text,
          mail_text text, mail_attachments jsonb)
      ), booking AS (
        INSERT INTO bookings (id, event_id, reference, national_id, full_name, email, payment_method,
                              payment_number, status, created_at, decided_at)
        SELECT id, ${eventId}::uuid, reference, national_id, full_name, email, payment_method, payment_number,
               status, ${at}::timestamptz, CASE WHEN status = 'Accepted' THEN ${at}::timestamptz END
        FROM candidate
        ON CONFLICT (event_id, national_id) WHERE status IN ('Pending', 'Accepted') DO NOTHING
        RETURNING id, national_id, status
      ), seats AS (
        UPDATE events SET available_seats = available_seats - (SELECT count(*) FROM booking)
        WHERE id = ${eventId}::uuid AND EXISTS (SELECT 1 FROM booking)
      ), mail AS (
        INSERT INTO email_outbox (kind, "to", subject, html, text, attachments)
        SELECT c.mail_kind, c.mail_to, c.mail_subject, c.mail_html, c.mail_text,
               coalesce(c.mail_attachments, '[]'::jsonb)
        FROM booking JOIN candidate c USING (national_id)
      )
      SELECT id, national_id, status FROM booking`),
  );
}

type TicketFacts = Pick<EventRow, 'id' | 'name' | 'date' | 'location' | 'ticketPrice'>;

/** A free event's booking drawn before the lock: its id and reference, and its ticket email. */
type DrawnTicket = { id: string; reference: string; mail: OutgoingEmail };
type DrawnTickets = { event: TicketFacts; byRequest: Map<number, DrawnTicket> };

function ticketEmailOf(
  config: Config,
  event: TicketFacts,
  body: BookingRequest,
  id: string,
  reference: string,
) {
  return bookingAcceptedEmail(config, {
    id,
    reference,
    fullName: body.fullName,
    email: body.email,
    paymentMethod: null,
    paymentNumber: null,
    createdAt: new Date(),
    event: {
      id: event.id,
      name: event.name,
      date: event.date,
      location: event.location,
      ticketPrice: Number(event.ticketPrice),
    },
  });
}

/** What the last batch of each free event saw under its lock (a hint for the next batch's tickets). */
const freeEventsSeen = new Map<string, TicketFacts & { availableSeats: number }>();
const FREE_EVENTS_REMEMBERED = 500;

function rememberEvent(event: TicketFacts & { availableSeats: number }) {
  freeEventsSeen.delete(event.id);
  if (Number(event.ticketPrice) !== 0) return;
  freeEventsSeen.set(event.id, event);
  if (freeEventsSeen.size > FREE_EVENTS_REMEMBERED) {
    freeEventsSeen.delete(freeEventsSeen.keys().next().value!);
  }
}

/**
 * A free event's bookings are Accepted at once and their ticket email (with its QR code, about 10 ms
 * to draw) is queued with them. For an event the previous batch found free, the tickets are drawn
 * here, before the event's row lock is taken, for as many requests as it had seats then, so the lock
 * is held for the statements only (and a paid event's batch costs no extra query). Under the lock
 * the batch draws again only what is missing or out of date (the first batch, an edited event).
 */
async function drawFreeTickets(
  config: Config,
  eventId: string,
  requests: BookingRequest[],
): Promise<DrawnTickets | undefined> {
  const event = freeEventsSeen.get(eventId);
  if (!event) return undefined;
  const count = Math.min(requests.length, Math.max(0, event.availableSeats));
  const drawn = await Promise.all(
    requests.slice(0, count).map(async (body) => {
      const id = randomUUID();
      const reference = newBookingReference();
      return { id, reference, mail: await ticketEmailOf(config, event, body, id, reference) };
    }),
  );
  return { event, byRequest: new Map(drawn.map((ticket, i) => [i, ticket])) };
}

function sameTicketFacts(a: TicketFacts, b: TicketFacts): boolean {
  return (
    a.name === b.name &&
    a.location === b.location &&
    a.date.getTime() === b.date.getTime() &&
    Number(a.ticketPrice) === Number(b.ticketPrice)
  );
}

/**
 * Books seats for a batch of requests for one event, in one transaction (the group commit of
 * booking-batcher.ts). Locking the event row first serializes it with every other batch, decision
 * and edit of this event, on any number of processes, so the seats counted under the lock are the
 * seats there are: requests get them in arrival order, the rest hear "sold out". Usually four round
 * trips for the whole batch: BEGIN, the lock, one insertRound, COMMIT.
 * A free event's bookings are Accepted at once, with their ticket email (drawn by drawFreeTickets);
 * a paid event's need the payment method and number.
 * Answers one booking or error per request, in order.
 */
async function bookBatchOnce(
  tx: Tx,
  config: Config,
  eventId: string,
  requests: BookingRequest[],
  drawn: DrawnTickets | undefined,
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
  if (event) rememberEvent(event);
  if (refusal(event)) return requests.map(() => refusal(event)!);
  const seats = event!.availableSeats;
  const createdAt = event!.now;
  const free = Number(event!.ticketPrice) === 0;
  const tickets = free && drawn && sameTicketFacts(drawn.event, event!) ? drawn.byRequest : new Map();

  const answers: (BookingDto | Error | undefined)[] = requests.map(() => undefined);
  // The same national ID twice in one batch: the first one competes for a seat, the repeat follows it.
  const firstOf = new Map<string, number>();
  const repeats: [number, number][] = [];
  const waiting: number[] = [];
  requests.forEach((request, i) => {
    // A paid event needs the payment method and number (a free one ignores them).
    const missing = free ? [] : paymentDetailsIssues(request);
    if (missing.length > 0) {
      answers[i] = new BadRequest(missing[0]!.msg, missing[0]!.path);
      return;
    }
    const first = firstOf.get(request.nationalId);
    if (first === undefined) {
      firstOf.set(request.nationalId, i);
      waiting.push(i);
    } else repeats.push([i, first]);
  });

  // At most LIMITS.holdsPerEmail active bookings per address and event, counted under the lock.
  const holds = await holdsByEmail(tx, eventId, [...new Set(requests.map((r) => r.email.toLowerCase()))]);
  const holdsOf = (i: number) => holds.get(requests[i]!.email.toLowerCase()) ?? 0;
  const addHold = (i: number, delta: number) =>
    holds.set(requests[i]!.email.toLowerCase(), holdsOf(i) + delta);

  let seated = 0;
  // Usually one round: another only when duplicates left seats for the requests after them.
  while (waiting.length > 0 && seated < seats) {
    const picked: number[] = [];
    while (waiting.length > 0 && picked.length < seats - seated) {
      const i = waiting.shift()!;
      if (holdsOf(i) >= LIMITS.holdsPerEmail) {
        answers[i] = tooManyForEmail();
        continue;
      }
      addHold(i, 1);
      picked.push(i);
    }
    if (picked.length === 0) break;
    const round = await Promise.all(
      picked.map(async (i) => {
        const body = requests[i]!;
        const ticket: DrawnTicket | undefined = tickets.get(i);
        const row: BookingRow = {
          id: ticket?.id ?? randomUUID(),
          eventId,
          reference: ticket?.reference ?? newBookingReference(),
          nationalId: body.nationalId,
          fullName: body.fullName,
          email: body.email,
          paymentMethod: free ? null : body.paymentMethod!,
          paymentNumber: free ? null : body.paymentNumber!,
          status: free ? 'Accepted' : 'Pending',
          createdAt,
          decidedAt: free ? createdAt : null,
          decidedBy: null,
          rejectionCause: null,
          decisionReason: null,
          checkedInAt: null,
          checkedInBy: null,
          proofImage: null,
          proofTransactionId: null,
          proofSenderNumber: null,
          proofUploadedAt: null,
          reminderSentAt: null,
        };
        const mail = free
          ? (ticket?.mail ?? (await ticketEmailOf(config, event!, body, row.id, row.reference)))
          : bookingReceivedEmail(config, emailData(row, event!));
        return { i, row, mail };
      }),
    );
    const inserted = await insertRound(
      tx,
      eventId,
      createdAt,
      round.map(({ row, mail }) => ({
        id: row.id,
        reference: row.reference,
        national_id: row.nationalId,
        full_name: row.fullName,
        email: row.email,
        payment_method: row.paymentMethod,
        payment_number: row.paymentNumber,
        status: row.status as 'Pending' | 'Accepted',
        mail_kind: mail.kind,
        mail_to: mail.to,
        mail_subject: mail.subject,
        mail_html: mail.html,
        mail_text: mail.text,
        mail_attachments: mail.attachments ?? null,
      })),
    );
    const byNationalId = new Map(inserted.map((b) => [b.national_id, b]));
    for (const { i, row } of round) {
      const booking = byNationalId.get(row.nationalId);
      if (!booking) addHold(i, -1);
      answers[i] = booking
        ? toBookingDto({
            booking: { ...row, id: booking.id, status: booking.status },
            eventName: event!.name,
            ticketPrice: Number(event!.ticketPrice),
            decidedByName: null,
            duplicateTransactionOf: [],
          })
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
async function bookBatchInOneTransaction(
  db: Db,
  config: Config,
  eventId: string,
  requests: BookingRequest[],
) {
  for (let attempt = 1; ; attempt++) {
    const drawn = await drawFreeTickets(config, eventId, requests);
    try {
      return await db.transaction((tx) => bookBatchOnce(tx, config, eventId, requests, drawn));
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'bookings_reference_unique')) continue;
      throw error;
    }
  }
}

/** PostgreSQL's "data exception" class (22xxx): the request's own data was refused, not a fault. */
function isDataException(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: unknown } | undefined;
  if (!e) return false;
  if (typeof e.code === 'string' && e.code.startsWith('22')) return true;
  return e.cause ? isDataException(e.cause) : false;
}

/**
 * A request's failure is its own (DECISIONS.md section 4): when a batch's transaction fails, its
 * halves are tried again, each in its own transaction, down to the one request that fails; every
 * other request is decided on its own merits. Data the database refuses answers that request 400.
 */
export async function bookBatch(
  db: Db,
  config: Config,
  eventId: string,
  requests: BookingRequest[],
): Promise<(BookingDto | Error)[]> {
  try {
    return await bookBatchInOneTransaction(db, config, eventId, requests);
  } catch (error) {
    if (requests.length === 1) {
      if (isDataException(error)) return [new BadRequest(AR.server.invalidInput)];
      return [error instanceof Error ? error : new Error(String(error))];
    }
    const middle = Math.ceil(requests.length / 2);
    const first = await bookBatch(db, config, eventId, requests.slice(0, middle));
    const second = await bookBatch(db, config, eventId, requests.slice(middle));
    return [...first, ...second];
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
          // The deadline is the creation time plus the same 24 hours for every Pending booking.
          sql`CASE WHEN ${bookings.status} = 'Pending' THEN ${bookings.createdAt} END ASC NULLS LAST`,
          desc(bookings.createdAt),
          asc(bookings.reference),
        ]
      : [desc(bookings.createdAt), desc(bookings.id)];
  const views = await selectBookingViews(db, and(...conditions), order);
  return views.map(toBookingDto);
}

/**
 * Accepts or rejects a Pending booking (Accepted and Rejected are final), in the caller's
 * transaction. The status change, who decided, when and why is one guarded UPDATE; a rejection
 * returns the seat; the ticket or rejection email (with the reason) is queued with it.
 */
async function decideIn(
  tx: Tx,
  config: Config,
  id: string,
  status: 'Accepted' | 'Rejected',
  actorId: string,
  reason: string | null,
): Promise<BookingDto> {
  const [row] = await tx
    .update(bookings)
    .set({
      status,
      decidedAt: sql`now()`,
      decidedBy: actorId,
      rejectionCause: status === 'Rejected' ? 'staff' : null,
      decisionReason: reason,
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
    status === 'Accepted'
      ? await bookingAcceptedEmail(config, data)
      : bookingRejectedEmail(data, 'staff', reason);
  await enqueueEmail(tx, email);
  return bookingDtoOf(tx, id);
}

/** An empty reason is no reason. */
function reasonOf(reason: string | null | undefined): string | null {
  return reason?.trim() || null;
}

/** PUT /api/events/bookings/{id}/status: one decision in its own transaction. */
export async function decideBooking(
  db: Db,
  config: Config,
  id: string,
  status: 'Accepted' | 'Rejected',
  actorId: string,
  reason?: string | null,
): Promise<BookingDto> {
  return db.transaction((tx) => decideIn(tx, config, id, status, actorId, reasonOf(reason)));
}

/**
 * POST /api/events/bookings/bulk-status: rejects each booking in its own transaction (its guarded
 * UPDATE, its seat, its email), so one booking's refusal (unknown: 404's message, already decided:
 * 409's) is its own result and the others are still decided. One result per id, in order.
 */
export async function rejectBookings(
  db: Db,
  config: Config,
  ids: string[],
  actorId: string,
  reason?: string | null,
): Promise<BookingBulkResult[]> {
  const why = reasonOf(reason);
  const results: BookingBulkResult[] = [];
  for (const id of ids) {
    try {
      if (!isId(id)) throw new NotFound(AR.bookings.bookingNotFound);
      const booking = await db.transaction((tx) => decideIn(tx, config, id, 'Rejected', actorId, why));
      results.push({ _id: id, ok: true, booking });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ _id: id, ok: false, error: error.message });
    }
  }
  return results;
}
