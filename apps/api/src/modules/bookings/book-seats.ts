import { randomUUID } from 'node:crypto';
import {
  AR_BOOKING_ERRORS,
  AR_BOOKING_FORM,
  AR_CODES,
  AR_SERVER,
  AR_TYPES,
  AR_WAITLIST,
  type BookerPayment,
  type BookingDto,
  type BookingRequest,
  DIRECT_SOURCE,
  LIMITS,
  mailboxKey,
  readBookerPayment,
} from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { eventCodes, events } from '../../db/schema';
import { BadRequest, Conflict, isUniqueViolation, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { usesLeft } from '../codes';
import { emailOf } from '../email';
import { typeRowsOf } from '../ticket-types';
import { createBatcher } from './booking-batcher';
import { paymentDeadline, salesCloseAt } from './booking-clock';
import { type BookingPlan, planOf, type SaleState } from './booking-plan';
import { newBookingReference } from './booking-reference';
import { verifyWaitlistToken } from './booking-tokens';
import { type BookingRow, type EventRow, emailData, toBookingDto } from './booking-view';
import { insertRound } from './repository/booking-round';
import { bookingViewsByIds } from './repository/booking-views';
import { paymentDetailsArrived } from './transitions/paid-hooks';
import { liveOffer, offerBooked } from './transitions/waitlist-offers';

/** Booking a seat (docs/api/bookings.md#how-seats-are-taken and docs/api/bookings.md#booking-rules): the batched, locked use case behind POST /api/events/bookings. */

/** The event as the booking transaction locked it: what the refusal and the email need. */
type LockedEvent = Pick<
  EventRow,
  | 'id'
  | 'name'
  | 'date'
  | 'location'
  | 'ticketPrice'
  | 'isShow'
  | 'availableSeats'
  | 'paymentHours'
  | 'cancelledAt'
> & { now: Date };

/** Why no seat of this event can be had; undefined when it is bookable (an offer's seats are held apart). */
function refusal(config: Config, event: LockedEvent | undefined, offer: boolean): Error | undefined {
  if (!event?.isShow) return new NotFound(AR_BOOKING_ERRORS.eventUnavailable);
  if (event.cancelledAt) return new Conflict(AR_BOOKING_ERRORS.eventCancelled);
  // Section 15: paid bookings close SALES_CLOSE_HOURS before the event, free ones at its start.
  if (event.now >= salesCloseAt(config, event)) return new Conflict(AR_BOOKING_ERRORS.salesClosed);
  if (!offer && event.availableSeats <= 0) return new Conflict(AR_BOOKING_FORM.soldOut);
  return undefined;
}

/**
 * Payment details sent but unreadable, when the booking is refused anyway (the event, the offer, a
 * type or a code): the 400 a malformed body gets comes first, as it did when the schema read them.
 * Whether they are needed at all is only known from what the booking costs.
 */
function sentPaymentRefusal(request: BookingRequest): BadRequest | undefined {
  const read = readBookerPayment(request);
  const sent = read.ok ? undefined : read.issues.find((issue) => request[issue.path] !== undefined);
  return sent && new BadRequest(sent.msg, sent.path);
}

const soldOut = () => new Conflict(AR_BOOKING_FORM.soldOut);
const offerInvalid = () => new Conflict(AR_WAITLIST.server.offerInvalid, 'offer');
const duplicate = () => new Conflict(AR_BOOKING_ERRORS.duplicate, 'nationalId');
const tooManyForEmail = () => new Conflict(AR_BOOKING_ERRORS.tooManyForEmail(LIMITS.holdsPerEmail), 'email');

/**
 * Books seats for a batch of requests for one event, in one transaction (the group commit of
 * booking-batcher.ts). Locking the event row first serializes it with every other batch, decision
 * and edit of this event, on any number of processes, so the seats counted under the lock are the
 * seats there are: requests get them in arrival order, the rest hear "sold out". Usually four round
 * trips for the whole batch: BEGIN, the lock, one insertRound, COMMIT.
 * A free event's bookings are Accepted at once, with their ticket email; a paid event's need the
 * payment method and number. A booking of several tickets (section 13) takes all its seats or none.
 * With `offerId` (a waiting-list offer, section 14: one request, outside the batcher but under the
 * same lock) the seats are the offer's held ones: at most that many tickets; the entry becomes Booked
 * and the seats it did not use move on to the next in line.
 * Answers one booking or error per request, in order.
 */
async function bookBatchOnce(
  tx: Tx,
  config: Config,
  eventId: string,
  requests: BookingRequest[],
  offerId?: string,
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
      paymentHours: events.paymentHours,
      cancelledAt: events.cancelledAt,
      // The transaction's time, as the column default would have it: the emails show the deadline from it.
      now: sql<Date>`now()`.mapWith(events.createdAt),
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  const refused = refusal(config, event, offerId !== undefined);
  if (refused) return requests.map((request) => sentPaymentRefusal(request) ?? refused);
  const offer = offerId === undefined ? undefined : await liveOffer(tx, eventId, offerId);
  if (offerId !== undefined && !offer)
    return requests.map((request) => sentPaymentRefusal(request) ?? offerInvalid());
  const createdAt = event!.now;
  const sale = await saleState(tx, eventId, requests, createdAt);
  const singleType = sale.types.length === 1;

  const answers: (BookingDto | Error | undefined)[] = requests.map(() => undefined);
  const plans: (BookingPlan | undefined)[] = requests.map(() => undefined);
  const paid: (BookerPayment | undefined)[] = requests.map(() => undefined);
  // A national ID already in an earlier request of the batch: that request competes for the seats,
  // this one follows its answer (409 naming the person when the earlier one got its seats).
  const holderOf = new Map<string, number>();
  const repeats: { i: number; first: number; nationalId: string }[] = [];
  let waiting: number[] = [];
  requests.forEach((request, i) => {
    // Its types and code (docs/api/ticket-types.md#booking): what it costs decides what it needs.
    // An offer's booking books the type its entry waited for (docs/api/waitlist.md#ticket-types).
    const plan = planOf(offer ? onOfferType(request, offer.ticketTypeId) : request, sale);
    if (plan instanceof Error) {
      answers[i] = sentPaymentRefusal(request) ?? plan;
      return;
    }
    plans[i] = plan;
    // A booking with an amount needs the payment method and number; a free one ignores whatever it sent.
    if (plan.amount > 0) {
      const read = readBookerPayment(request);
      if (!read.ok) {
        answers[i] = new BadRequest(read.issues[0]!.msg, read.issues[0]!.path);
        return;
      }
      paid[i] = read.details;
    }
    const people = peopleOf(request);
    const repeated = people.find((p) => holderOf.has(p.nationalId));
    if (repeated) {
      repeats.push({ i, first: holderOf.get(repeated.nationalId)!, nationalId: repeated.nationalId });
      return;
    }
    for (const p of people) holderOf.set(p.nationalId, i);
    waiting.push(i);
  });

  let seatsLeft = offer ? offer.heldSeats : event!.availableSeats;
  // Under the lock these are the seats and uses there are: each round takes from them in line order.
  const typeLeft = new Map(sale.types.map((type) => [type.id, type.available]));
  const codeLeft = new Map([...sale.codes.values()].map((code) => [code.id, usesLeft(code)]));
  const fits = (
    plan: BookingPlan,
    quantity: number,
    pickedSeats: number,
    pickedTypes: Map<string, number>,
    pickedUses: Map<string, number>,
  ) => {
    if (pickedSeats + quantity > seatsLeft) return false;
    if (plan.code && (pickedUses.get(plan.code.id) ?? 0) + plan.codeUses > codeLeft.get(plan.code.id)!)
      return false;
    // An offer's seats are the held ones, all of its entry's type.
    if (offer) return true;
    for (const [id, n] of plan.need) if ((pickedTypes.get(id) ?? 0) + n > typeLeft.get(id)!) return false;
    return true;
  };
  let offerBookingId: string | undefined;
  // Usually one round: another only when refusals under the lock left seats for requests after them.
  while (waiting.length > 0 && seatsLeft > 0) {
    // In arrival order, every request whose tickets fit in the seats left (a group all or none).
    const picked: number[] = [];
    const rest: number[] = [];
    let pickedSeats = 0;
    const pickedTypes = new Map<string, number>();
    const pickedUses = new Map<string, number>();
    for (const i of waiting) {
      const plan = plans[i]!;
      const quantity = plan.tickets.length;
      if (fits(plan, quantity, pickedSeats, pickedTypes, pickedUses)) {
        picked.push(i);
        pickedSeats += quantity;
        for (const [id, n] of plan.need) pickedTypes.set(id, (pickedTypes.get(id) ?? 0) + n);
        if (plan.code) pickedUses.set(plan.code.id, (pickedUses.get(plan.code.id) ?? 0) + plan.codeUses);
      } else rest.push(i);
    }
    waiting = rest;
    if (picked.length === 0) break;
    const round = picked.map((i) => {
      const body = requests[i]!;
      const plan = plans[i]!;
      const payment = paid[i];
      const free = !payment;
      const people = peopleOf(body);
      const id = randomUUID();
      const row: BookingRow = {
        id,
        eventId,
        reference: newBookingReference(),
        nationalId: body.nationalId,
        fullName: body.fullName,
        email: body.email,
        emailKey: mailboxKey(body.email),
        paymentMethod: payment?.paymentMethod ?? null,
        paymentNumber: payment?.paymentNumber ?? null,
        status: free ? 'Accepted' : 'Pending',
        createdAt,
        decidedAt: free ? createdAt : null,
        decidedBy: null,
        rejectionCause: null,
        decisionReason: null,
        shortPaymentReason: null,
        checkedInAt: null,
        checkedInBy: null,
        proofImage: null,
        proofTransactionId: null,
        proofSenderNumber: null,
        proofUploadedAt: null,
        reminderSentAt: null,
        remindedAt: null,
        erasedAt: null,
        changedAt: createdAt,
        expiresAt: free ? null : paymentDeadline(createdAt, event!),
        refundDue: false,
        quantity: people.length,
        source: body.source ?? DIRECT_SOURCE,
        codeId: plan.code?.id ?? null,
        subtotal: plan.subtotal,
        discount: plan.discount,
      };
      // The booker's ticket has the booking's id (so a booking's first QR is the one it always had).
      const tickets = people.map((person, position) => ({
        id: position === 0 ? id : randomUUID(),
        position,
        fullName: person.fullName,
        nationalId: person.nationalId,
        ...plan.tickets[position]!,
      }));
      const data = emailData(row, event!, tickets);
      // Both are queued as facts and rendered by the sender (a free one's QR codes too).
      const mail = emailOf(free ? 'booking-accepted' : 'booking-received', data.email, data);
      return { i, row, plan, tickets, mail };
    });
    const outcomes = await insertRound(
      tx,
      eventId,
      createdAt,
      round.map(({ i, row, plan, tickets, mail }) => ({
        ord: i,
        id: row.id,
        reference: row.reference,
        // A new booking always carries them (only section 17's erasure clears them).
        national_id: row.nationalId!,
        full_name: row.fullName,
        email: row.email!,
        email_key: row.emailKey!,
        payment_method: row.paymentMethod,
        payment_number: row.paymentNumber,
        status: row.status as 'Pending' | 'Accepted',
        expires_at: row.expiresAt?.toISOString() ?? null,
        quantity: row.quantity,
        source: row.source,
        subtotal: plan.subtotal,
        discount: plan.discount,
        code_id: plan.code?.id ?? null,
        code_uses: plan.codeUses,
        tickets: tickets.map((t) => ({
          id: t.id,
          position: t.position,
          full_name: t.fullName,
          national_id: t.nationalId,
          ticket_type_id: t.typeId,
          price: t.price,
          code_applied: t.codeApplied,
        })),
        mail_kind: mail.kind,
        mail_to: mail.to,
        mail_subject: mail.subject,
        mail_data: mail.data,
      })),
      offer ? 'held' : 'open',
    );
    round.forEach(({ i, row, plan, tickets }, n) => {
      const { status, overEmailLimit, clashOf } = outcomes[n]!;
      if (status) {
        seatsLeft -= row.quantity;
        for (const [id, k] of plan.need) typeLeft.set(id, typeLeft.get(id)! - k);
        if (plan.code) codeLeft.set(plan.code.id, codeLeft.get(plan.code.id)! - plan.codeUses);
        offerBookingId ??= row.id;
        answers[i] = toBookingDto({
          booking: { ...row, status },
          eventName: event!.name,
          ticketPrice: Number(event!.ticketPrice),
          code: plan.code?.code ?? null,
          decidedByName: null,
          duplicateTransactionOf: [],
          tickets: tickets.map((t) => ({
            ...t,
            checkedInAt: null,
            ticketType: { _id: t.typeId, name: t.typeName },
          })),
        });
      } else if (overEmailLimit) answers[i] = tooManyForEmail();
      else answers[i] = duplicateOf(requests[i]!, clashOf);
    });
  }
  for (const i of waiting) {
    const plan = plans[i]!;
    const short = offer ? undefined : [...plan.need].find(([id, n]) => n > typeLeft.get(id)!);
    answers[i] = offer
      ? new Conflict(AR_WAITLIST.server.offerTooSmall(offer.heldSeats), 'guests')
      : plan.code && plan.codeUses > codeLeft.get(plan.code.id)!
        ? new Conflict(AR_CODES.usedUp, 'code')
        : short && !singleType
          ? new Conflict(
              AR_TYPES.typeSeatsLeft(
                sale.types.find((t) => t.id === short[0])!.name,
                typeLeft.get(short[0])!,
              ),
            )
          : seatsLeft <= 0
            ? soldOut()
            : new Conflict(AR_BOOKING_ERRORS.notEnoughSeats(seatsLeft));
  }
  if (offer && offerBookingId) await offerBooked(tx, eventId, offer.id, offerBookingId);
  for (const { i, first, nationalId } of repeats) {
    const answer = answers[first];
    answers[i] = answer instanceof Error ? answer : duplicateOf(requests[i]!, nationalId);
  }
  return answers as (BookingDto | Error)[];
}

/** The event's types and the codes the batch names, read under the event's lock. */
async function saleState(tx: Tx, eventId: string, requests: BookingRequest[], now: Date): Promise<SaleState> {
  const names = [...new Set(requests.flatMap((r) => (r.code ? [r.code.toUpperCase()] : [])))];
  const codes =
    names.length === 0
      ? []
      : await tx
          .select()
          .from(eventCodes)
          .where(and(eq(eventCodes.eventId, eventId), inArray(sql`upper(${eventCodes.code})`, names)));
  return {
    types: await typeRowsOf(tx, eventId),
    codes: new Map(codes.map((code) => [code.code.toUpperCase(), code])),
    now,
  };
}

/** Every ticket of the request of the offer's type, whatever types it named. */
function onOfferType(request: BookingRequest, ticketTypeId: string): BookingRequest {
  return {
    ...request,
    ticketTypeId,
    guests: request.guests?.map((guest) => ({ ...guest, ticketTypeId })),
  };
}

/** The people of a booking: the booker first, then the guests. */
function peopleOf(request: BookingRequest): { fullName: string; nationalId: string }[] {
  return [{ fullName: request.fullName, nationalId: request.nationalId }, ...(request.guests ?? [])];
}

/**
 * A person of the booking already holds an active ticket of the event (409): for a booking of one,
 * docs/product.md's message; in a group, naming that person (and the field, guests.{i}.nationalId).
 */
function duplicateOf(request: BookingRequest, clash: string | null): Conflict {
  const people = peopleOf(request);
  if (people.length === 1) return duplicate();
  const at = Math.max(
    0,
    people.findIndex((p) => p.nationalId === clash),
  );
  return new Conflict(
    AR_BOOKING_ERRORS.personHasTicket(people[at]!.fullName),
    at === 0 ? 'nationalId' : `guests.${at - 1}.nationalId`,
  );
}

/** One batch in its own transaction; a reference already in use (about one in billions) draws new ones. */
async function bookBatchInOneTransaction(
  db: Db,
  config: Config,
  eventId: string,
  requests: BookingRequest[],
  offerId?: string,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => bookBatchOnce(tx, config, eventId, requests, offerId));
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
 * A request's failure is its own (docs/api/bookings.md#how-seats-are-taken): when a batch's transaction fails, its
 * halves are tried again, each in its own transaction, down to the one request that fails; every
 * other request is decided on its own merits. Data the database refuses answers that request 400.
 */
export async function bookBatch(
  db: Db,
  config: Config,
  eventId: string,
  requests: BookingRequest[],
  offerId?: string,
): Promise<(BookingDto | Error)[]> {
  try {
    return await bookBatchInOneTransaction(db, config, eventId, requests, offerId);
  } catch (error) {
    if (requests.length === 1) {
      if (isDataException(error)) return [new BadRequest(AR_SERVER.invalidInput)];
      return [error instanceof Error ? error : new Error(String(error))];
    }
    const middle = Math.ceil(requests.length / 2);
    const first = await bookBatch(db, config, eventId, requests.slice(0, middle), offerId);
    const second = await bookBatch(db, config, eventId, requests.slice(middle), offerId);
    return [...first, ...second];
  }
}

/**
 * A batch booked, then (its commit done, in the same request) the unmatched transfers that name one
 * of its Pending bookings are matched to it (`docs/api/payments.md`, matching): an answer whose booking
 * found one (and was perhaps accepted by PAYMENTS_AUTO_ACCEPT) is read again.
 */
async function bookAndMatch(
  db: Db,
  config: Config,
  eventId: string,
  requests: BookingRequest[],
  offerId?: string,
): Promise<(BookingDto | Error)[]> {
  const answers = await bookBatch(db, config, eventId, requests, offerId);
  const pending = answers.flatMap((a) => (a instanceof Error || a.status !== 'Pending' ? [] : [a._id]));
  const matched = await paymentDetailsArrived(db, config, pending);
  if (matched.size === 0) return answers;
  const fresh = new Map((await bookingViewsByIds(db, [...matched])).map((v) => [v.booking.id, v]));
  return answers.map((a) => {
    const view = a instanceof Error ? undefined : fresh.get(a._id);
    return view ? toBookingDto(view) : a;
  });
}

/**
 * Booking a seat, for one app: requests for the same event share transactions (booking-batcher.ts),
 * so an event sells at the pace of batches, not of one commit per booking.
 */
export function createBookingDesk(db: Db, config: Config): (body: BookingRequest) => Promise<BookingDto> {
  const enqueue = createBatcher<BookingRequest, BookingDto>((eventId, requests) =>
    bookAndMatch(db, config, eventId, requests),
  );
  return async (body) => {
    if (!isId(body.eventId))
      throw sentPaymentRefusal(body) ?? new NotFound(AR_BOOKING_ERRORS.eventUnavailable);
    if (body.offer === undefined) return enqueue(body.eventId, body);
    // A waiting-list offer (section 14) takes its held seats in a small transaction of its own, under
    // the same event lock as the batches: offers are few (one per returned seat), and the batch's one
    // statement stays the same for the sales rush.
    const entryId = verifyWaitlistToken(config.ticketSecret, body.offer);
    if (!entryId) throw sentPaymentRefusal(body) ?? offerInvalid();
    const [answer] = await bookAndMatch(db, config, body.eventId, [body], entryId);
    if (answer instanceof Error) throw answer;
    return answer!;
  };
}
