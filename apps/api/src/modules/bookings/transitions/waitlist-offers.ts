import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { events } from '../../../db/schema';
import { emailOf, enqueueEmails, type WaitlistFacts } from '../../email';
import type { EventRow } from '../booking-view';

/**
 * The waiting list's seats (docs/api/waitlist.md#offers), still in the booking module: returned seats
 * reach them through the bookings' `seatsReturned` event (seats.ts keeps them in their types' reserve
 * and raises it; app.ts subscribes the waitlist module's offerReturnedSeats, which settles them here),
 * and the offer is made in that same transaction, under the event's lock the caller holds, with its
 * email in the outbox, so two processes never offer one seat twice and a crash loses no offer. The
 * waitlist module (join, view, leave, the staff list) uses these functions; this file imports nothing
 * of it (dependencies point one way).
 *
 * Each ticket type's seats: `available` the public can book, `held` withheld for the entries waiting
 * for that type: the seats of each of its Offered entries (their `held_seats`) plus a reserve,
 * returned seats kept back while the first in its line needs more than have come back. While anyone
 * waits for a type, its returned seats never reach the public; once nobody does, its reserve is
 * given to the public. The event's `available_seats` and `held_seats` are the types' sums.
 */

/**
 * When an offer made now ends: WAITLIST_OFFER_HOURS after it (as the entry joined under), never past
 * the event's sales close (a paid event's SALES_CLOSE_HOURS before it, a free one's start).
 */
const salesCloseOfEntry = sql`(e.date - (CASE WHEN e.ticket_price > 0 THEN w.close_hours ELSE 0 END) * interval '1 hour')`;
const offerDeadline = sql`least(now() + w.offer_hours * interval '1 hour', ${salesCloseOfEntry})`;

type TypeSeats = { id: string; available: number; held: number; offered: number };

/**
 * Settles the event's seats, type by type (docs/api/waitlist.md#ticket-types): each type's reserve
 * (what it holds beyond its running offers: seats returned, or left by an offer that ended) is
 * offered in joining order, each to the first Waiting entry of that type whose quantity fits in the
 * reserve plus the type's public seats (the reserve first), held for it (`ticket_types.held`) and the
 * offer email queued. What no one waiting for the type can use stays in its reserve while anyone
 * still waits for it, else goes public. A cancelled event, or one whose offers could no longer be used
 * (sales closed), offers nothing. The event's counts follow its types' by trigger. The caller holds
 * the event's lock. Answers the event as it now is.
 */
