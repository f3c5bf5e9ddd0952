import {
  AR,
  type EventDto,
  type EventFormValues,
  type EventUpdateValues,
  parseCairoDateTime,
} from '@app/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events } from '../../db/schema';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { deleteImage, type PreparedImage, saveImage, smallImagePath } from '../../lib/images';

type EventRow = typeof events.$inferSelect;
type StaffCounts = { acceptedCount: number; checkedInCount: number };

export function toEventDto(row: EventRow, counts?: StaffCounts): EventDto {
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
    ...counts,
  };
}

/** Accepted and checked-in bookings per event, for the staff view. */
// Aliased by hand: in a one-table query drizzle leaves columns unqualified, and an unqualified "id"
// inside the subquery would be the booking's own (every count 0).
const staffCounts = {
  acceptedCount: sql<number>`(select count(*)::int from bookings as b
    where b.event_id = "events"."id" and b.status = 'Accepted')`,
  checkedInCount: sql<number>`(select count(*)::int from bookings as b
    where b.event_id = "events"."id" and b.status = 'Accepted' and b.checked_in_at is not null)`,
};

/** Public: visible events, newest first. Staff: every event, with booking counts. */
export async function listEvents(db: Db, staff: boolean): Promise<EventDto[]> {
  if (!staff) {
    const rows = await db
      .select()
      .from(events)
      .where(eq(events.isShow, true))
      .orderBy(desc(events.createdAt));
    return rows.map((row) => toEventDto(row));
  }
  const rows = await db
    .select({ event: events, ...staffCounts })
    .from(events)
    .orderBy(desc(events.createdAt));
  return rows.map(({ event, acceptedCount, checkedInCount }) =>
    toEventDto(event, { acceptedCount: Number(acceptedCount), checkedInCount: Number(checkedInCount) }),
  );
}

export async function getEvent(db: Db, id: string, staff: boolean): Promise<EventDto> {
  const where = staff ? eq(events.id, id) : and(eq(events.id, id), eq(events.isShow, true));
  const [row] = await db
    .select({ event: events, ...staffCounts })
    .from(events)
    .where(where)
    .limit(1);
  if (!row) throw new NotFound(AR.events.notFound);
  const { event, acceptedCount, checkedInCount } = row;
  return toEventDto(
    event,
    staff ? { acceptedCount: Number(acceptedCount), checkedInCount: Number(checkedInCount) } : undefined,
  );
}

const IMAGE_FOLDER = 'events';

export async function createEvent(db: Db, values: EventFormValues, image: PreparedImage): Promise<EventDto> {
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
        image: await saveImage(tx, IMAGE_FOLDER, image),
      })
      .returning();
    return toEventDto(row!);
  });
}

/**
 * Applies any subset of the fields. A new totalSeats moves availableSeats by the same amount in one
 * statement, refused when it would fall below the seats already taken (pending + accepted bookings).
 * A new image replaces the old one in the same transaction.
 */
export async function updateEvent(
  db: Db,
  id: string,
  values: EventUpdateValues,
  image?: PreparedImage,
): Promise<EventDto> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
    if (!current) throw new NotFound(AR.events.notFound);
    const taken = current.totalSeats - current.availableSeats;
    if (values.totalSeats !== undefined && values.totalSeats < taken) {
      throw new BadRequest(AR.events.seatsBelowTaken(taken), 'totalSeats');
    }
    const [row] = await tx
      .update(events)
      .set({
        ...(values.name !== undefined && { name: values.name }),
        ...(values.description !== undefined && { description: values.description }),
        ...(values.date !== undefined && { date: parseCairoDateTime(values.date) }),
        ...(values.location !== undefined && { location: values.location }),
        ...(values.ticketPrice !== undefined && { ticketPrice: values.ticketPrice }),
        ...(values.isShow !== undefined && { isShow: values.isShow }),
        ...(values.totalSeats !== undefined && {
          totalSeats: values.totalSeats,
          availableSeats: sql`${events.availableSeats} + ${values.totalSeats - current.totalSeats}`,
        }),
        ...(image !== undefined && { image: await saveImage(tx, IMAGE_FOLDER, image) }),
      })
      .where(eq(events.id, id))
      .returning();
    if (image !== undefined) await deleteImage(tx, current.image);
    return toEventDto(row!);
  });
}

/** Deletes an event without bookings (DECISIONS.md 4: one with bookings is hidden instead). */
export async function deleteEvent(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locking the row makes a booking arriving now wait, then find no event.
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
    if (!current) throw new NotFound(AR.events.notFound);
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.eventId, id))
      .limit(1);
    if (booking) throw new Conflict(AR.events.hasBookings);
    await tx.delete(events).where(eq(events.id, id));
    await deleteImage(tx, current.image);
  });
}
