import {
  AR_BOOKING_ERRORS,
  AR_EVENTS,
  AR_TYPES,
  AR_WAITLIST,
  mailboxKey,
  type PageMeta,
  type WaitlistJoin,
  type WaitlistJoinAnswer,
  type WaitlistStaffEntry,
  type WaitlistView,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type TicketTypeRow, waitlistEntries } from '../../db/schema';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { isId, requireId } from '../../lib/ids';
import { decodeCursor, encodeCursor, pageOf } from '../../lib/paging';
import {
  closeEntry,
  closeWaitlist,
  dueOffers,
  linesPastSalesClose,
  offerPath,
  offerTimeIsUp,
  salesCloseAt,
  settleSeats,
  signWaitlistToken,
  verifyWaitlistToken,
} from '../bookings';
import { emailOf, enqueueEmails } from '../email';
import { isOnSale, typeRowsOf } from '../ticket-types';

/**
 * The waiting list's use cases (docs/api/waitlist.md#join): join, see or leave one's place, the staff
 * list, and the expiry of offers not used in time. The seats themselves move in the booking module
 * (bookings/transitions/waitlist-offers.ts), under the event's lock, as every seat does.
 */

const W = AR_WAITLIST.server;

/**
 * Place in line: 1 + the entries of the same type that joined earlier and still wait or hold an offer
 * (each type's returned seats go to its own line: docs/api/waitlist.md#ticket-types).
 */
const placeInLine = sql<number>`(1 + (SELECT count(*) FROM waitlist_entries AS x
  WHERE x.event_id = w.event_id AND x.ticket_type_id IS NOT DISTINCT FROM w.ticket_type_id
    AND x.status IN ('Waiting', 'Offered') AND x.position < w.position))::int`;

/**
 * The type an entry waits for (docs/api/waitlist.md#ticket-types): the one named, which must be a
 * public type of the event (else 400) on sale now (else 409, as a booking); without one, the cheapest
 * public type on sale (the cheapest public one when none is, refused as not on sale).
 */
function typeToWaitFor(types: TicketTypeRow[], id: string | undefined, now: Date): TicketTypeRow {
  const open = types.filter((type) => !type.hidden);
  let type: TicketTypeRow | undefined;
  if (id !== undefined) {
    type = isId(id) ? open.find((t) => t.id === id) : undefined;
    if (!type) throw new BadRequest(AR_TYPES.typeUnknown, 'ticketTypeId');
  } else {
    const cheapest = (list: TicketTypeRow[]) =>
      list.reduce<TicketTypeRow | undefined>(
        (best, t) => (best === undefined || Number(t.price) < Number(best.price) ? t : best),
        undefined,
      );
    type = cheapest(open.filter((t) => isOnSale(t, now))) ?? cheapest(open);
    if (!type) throw new Conflict(AR_TYPES.typeNotOnSale, 'ticketTypeId');
  }
  if (!isOnSale(type, now)) throw new Conflict(AR_TYPES.typeNotOnSale, 'ticketTypeId');
  return type;
}

/**
 * POST /api/events/{eventId}/waitlist: under the event's lock, so the seats counted are the seats
 * there are. 409 when that many seats of the type are open (book instead), when the address already
 * waits, or when the event takes no entries (hidden, cancelled, past its sales close); 404 for no
 * event. The type is checked as typeToWaitFor says.
 */