export async function settleSeats(tx: Tx, eventId: string): Promise<EventRow> {
  const [state] = rowsOf<{ cancelled: boolean; name: string; date: Date | string }>(
    await tx.execute(sql`
      SELECT cancelled_at IS NOT NULL AS cancelled, name, date FROM events WHERE id = ${eventId}::uuid`),
  );
  if (!state) throw new Error(`settleSeats: no event ${eventId}`);
  const types = rowsOf<TypeSeats>(
    await tx.execute(sql`
      SELECT tt.id, tt.available, tt.held,
        coalesce((SELECT sum(w.held_seats) FROM waitlist_entries AS w
                  WHERE w.ticket_type_id = tt.id AND w.status = 'Offered'), 0)::int AS offered
      FROM ticket_types AS tt WHERE tt.event_id = ${eventId}::uuid
      ORDER BY tt.sort_order, tt.created_at`),
  );

  // Those in line whose offer could still be used, in joining order, with whether their mailbox
  // (docs/api/bookings.md#booking-rules) already holds an offer of this event.
  const line = state.cancelled
    ? []
    : rowsOf<{
        id: string;
        ticket_type_id: string;
        quantity: number;
        email_key: string | null;
        offered: boolean;
      }>(
        await tx.execute(sql`
          SELECT w.id, w.ticket_type_id, w.quantity, w.email_key, EXISTS (
              SELECT 1 FROM waitlist_entries AS o
              WHERE o.event_id = w.event_id AND o.email_key = w.email_key AND o.status = 'Offered'
            ) AS offered
          FROM waitlist_entries AS w JOIN events AS e ON e.id = w.event_id
          WHERE w.event_id = ${eventId}::uuid AND w.status = 'Waiting' AND ${offerDeadline} > now()
          ORDER BY w.position`),
      );
  const chosen: string[] = [];
  // One offer per mailbox: entries made before addresses were compared as mailboxes may share one.
  const offeredTo = new Set<string>();
  const seats = new Map<string, { reserve: number; open: number; offered: number; waiting: boolean }>(
    types.map((type) => [
      type.id,
      {
        reserve: Number(type.held) - Number(type.offered),
        open: Number(type.available),
        offered: Number(type.offered),
        waiting: false,
      },
    ]),
  );
  for (const entry of line) {
    const own = seats.get(entry.ticket_type_id);
    if (!own) continue;
    const mailbox = entry.email_key;
    if (mailbox !== null && (entry.offered || offeredTo.has(mailbox))) {
      own.waiting = true;
      continue;
    }
    const quantity = Number(entry.quantity);
    if (quantity > own.reserve + own.open) {
      own.waiting = true;
      continue;
    }
    chosen.push(entry.id);
    if (mailbox !== null) offeredTo.add(mailbox);
    const fromReserve = Math.min(own.reserve, quantity);
    own.reserve -= fromReserve;
    own.open -= quantity - fromReserve;
    own.offered += quantity;
  }

  if (chosen.length > 0) {
    const made = rowsOf<{
      id: string;
      email: string;
      full_name: string;
      quantity: number;
      offer_expires_at: Date | string;
    }>(
      await tx.execute(sql`
        UPDATE waitlist_entries AS w
        SET status = 'Offered', held_seats = w.quantity, offered_at = now(), offer_expires_at = ${offerDeadline},
            updated_at = now()
        FROM events AS e
        WHERE e.id = w.event_id AND w.status = 'Waiting'
          AND w.id IN (SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(chosen)}::json))
        RETURNING w.id, w.email, w.full_name, w.quantity, w.offer_expires_at`),
    );
    await enqueueEmails(
      tx,
      made.map((row) =>
        emailOf('waitlist-offer', row.email, {
          entryId: row.id,
          eventId,
          eventName: state.name,
          eventDate: new Date(state.date).toISOString(),
          fullName: row.full_name,
          seats: Number(row.quantity),
          offerExpiresAt: new Date(row.offer_expires_at).toISOString(),
        }),
      ),
    );
  }
  const changed = types.flatMap((type) => {
    const own = seats.get(type.id)!;
    if (!own.waiting) {
      own.open += own.reserve;
      own.reserve = 0;
    }
    const held = own.offered + own.reserve;
    return own.open === Number(type.available) && held === Number(type.held)
      ? []
      : [{ id: type.id, available: own.open, held }];
  });
  if (changed.length > 0) {
    // One statement: the event's counts follow by trigger (migration 0020), each type within its own limits.
    await tx.execute(sql`
      UPDATE ticket_types AS tt SET available = c.available, held = c.held
      FROM json_to_recordset(${JSON.stringify(changed)}::json) AS c(id uuid, available integer, held integer)
      WHERE tt.id = c.id`);
  }
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  return event!;
}

/** An entry that has just ended, with its event, as the UPDATE ... RETURNING gives it. */
type EndedEntry = {
  id: string;
  email: string;
  full_name: string;
  quantity: number;
  name: string;
  date: Date | string;
};

/** What the email of an entry that ended (no offer running) says. */
function endedEntryFacts(eventId: string, entry: EndedEntry): WaitlistFacts {
  return {
    entryId: entry.id,
    eventId,
    eventName: entry.name,
    eventDate: new Date(entry.date).toISOString(),
    fullName: entry.full_name,
    seats: Number(entry.quantity),
    offerExpiresAt: null,
  };
}

/** Locks the event of a waiting-list entry (the order every seat change takes: event first). */
async function lockEventOfEntry(tx: Tx, entryId: string): Promise<string | undefined> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT e.id FROM events AS e JOIN waitlist_entries AS w ON w.event_id = e.id
      WHERE w.id = ${entryId}::uuid FOR UPDATE OF e`),
  );
  return row?.id;
}

/**
 * An entry leaves the line (`Left`, its holder's choice, or `Expired`, an offer not used in time):
 * only from one of `from` and when `guard` holds; a held offer's seats move on to the next in line.
 * The expired holder is told by email. Answers whether the entry changed.
 */
export async function closeEntry(
  tx: Tx,
  entryId: string,
  { from, to, guard }: { from: ('Waiting' | 'Offered')[]; to: 'Left' | 'Expired'; guard?: SQL },
): Promise<boolean> {
  const eventId = await lockEventOfEntry(tx, entryId);
  if (!eventId) return false;
  const [closed] = rowsOf<EndedEntry>(
    await tx.execute(sql`
      UPDATE waitlist_entries AS w SET status = ${to}, held_seats = 0, updated_at = now()
      FROM events AS e
      WHERE e.id = w.event_id AND w.id = ${entryId}::uuid
        AND w.status IN (SELECT value FROM json_array_elements_text(${JSON.stringify(from)}::json))
        ${guard ? sql`AND ${guard}` : sql``}
      RETURNING w.id, w.email, w.full_name, w.quantity, e.name, e.date`),
  );
  if (!closed) return false;
  if (to === 'Expired') {
    await enqueueEmails(tx, [
      emailOf('waitlist-offer-expired', closed.email, endedEntryFacts(eventId, closed)),
    ]);
  }
  await settleSeats(tx, eventId);
  return true;
}

/** Offers whose time ran out, oldest first. */
export async function dueOffers(tx: Tx, limit: number): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT id FROM waitlist_entries WHERE status = 'Offered' AND offer_expires_at <= now()
      ORDER BY offer_expires_at LIMIT ${limit}`),
  ).map((row) => row.id);
}

