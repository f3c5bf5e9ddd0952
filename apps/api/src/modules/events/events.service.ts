import {
  AR_EVENTS,
  AR_EVENTS_ADMIN,
  type EventDto,
  type EventFormValues,
  type EventUpdateValues,
  parseCairoDateTime,
  WAITLIST_MAX_QUANTITY,
} from '@app/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { events, waitlistEntries } from '../../db/schema';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { deleteImage, type PreparedImage, saveImage, smallImagePath } from '../../lib/images';
import {
  eventBookingCounts,
  eventHasBookings,
  openSeatsAfterResize,
  returnSeats,
  salesCloseAt,
  seatsAddedByResize,
} from '../bookings';
import { eventTotalsEdit, publicTypesOfEvents } from '../ticket-types';

type EventRow = typeof events.$inferSelect;
type StaffCounts = { acceptedCount: number; checkedInCount: number };

/**
 * The waiting list as the public sees it (section 14): `open` while it takes entries (shown, not
 * cancelled, before sales close) and seats are short (fewer open than the largest party may ask for).
 */
function waitlistOf(config: Config, row: EventRow, waiting: number, now = new Date()): EventDto['waitlist'] {
  const takesEntries = row.isShow && !row.cancelledAt && now < salesCloseAt(config, row);
  return { open: takesEntries && row.availableSeats < WAITLIST_MAX_QUANTITY, waiting };
}

/** An event's answer; `salesCloseAt` and the cancellation tell the pages whether it still sells (section 15). */
export function toEventDto(
  config: Config,
  row: EventRow,
  counts?: StaffCounts,
  waiting = 0,
  ticketTypes?: EventDto['ticketTypes'],
): EventDto {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    imageSmall: smallImagePath(row.image),
    date: row.date.toISOString(),
    location: row.location,
    totalSeats: row.totalSeats,
    availableSeats: row.availableSeats,
    ticketPrice: Number(row.ticketPrice),
    isShow: row.isShow,
    createdAt: row.createdAt.toISOString(),
    paymentHours: row.paymentHours,
    reminderHours: row.reminderHours,
    salesCloseAt: salesCloseAt(config, row).toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelledAt ? row.cancelReason : null,
    waitlist: waitlistOf(config, row, waiting),
    ...(ticketTypes && { ticketTypes }),
    ...counts,
  };
}

/** Accepted and checked-in bookings per event, for the staff view. */
const staffCounts = eventBookingCounts;

/** People in line (Waiting or holding an offer) per event. */
const waitingCount = sql<number>`(select count(*)::int from waitlist_entries as w
  where w.event_id = "events"."id" and w.status in ('Waiting', 'Offered'))`;

/** People in line for one event, in the caller's transaction. */
export async function waitingFor(tx: Tx, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.eventId, eventId), inArray(waitlistEntries.status, ['Waiting', 'Offered'])),
    );
  return Number(row?.n ?? 0);
}

/** Public: visible events, newest first. Staff: every event, with booking counts. */
export async function listEvents(db: Db, config: Config, staff: boolean): Promise<EventDto[]> {
  if (!staff) {
    const rows = await db
      .select({ event: events, waiting: waitingCount })
      .from(events)
      .where(eq(events.isShow, true))
      .orderBy(desc(events.createdAt));
    const types = await publicTypesOfEvents(
      db,
      rows.map((row) => row.event.id),
    );
    return rows.map(({ event, waiting }) =>
      toEventDto(config, event, undefined, Number(waiting), types.get(event.id) ?? []),
    );
  }
  const rows = await db
    .select({ event: events, ...staffCounts, waiting: waitingCount })
    .from(events)
    .orderBy(desc(events.createdAt));
  const types = await publicTypesOfEvents(
    db,
    rows.map((row) => row.event.id),
  );
  return rows.map(({ event, acceptedCount, checkedInCount, waiting }) =>
    toEventDto(
      config,
      event,
      { acceptedCount: Number(acceptedCount), checkedInCount: Number(checkedInCount) },
      Number(waiting),
      types.get(event.id) ?? [],
    ),
  );
}