export async function joinWaitlist(
  db: Db,
  config: Config,
  eventIdParam: string,
  body: WaitlistJoin,
): Promise<WaitlistJoinAnswer> {
  const eventId = requireId(eventIdParam, AR_EVENTS.notFound);
  return db.transaction(async (tx) => {
    const [event] = rowsOf<{
      is_show: boolean;
      cancelled_at: Date | null;
      date: Date | string;
      ticket_price: string | number;
      now: Date | string;
    }>(
      await tx.execute(sql`
        SELECT is_show, cancelled_at, date, ticket_price, now() AS now
        FROM events WHERE id = ${eventId}::uuid FOR UPDATE`),
    );
    if (!event) throw new NotFound(AR_EVENTS.notFound);
    if (!event.is_show) throw new Conflict(W.listClosed);
    if (event.cancelled_at) throw new Conflict(AR_BOOKING_ERRORS.eventCancelled);
    const close = salesCloseAt(config, { date: new Date(event.date), ticketPrice: event.ticket_price });
    if (new Date(event.now) >= close) throw new Conflict(AR_BOOKING_ERRORS.salesClosed);
    const type = typeToWaitFor(await typeRowsOf(tx, eventId), body.ticketTypeId, new Date(event.now));
    if (type.available >= body.quantity) throw new Conflict(W.seatsOpen, 'quantity');
    const [already] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT id FROM waitlist_entries
        WHERE event_id = ${eventId}::uuid AND email_key = ${mailboxKey(body.email)}
          AND status IN ('Waiting', 'Offered')`),
    );
    if (already) throw new Conflict(W.alreadyWaiting, 'email');
    // The event's lock (FOR UPDATE above) keeps a second join of this mailbox out meanwhile.
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        eventId,
        fullName: body.fullName,
        email: body.email,
        phone: body.phone ?? null,
        quantity: body.quantity,
        ticketTypeId: type.id,
        offerHours: config.waitlist.offerHours,
        closeHours: config.bookingClock.salesCloseHours,
      })
      .returning({ id: waitlistEntries.id });
    const id = row!.id;
    // Seats kept back for the line may already fit this party (the ones ahead need more).
    await settleSeats(tx, eventId);
    const entry = await entryView(tx, config, id);
    // An offer made at once has its own email; otherwise this one keeps the private link safe.
    if (entry!.status === 'Waiting') {
      await enqueueEmails(tx, [
        emailOf('waitlist-joined', body.email, {
          entryId: id,
          eventId,
          eventName: entry!.event.name,
          eventDate: entry!.event.date,
          fullName: body.fullName,
          seats: body.quantity,
          offerExpiresAt: null,
          position: entry!.position,
        }),
      ]);
    }
    return {
      position: entry!.position,
      ticketType: entry!.ticketType,
      token: signWaitlistToken(config.ticketSecret, id),
      status: entry!.status,
    };
  });
}

/** An entry as its holder sees it. */
async function entryView(tx: Tx, config: Config, id: string): Promise<WaitlistView | undefined> {
  const [row] = rowsOf<{
    event_id: string;
    status: WaitlistView['status'];
    quantity: number;
    held_seats: number;
    type_id: string;
    type_name: string;
    offer_expires_at: Date | string | null;
    full_name: string;
    email: string | null;
    created_at: Date | string;
    name: string;
    date: Date | string;
    location: string;
    place: number;
  }>(
    await tx.execute(sql`
      SELECT w.event_id, w.status, w.quantity, w.held_seats, w.offer_expires_at, w.full_name, w.email,
        w.created_at, tt.id AS type_id, tt.name AS type_name,
        e.name, e.date, e.location, ${placeInLine} AS place
      FROM waitlist_entries AS w JOIN events AS e ON e.id = w.event_id
        JOIN ticket_types AS tt ON tt.id = w.ticket_type_id
      WHERE w.id = ${id}::uuid`),
  );
  if (!row) return undefined;
  const offered = row.status === 'Offered';
  return {
    position: Number(row.place),
    status: row.status,
    quantity: Number(row.quantity),
    ticketType: { _id: row.type_id, name: row.type_name },
    heldSeats: Number(row.held_seats),
    offerUrl: offered ? offerPath(config, row.event_id, id) : null,
    offerExpiresAt: offered && row.offer_expires_at ? new Date(row.offer_expires_at).toISOString() : null,
    event: {
      _id: row.event_id,
      name: row.name,
      date: new Date(row.date).toISOString(),
      location: row.location,
    },
    fullName: row.full_name,
    // While Offered: the booking form the offer opens is filled with what was already given.
    email: offered ? row.email : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function entryIdOf(config: Config, token: string): string {
  const id = verifyWaitlistToken(config.ticketSecret, token);
  if (!id) throw new NotFound(W.entryNotFound);
  return id;
}

/** GET /api/waitlist/{token}: an offer whose time ran out is expired first (its seats move on). */
export async function viewEntry(db: Db, config: Config, token: string): Promise<WaitlistView> {
  const id = entryIdOf(config, token);
  const view = await entryView(db, config, id);
  if (!view) throw new NotFound(W.entryNotFound);
  if (view.status !== 'Offered' || !view.offerExpiresAt || new Date(view.offerExpiresAt) > new Date())
    return view;
  // The event's lock only when there is something to expire (a page polling must not contend with sales).
  await db.transaction((tx) =>
    closeEntry(tx, id, { from: ['Offered'], to: 'Expired', guard: offerTimeIsUp }),
  );
  return (await entryView(db, config, id))!;
}

/** DELETE /api/waitlist/{token}: Left; a held offer's seats move on. 409 once the place has ended. */
export async function leaveWaitlist(db: Db, config: Config, token: string): Promise<WaitlistView> {
  const id = entryIdOf(config, token);
  return db.transaction(async (tx) => {
    const left = await closeEntry(tx, id, { from: ['Waiting', 'Offered'], to: 'Left' });
    const view = await entryView(tx, config, id);
    if (!view) throw new NotFound(W.entryNotFound);
    if (!left) throw new Conflict(W.cannotLeave);
    return view;
  });
}

/** GET /api/events/{eventId}/waitlist (Admin, Supporter): every entry, in joining order. */
export async function listEntries(
  db: Db,
  eventIdParam: string,
  page?: { limit: number; cursor?: string; secret: string },
): Promise<{ items: WaitlistStaffEntry[]; meta?: PageMeta }> {
  const eventId = requireId(eventIdParam, AR_EVENTS.notFound);
  await expireOffers(db);
  const [event] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM events WHERE id = ${eventId}::uuid`),
  );
  if (!event) throw new NotFound(AR_EVENTS.notFound);
  // A page starts after the last place of the one before (places are a sequence: docs/api/waitlist.md).
  const after = page?.cursor
    ? Number(decodeCursor(page.secret, 'waitlist', { eventId }, page.cursor, 1)[0])
    : 0;
  const rows = rowsOf<{
    id: string;
    position: number;
    full_name: string;
    email: string | null;
    phone: string | null;
    quantity: number;
    type_id: string;
    type_name: string;
    status: WaitlistStaffEntry['status'];
    created_at: Date | string;
    offer_expires_at: Date | string | null;
    total: number;
  }>(
    await db.execute(sql`
      SELECT * FROM (
        SELECT w.id, row_number() OVER (ORDER BY w.position)::int AS position, w.full_name,
          w.email, w.phone, w.quantity, tt.id AS type_id, tt.name AS type_name, w.status, w.created_at,
          w.offer_expires_at, count(*) OVER ()::int AS total
        FROM waitlist_entries AS w JOIN ticket_types AS tt ON tt.id = w.ticket_type_id
        WHERE w.event_id = ${eventId}::uuid
      ) AS entry
      WHERE ${page ? sql`position > ${after}` : sql`true`}
      ORDER BY position
      ${page ? sql`LIMIT ${page.limit + 1}` : sql``}`),
  );
  const paged = page
    ? pageOf(rows, page.limit, (last) => encodeCursor(page.secret, 'waitlist', { eventId }, [last.position]))
    : { items: rows, nextCursor: null };
  const items = paged.items.map((row) => ({
    _id: row.id,
    position: Number(row.position),
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    quantity: Number(row.quantity),
    ticketType: { _id: row.type_id, name: row.type_name },
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    offerExpiresAt:
      row.status === 'Offered' && row.offer_expires_at ? new Date(row.offer_expires_at).toISOString() : null,
  }));
  if (!page) return { items };
  const total = rows[0]?.total ?? (await countEntries(db, eventId));
  return { items, meta: { nextCursor: paged.nextCursor, total } };
}

