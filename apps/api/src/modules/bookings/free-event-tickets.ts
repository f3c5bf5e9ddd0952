import { randomUUID } from 'node:crypto';
import type { BookingRequest } from '@app/shared';
import type { Config } from '../../config';
import type { OutgoingEmail } from '../email/outbox';
import { bookingAcceptedEmail } from './booking-emails';
import { newBookingReference } from './booking-reference';
import { type EventRow, emailEvent } from './booking-view';

/**
 * A free event's bookings are Accepted at once, with their ticket email (QR code included) queued in
 * the booking batch: this file draws those tickets, before the event's lock when it can.
 */

export type TicketFacts = Pick<EventRow, 'id' | 'name' | 'date' | 'location' | 'ticketPrice'>;

/** A free event's booking drawn before the lock: its id and reference, and its ticket email. */
export type DrawnTicket = { id: string; reference: string; mail: OutgoingEmail };
export type DrawnTickets = { event: TicketFacts; byRequest: Map<number, DrawnTicket> };

export function ticketEmailOf(
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
    event: emailEvent(event),
  });
}

/** What the last batch of each free event saw under its lock (a hint for the next batch's tickets). */
const freeEventsSeen = new Map<string, TicketFacts & { availableSeats: number }>();
const FREE_EVENTS_REMEMBERED = 500;

export function rememberEvent(event: TicketFacts & { availableSeats: number }) {
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
export async function drawFreeTickets(
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

export function sameTicketFacts(a: TicketFacts, b: TicketFacts): boolean {
  return (
    a.name === b.name &&
    a.location === b.location &&
    a.date.getTime() === b.date.getTime() &&
    Number(a.ticketPrice) === Number(b.ticketPrice)
  );
}
