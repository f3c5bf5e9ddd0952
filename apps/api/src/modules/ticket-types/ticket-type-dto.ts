import type { TicketTypeDto } from '@app/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type TicketTypeRow, ticketTypes } from '../../db/schema';

/** Whether a type can be booked at `now`: inside its sales window (docs/api/ticket-types.md). */
export function isOnSale(row: Pick<TicketTypeRow, 'salesStart' | 'salesEnd'>, now: Date): boolean {
  return (!row.salesStart || row.salesStart <= now) && (!row.salesEnd || now < row.salesEnd);
}

export function toTicketTypeDto(row: TicketTypeRow, now = new Date()): TicketTypeDto {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    quantity: row.quantity,
    available: row.available,
    salesStart: row.salesStart?.toISOString() ?? null,
    salesEnd: row.salesEnd?.toISOString() ?? null,
    hidden: row.hidden,
    maxPerBooking: row.maxPerBooking,
    sortOrder: row.sortOrder,
    onSale: isOnSale(row, now),
  };
}

/** An event's types in their order (the public's only: never the hidden ones). */
export async function typeRowsOf(db: Tx, eventId: string, publicOnly = false): Promise<TicketTypeRow[]> {
  return db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), publicOnly ? eq(ticketTypes.hidden, false) : undefined))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.createdAt));
}

/** The public types of several events at once (the events list), in their order. */
export async function publicTypesOfEvents(db: Tx, eventIds: string[]): Promise<Map<string, TicketTypeDto[]>> {
  const byEvent = new Map<string, TicketTypeDto[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select()
    .from(ticketTypes)
    .where(and(inArray(ticketTypes.eventId, eventIds), eq(ticketTypes.hidden, false)))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.createdAt));
  const now = new Date();
  for (const row of rows) {
    byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), toTicketTypeDto(row, now)]);
  }
  return byEvent;
}
