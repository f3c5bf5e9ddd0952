import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { emailKeyColumn } from '../mailbox-key-sql';
import { events } from './events';
import { ticketTypes } from './ticket-types';

/**
 * The waiting list of a sold-out event (docs/api/waitlist.md#offers). An entry waits in joining order
 * (`position`, a sequence: later joiners always have a higher one), is Offered seats that came back
 * (held for it: `heldSeats`, counted in events.held_seats, not in available_seats) until
 * `offerExpiresAt`, and ends Booked, Expired or Left. Its private link is its id signed with
 * TICKET_SECRET for this purpose (bookings/booking-tokens.ts, prefix W1): nothing secret is stored.
 *
 * `offerHours` and `closeHours` are the offer's clock as the server was configured when the person
 * joined (WAITLIST_OFFER_HOURS, SALES_CLOSE_HOURS): an offer is made in whichever transaction gave a
 * seat back (a staff rejection, the expiry job), and those do not carry the configuration.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: bigserial('position', { mode: 'number' }).notNull(),
    fullName: text('full_name').notNull(),
    /** Null once erased (retention or a privacy request, docs/api/privacy.md#what-is-erased). */
    email: text('email'),
    /** The mailbox the address reaches (packages/shared mailbox-key.ts): one place in line per mailbox. */
    emailKey: text('email_key').generatedAlwaysAs(emailKeyColumn),
    phone: text('phone'),
    quantity: integer('quantity').notNull(),
    /**
     * The type the entry waits for (docs/api/waitlist.md#ticket-types): only that type's returned seats
     * are offered to it. Filled with the event's first type when inserted without one (migration 0021).
     * A type is deleted only while no booking holds it; its line goes with it.
     */
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Waiting', 'Offered', 'Booked', 'Expired', 'Left'] })
      .notNull()
      .default('Waiting'),
    /** Seats held for this entry while Offered (0 otherwise). */
    heldSeats: integer('held_seats').notNull().default(0),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerHours: numeric('offer_hours', { precision: 8, scale: 4, mode: 'number' }).notNull().default(12),
    closeHours: numeric('close_hours', { precision: 8, scale: 4, mode: 'number' }).notNull().default(2),
    /** The booking that used the offer. */
    bookingId: uuid('booking_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waitlist_quantity_check', sql`${t.quantity} BETWEEN 1 AND 6`),
    check('waitlist_held_check', sql`${t.heldSeats} >= 0 AND ${t.heldSeats} <= ${t.quantity}`),
    index('waitlist_event_position_idx').on(t.eventId, t.position),
    index('waitlist_type_position_idx').on(t.ticketTypeId, t.position),
    index('waitlist_offer_expiry_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'Offered'`),
    // "Already waits" (waitlist.service.ts) and the offers (waitlist-offers.ts) compare mailboxes.
    // Not unique: entries made before mailboxes were compared may share one (the join holds the
    // event's lock, so no two new ones can, and an offer skips a mailbox already holding one).
    index('waitlist_active_email_key_idx')
      .on(t.eventId, t.emailKey)
      .where(sql`${t.status} IN ('Waiting', 'Offered')`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistStatus = WaitlistEntryRow['status'];