async function countEntries(db: Db, eventId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM waitlist_entries WHERE event_id = ${eventId}::uuid`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Offers not used in time expire: each in its own small transaction, guarded (still Offered, its time
 * passed) under the event's lock, so the job is idempotent and safe on many processes at once; the
 * seats move on to the next in line and the holder is emailed. Answers how many expired.
 */
export async function expireOffers(db: Db, limit = 200): Promise<number> {
  let expired = 0;
  for (const id of await dueOffers(db, limit)) {
    const closed = await db.transaction((tx) =>
      closeEntry(tx, id, { from: ['Offered'], to: 'Expired', guard: offerTimeIsUp }),
    );
    if (closed) expired++;
  }
  return expired;
}

/**
 * Lines of events whose sales have closed: those still waiting can no longer be offered a seat, so
 * their entries end (Expired) and each is told, one event at a time under its lock. Idempotent and
 * safe on many processes at once. Answers how many entries ended.
 */
export async function closeLinesAtSalesClose(db: Db, limit = 50): Promise<number> {
  let closed = 0;
  for (const eventId of await linesPastSalesClose(db, limit)) {
    closed += await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM events WHERE id = ${eventId}::uuid FOR UPDATE`);
      return closeWaitlist(tx, eventId, 'sales-closed');
    });
  }
  return closed;
}