export async function getEvent(db: Db, config: Config, id: string, staff: boolean): Promise<EventDto> {
  const where = staff ? eq(events.id, id) : and(eq(events.id, id), eq(events.isShow, true));
  const [row] = await db
    .select({ event: events, ...staffCounts, waiting: waitingCount })
    .from(events)
    .where(where)
    .limit(1);
  if (!row) throw new NotFound(AR_EVENTS.notFound);
  const { event, acceptedCount, checkedInCount, waiting } = row;
  const types = await publicTypesOfEvents(db, [event.id]);
  return toEventDto(
    config,
    event,
    staff ? { acceptedCount: Number(acceptedCount), checkedInCount: Number(checkedInCount) } : undefined,
    Number(waiting),
    types.get(event.id) ?? [],
  );
}

const IMAGE_FOLDER = 'events';

export async function createEvent(
  db: Db,
  config: Config,
  values: EventFormValues,
  image: PreparedImage,
): Promise<EventDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        name: values.name,
        description: values.description,
        date: parseCairoDateTime(values.date),
        location: values.location,
        totalSeats: values.totalSeats,
        availableSeats: values.totalSeats,
        ticketPrice: values.ticketPrice,
        paymentHours: values.paymentHours,
        reminderHours: values.reminderHours,
        image: await saveImage(tx, IMAGE_FOLDER, image),
      })
      .returning();
    return toEventDto(config, row!);
  });
}

/**
 * Applies any subset of the fields. A new totalSeats moves availableSeats by the same amount in one
 * statement, refused when it would fall below the seats already taken (pending + accepted bookings).
 * A new image replaces the old one in the same transaction.
 */
export async function updateEvent(
  db: Db,
  config: Config,
  id: string,
  edit: EventUpdateValues,
  image?: PreparedImage,
): Promise<EventDto> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
    if (!current) throw new NotFound(AR_EVENTS.notFound);
    // docs/api/ticket-types.md: the event's seats and price are its types'; with one type, this edits it.
    const values = await eventTotalsEdit(tx, current, edit);
    const taken = current.totalSeats - current.availableSeats;
    if (values.totalSeats !== undefined && values.totalSeats < taken) {
      throw new BadRequest(AR_EVENTS_ADMIN.seatsBelowTaken(taken), 'totalSeats');
    }
    const changes = {
      ...(values.name !== undefined && { name: values.name }),
      ...(values.description !== undefined && { description: values.description }),
      ...(values.date !== undefined && { date: parseCairoDateTime(values.date) }),
      ...(values.location !== undefined && { location: values.location }),
      ...(values.ticketPrice !== undefined && { ticketPrice: values.ticketPrice }),
      ...(values.isShow !== undefined && { isShow: values.isShow }),
      ...(values.paymentHours !== undefined && { paymentHours: values.paymentHours }),
      ...(values.reminderHours !== undefined && { reminderHours: values.reminderHours }),
      ...(values.totalSeats !== undefined && {
        totalSeats: values.totalSeats,
        availableSeats: openSeatsAfterResize(values.totalSeats, current.totalSeats),
      }),
      ...(image !== undefined && { image: await saveImage(tx, IMAGE_FOLDER, image) }),
    };
    // Totals equal to a several-type event's own were dropped: the edit may change nothing else.
    const [row] =
      Object.keys(changes).length === 0
        ? [current]
        : await tx.update(events).set(changes).where(eq(events.id, id)).returning();
    if (image !== undefined) await deleteImage(tx, current.image);
    // New seats are returned seats: the waiting list is offered them before the public sees them.
    const added =
      values.totalSeats === undefined ? 0 : seatsAddedByResize(values.totalSeats, current.totalSeats);
    const resized = added > 0 ? await returnSeats(tx, id, added) : row!;
    return toEventDto(config, resized, undefined, await waitingFor(tx, id));
  });
}

/** Deletes an event without bookings (docs/api/events.md#delete: one with bookings is hidden instead). */
export async function deleteEvent(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locking the row makes a booking arriving now wait, then find no event.
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
    if (!current) throw new NotFound(AR_EVENTS.notFound);
    if (await eventHasBookings(tx, id)) throw new Conflict(AR_EVENTS_ADMIN.hasBookings);
    await tx.delete(events).where(eq(events.id, id));
    await deleteImage(tx, current.image);
  });
}
