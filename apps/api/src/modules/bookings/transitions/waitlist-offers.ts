import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { events } from '../../../db/schema';
import { emailOf, enqueueEmails, type WaitlistFacts } from '../../email';
import type { EventRow } from '../booking-view';

/**
 * The waiting list's seats (docs/api/waitlist.md#offers), owned by the booking module: seats come back
 * in returnSeats (seats.ts), and the offer must be made in that same transaction, under the event's
 * lock the caller holds, with its email in the outbox, so two processes never offer one seat twice
 * and a crash loses no offer. The waitlist module (join, view, leave, the staff list) uses these
 * functions; this file imports nothing of it (dependencies point one way). A hook registered by the
 * waitlist module would have done the same, but as process-wide state that any job, script or test
 * building its own app could forget to register, and then returned seats would silently reach the
 * public: here the rule cannot be left out.
 *
 * The event's seats: `available_seats` the public can book, `held_seats` withheld for the list:
 * the seats of each Offered entry (their `held_seats`) plus a reserve, returned seats kept back
 * while the first in line needs more than have come back. While anyone waits, returned seats never
 * reach the public; once nobody waits, the reserve is given to the public.
 */

/**
 * When an offer made now ends: WAITLIST_OFFER_HOURS after it (as the entry joined under), never past
 * the event's sales close (a paid event's SALES_CLOSE_HOURS before it, a free one's start).
 */
const salesCloseOfEntry = sql`(e.date - (CASE WHEN e.ticket_price > 0 THEN w.close_hours ELSE 0 END) * interval '1 hour')`;
const offerDeadline = sql`least(now() + w.offer_hours * interval '1 hour', ${salesCloseOfEntry})`;

type SeatState = {
  available: number;
  held: number;
  offered: number;
  cancelled: boolean;
  name: string;
  date: Date | string;
};

/**
 * Seats came back to the event (`returned`, possibly 0 when an offer ended: its seats are already in
 * held_seats): offers them in joining order, each to the first Waiting entry whose quantity fits in
 * the reserve plus the public's seats (the reserve first), holds them and queues the offer email.
 * What no one in line can use stays in the reserve while anyone still waits, else goes public.
 * A cancelled event, or one whose offers could no longer be used (sales closed), offers nothing.
 * The caller holds the event's lock. Answers the event as it now is.
 */
export async function settleSeats(tx: Tx, eventId: string, returned: number): Promise<EventRow> {
  const [state] = rowsOf<SeatState>(
    await tx.execute(sql`
      SELECT e.available_seats AS available, e.held_seats AS held, e.cancelled_at IS NOT NULL AS cancelled,
        e.name, e.date,
        coalesce((SELECT sum(w.held_seats) FROM waitlist_entries AS w
                  WHERE w.event_id = e.id AND w.status = 'Offered'), 0)::int AS offered
      FROM events AS e WHERE e.id = ${eventId}::uuid`),
  );
  if (!state) throw new Error(`settleSeats: no event ${eventId}`);
  const offered = Number(state.offered);
  let reserve = Number(state.held) - offered + returned;
  let open = Number(state.available);

  // Those in line whose offer could still be used, in joining order, with whether their mailbox
  // (docs/api/bookings.md#booking-rules) already holds an offer of this event.
  const line = state.cancelled
    ? []
    : rowsOf<{ id: string; quantity: number; email_key: string | null; offered: boolean }>(
        await tx.execute(sql`
          SELECT w.id, w.quantity, w.email_key, EXISTS (
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
  let stillWaiting = false;
  for (const entry of line) {
    const mailbox = entry.email_key;
    if (mailbox !== null && (entry.offered || offeredTo.has(mailbox))) {
      stillWaiting = true;
      continue;
    }
    const quantity = Number(entry.quantity);
    if (quantity > reserve + open) {
      stillWaiting = true;
      continue;
    }
    chosen.push(entry.id);
    if (mailbox !== null) offeredTo.add(mailbox);
    const fromReserve = Math.min(reserve, quantity);
    reserve -= fromReserve;
    open -= quantity - fromReserve;
  }

  let newlyHeld = 0;
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
    newlyHeld = made.reduce((sum, row) => sum + Number(row.quantity), 0);
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
  if (!stillWaiting) {
    open += reserve;
    reserve = 0;
  }
  const [event] = await tx
    .update(events)
    .set({ availableSeats: open, heldSeats: offered + newlyHeld + reserve })
    .where(eq(events.id, eventId))
    .returning();
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
  await settleSeats(tx, eventId, 0);
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
 * A live offer of this event for a booking (its seats held, its time not passed); the caller holds the
 * event's lock, so it cannot expire or be taken meanwhile.
 */
export async function liveOffer(
  tx: Tx,
  eventId: string,
  entryId: string,
): Promise<{ id: string; heldSeats: number } | undefined> {
  const [row] = rowsOf<{ id: string; held_seats: number }>(
    await tx.execute(sql`
      SELECT id, held_seats FROM waitlist_entries
      WHERE id = ${entryId}::uuid AND event_id = ${eventId}::uuid AND status = 'Offered' AND offer_expires_at > now()`),
  );
  return row ? { id: row.id, heldSeats: Number(row.held_seats) } : undefined;
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
  await settleSeats(tx, eventId, 0);
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
  await settleSeats(tx, eventId, 0);
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
