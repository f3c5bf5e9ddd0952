import { randomUUID } from 'node:crypto';
import { AR, type BookingDto, type BookingRequest, LIMITS, paymentDetailsIssues } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { events } from '../../db/schema';
import { BadRequest, Conflict, isUniqueViolation, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { type OutgoingEmail, outboxColumns, type TemplatedEmail } from '../email/outbox';
import { createBatcher } from './booking-batcher';
import { bookingReceivedFacts } from './booking-emails';
import { newBookingReference } from './booking-reference';
import { type BookingRow, type EventRow, emailData, toBookingDto } from './booking-view';
import {
  type DrawnTicket,
  type DrawnTickets,
  drawFreeTickets,
  rememberEvent,
  sameTicketFacts,
  ticketEmailOf,
} from './free-event-tickets';
import { insertRound } from './insert-round';

/** Booking a seat (DECISIONS.md sections 4 and 5): the batched, locked use case behind POST /api/events/bookings. */

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

  let seated = 0;
  // Usually one round: another only when duplicates left seats for the requests after them.
  while (waiting.length > 0 && seated < seats) {
    const picked: number[] = [];
    while (waiting.length > 0 && picked.length < seats - seated) {
      picked.push(waiting.shift()!);
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
        const mail: OutgoingEmail | TemplatedEmail = free
          ? (ticket?.mail ?? (await ticketEmailOf(config, event!, body, row.id, row.reference)))
          : bookingReceivedFacts(emailData(row, event!));
        return { i, row, mail };
      }),
    );
    const outcomes = await insertRound(
      tx,
      eventId,
      createdAt,
      round.map(({ i, row, mail }) => {
        const columns = outboxColumns(mail);
        return {
          ord: i,
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
          mail_html: columns.html,
          mail_text: columns.text,
          mail_attachments: columns.attachments,
          mail_data: columns.data,
        };
      }),
    );
    round.forEach(({ i, row }, n) => {
      const { status, overEmailLimit } = outcomes[n]!;
      if (status) {
        seated += 1;
        answers[i] = toBookingDto({
          booking: { ...row, status },
          eventName: event!.name,
          ticketPrice: Number(event!.ticketPrice),
          decidedByName: null,
          duplicateTransactionOf: [],
        });
      } else answers[i] = overEmailLimit ? tooManyForEmail() : duplicate();
    });
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