/** The guard of an offer's expiry: only an offer whose time has passed (checked again under the lock). */
export const offerTimeIsUp = sql`w.offer_expires_at <= now()`;

/**
 * A live offer of this event for a booking (its seats held, of its entry's type, its time not
 * passed); the caller holds the event's lock, so it cannot expire or be taken meanwhile.
 */
export async function liveOffer(
  tx: Tx,
  eventId: string,
  entryId: string,
): Promise<{ id: string; heldSeats: number; ticketTypeId: string } | undefined> {
  const [row] = rowsOf<{ id: string; held_seats: number; ticket_type_id: string }>(
    await tx.execute(sql`
      SELECT id, held_seats, ticket_type_id FROM waitlist_entries
      WHERE id = ${entryId}::uuid AND event_id = ${eventId}::uuid AND status = 'Offered' AND offer_expires_at > now()`),
  );
  return row
    ? { id: row.id, heldSeats: Number(row.held_seats), ticketTypeId: row.ticket_type_id }
    : undefined;
}

/**
 * A booking took (part of) an offer's held seats (insertRound took them from held_seats): the entry
 * is Booked, and the seats it did not use move on to the next in line.
 */
export async function offerBooked(
  tx: Tx,
  eventId: string,
  entryId: string,
  bookingId: string,
): Promise<void> {
  await tx.execute(sql`
    UPDATE waitlist_entries SET status = 'Booked', held_seats = 0, booking_id = ${bookingId}::uuid, updated_at = now()
    WHERE id = ${entryId}::uuid AND status = 'Offered'`);
  await settleSeats(tx, eventId);
}

/** Why a line closes, which entries it ends, and the email each holder gets. */
const CLOSINGS = {
  /** The event was cancelled (section 15): everyone still waiting or holding an offer. */
  'event-cancelled': {
    statuses: ['Waiting', 'Offered'],
    guard: sql`true`,
    email: 'waitlist-event-cancelled',
  },
  /**
   * Sales closed (section 15): no offer can be made any more, so those still waiting are told instead
   * of waiting for nothing. A held offer keeps running: its deadline is never past the sales close.
   */
  'sales-closed': {
    statuses: ['Waiting'],
    guard: sql`${salesCloseOfEntry} <= now()`,
    email: 'waitlist-sales-closed',
  },
} as const;

/**
 * The line closes (the event cancelled, or its sales closed): the entries it ends become Expired and
 * each holder is emailed once; held seats go back to the event's count. The caller holds the
 * event's lock. Answers how many entries ended.
 */
export async function closeWaitlist(tx: Tx, eventId: string, cause: keyof typeof CLOSINGS): Promise<number> {
  const closing = CLOSINGS[cause];
  const closed = rowsOf<EndedEntry>(
    await tx.execute(sql`
      UPDATE waitlist_entries AS w SET status = 'Expired', held_seats = 0, updated_at = now()
      FROM events AS e
      WHERE e.id = w.event_id AND w.event_id = ${eventId}::uuid
        AND w.status IN (SELECT value FROM json_array_elements_text(${JSON.stringify(closing.statuses)}::json))
        AND ${closing.guard}
      RETURNING w.id, w.email, w.full_name, w.quantity, e.name, e.date`),
  );
  if (closed.length === 0) return 0;
  await enqueueEmails(
    tx,
    closed.map((row) => emailOf(closing.email, row.email, endedEntryFacts(eventId, row))),
  );
  await settleSeats(tx, eventId);
  return closed.length;
}

/** Events whose sales have closed while someone still waits in their line. */
export async function linesPastSalesClose(tx: Tx, limit: number): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT DISTINCT w.event_id AS id FROM waitlist_entries AS w JOIN events AS e ON e.id = w.event_id
      WHERE w.status = 'Waiting' AND ${salesCloseOfEntry} <= now()
      LIMIT ${limit}`),
  ).map((row) => row.id);
}
