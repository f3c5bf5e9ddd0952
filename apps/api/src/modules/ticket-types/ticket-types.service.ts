import {
  AR_EVENTS,
  AR_TYPES,
  MAX_TICKET_TYPES,
  type TicketTypeDto,
  type TicketTypeForm,
  type TicketTypeUpdate,
} from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { events, type TicketTypeRow, ticketTypes } from '../../db/schema';
import { BadRequest, Conflict, isUniqueViolation, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { salesCloseAt, typeWasHeld } from '../bookings';
import { toTicketTypeDto, typeRowsOf } from './ticket-type-dto';

/**
 * An event's ticket types (docs/api/ticket-types.md). Every change locks the event row first, as the
 * booking round does, so a type never changes under a round that is taking its seats; the event's
 * seats and price follow in the same statement (the trigger of migration 0017).
 */

type LockedEvent = { id: string; date: Date; ticketPrice: number };

async function lockEvent(tx: Tx, eventId: string): Promise<LockedEvent> {
  if (!isId(eventId)) throw new NotFound(AR_EVENTS.notFound);
  const [event] = await tx
    .select({ id: events.id, date: events.date, ticketPrice: events.ticketPrice })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!event) throw new NotFound(AR_EVENTS.notFound);
  return event;
}

async function typeOf(tx: Tx, eventId: string, typeId: string): Promise<TicketTypeRow> {
  if (!isId(typeId)) throw new NotFound(AR_TYPES.typeUnknown);
  const [row] = await tx
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.id, typeId), eq(ticketTypes.eventId, eventId)));
  if (!row) throw new NotFound(AR_TYPES.typeUnknown);
  return row;
}

const at = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The sales window's rules: start before end, the end never after the event's sales close. */
function checkWindow(
  config: Config,
  event: LockedEvent,
  type: Pick<TicketTypeRow, 'salesStart' | 'salesEnd' | 'price'>,
) {
  if (type.salesStart && type.salesEnd && type.salesStart >= type.salesEnd) {
    throw new BadRequest(AR_TYPES.salesWindowInvalid, 'salesEnd');
  }
  const close = salesCloseAt(config, { date: event.date, ticketPrice: Number(type.price) });
  if (type.salesEnd && type.salesEnd > close) throw new BadRequest(AR_TYPES.salesEndAfterClose, 'salesEnd');
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'ticket_types_event_name_idx')) throw new Conflict(AR_TYPES.nameTaken, 'name');
  throw error;
}

export async function listTicketTypes(db: Db, eventId: string): Promise<TicketTypeDto[]> {
  if (!isId(eventId)) throw new NotFound(AR_EVENTS.notFound);
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new NotFound(AR_EVENTS.notFound);
  const now = new Date();
  return (await typeRowsOf(db, eventId)).map((row) => toTicketTypeDto(row, now));
}

export async function createTicketType(
  db: Db,
  config: Config,
  eventId: string,
  form: TicketTypeForm,
): Promise<TicketTypeDto> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const existing = await typeRowsOf(tx, eventId);
    if (existing.length >= MAX_TICKET_TYPES) throw new Conflict(AR_TYPES.tooManyTypes);
    const values = {
      eventId,
      name: form.name,
      description: form.description ?? null,
      price: form.price,
      quantity: form.quantity,
      available: form.quantity,
      salesStart: at(form.salesStart),
      salesEnd: at(form.salesEnd),
      hidden: form.hidden ?? false,
      maxPerBooking: form.maxPerBooking ?? 6,
      sortOrder: form.sortOrder ?? Math.max(-1, ...existing.map((t) => t.sortOrder)) + 1,
    };
    checkWindow(config, event, values);
    const [row] = await tx.insert(ticketTypes).values(values).returning().catch(nameTaken);
    return toTicketTypeDto(row!);
  });
}

export async function updateTicketType(
  db: Db,
  config: Config,
  eventId: string,
  typeId: string,
  values: TicketTypeUpdate,
): Promise<TicketTypeDto> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const current = await typeOf(tx, eventId, typeId);
    const next = {
      ...(values.name !== undefined && { name: values.name }),
      ...(values.description !== undefined && { description: values.description }),
      ...(values.price !== undefined && { price: values.price }),
      ...(values.salesStart !== undefined && { salesStart: at(values.salesStart) }),
      ...(values.salesEnd !== undefined && { salesEnd: at(values.salesEnd) }),
      ...(values.hidden !== undefined && { hidden: values.hidden }),
      ...(values.maxPerBooking !== undefined && { maxPerBooking: values.maxPerBooking }),
      ...(values.sortOrder !== undefined && { sortOrder: values.sortOrder }),
    };
    checkWindow(config, event, { ...current, ...next });
    let quantity = {};
    if (values.quantity !== undefined && values.quantity !== current.quantity) {
      // Seats not open are taken by tickets or held for the waiting list: never below them.
      const taken = current.quantity - current.available;
      if (values.quantity < taken) {
        throw new Conflict(
          AR_TYPES.quantityBelowTaken(current.quantity - current.available - current.held),
          'quantity',
        );
      }
      quantity = {
        quantity: values.quantity,
        available: sql`${ticketTypes.available} + ${values.quantity - current.quantity}`,
      };
    }
    const [row] = await tx
      .update(ticketTypes)
      .set({ ...next, ...quantity })
      .where(eq(ticketTypes.id, typeId))
      .returning()
      .catch(nameTaken);
    return toTicketTypeDto(row!);
  });
}

/** Deletes a type no booking ever held (409 after: its sales are ended instead); never the last one. */
export async function deleteTicketType(db: Db, eventId: string, typeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    await typeOf(tx, eventId, typeId);
    if (await typeWasHeld(tx, typeId)) throw new Conflict(AR_TYPES.typeHasBookings);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, eventId));
    if (Number(n) <= 1) throw new Conflict(AR_TYPES.lastType);
    await tx.delete(ticketTypes).where(eq(ticketTypes.id, typeId));
  });
}

/**
 * An edit of the event's own totalSeats or ticketPrice (SPEC's dialog): with one type it edits that
 * type (the trigger mirrors it); with several, values that differ from the derived ones are 409 and
 * equal ones are left out of the update.
 */
export async function eventTotalsEdit<T extends { totalSeats?: number; ticketPrice?: number }>(
  tx: Tx,
  current: { id: string; totalSeats: number; ticketPrice: number | string },
  values: T,
): Promise<T> {
  if (values.totalSeats === undefined && values.ticketPrice === undefined) return values;
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, current.id));
  if (Number(n) <= 1) return values;
  const seatsDiffer = values.totalSeats !== undefined && values.totalSeats !== current.totalSeats;
  const priceDiffers = values.ticketPrice !== undefined && values.ticketPrice !== Number(current.ticketPrice);
  if (seatsDiffer || priceDiffers) throw new Conflict(AR_TYPES.severalTypes);
  return { ...values, totalSeats: undefined, ticketPrice: undefined };
}
