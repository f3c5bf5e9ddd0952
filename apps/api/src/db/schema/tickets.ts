import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { events } from './events';
import { ticketTypes } from './ticket-types';
import { users } from './users';

/**
 * The tickets of a booking (docs/api/bookings.md#several-tickets): one per person, the booker's first
 * (position 0). Each has its own QR code and its own check-in. A booking made before tickets had
 * their own rows got one ticket whose id is the booking's, so QR codes already sent keep admitting.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    fullName: text('full_name').notNull(),
    /**
     * Its holder's name folded as the door's look-up compares names (search_fold, migration 0013;
     * db/folded-text.ts), kept by PostgreSQL: a look-up compares the stored text instead of folding the
     * names of the event's tickets one by one (docs/api/big-events.md#indexed-search).
     */
    searchName: text('search_name').generatedAlwaysAs(sql`search_fold(full_name)`),
    /** Null once erased with its booking (docs/api/privacy.md#what-is-erased). */
    nationalId: text('national_id'),
    /** Its type (docs/api/ticket-types.md); a row inserted without one gets the event's first type (trigger). */
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id, { onDelete: 'restrict' }),
    /** What it costs after its code's discount; a row inserted without one gets its type's price (trigger). */
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    /** Whether the booking's code applied to it (counted in the code's uses). */
    codeApplied: boolean('code_applied').notNull().default(false),
    /** Whether its booking is Pending or Accepted: one active ticket per national ID per event. */
    active: boolean('active').notNull().default(true),
    /**
     * How many times its holder changed (docs/api/ticket-transfer.md): signed into its QR token, so a
     * QR issued before the last change is told apart at the door.
     */
    qrVersion: integer('qr_version').notNull().default(0),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it last changed (a trigger sets it on every update): the door's snapshot changes. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_booking_position_idx').on(t.bookingId, t.position),
    uniqueIndex('tickets_active_national_id_idx').on(t.eventId, t.nationalId).where(sql`${t.active}`),
    index('tickets_event_idx').on(t.eventId),
    index('tickets_type_idx').on(t.ticketTypeId),
    index('tickets_event_changed_idx').on(t.eventId, t.changedAt),
    // The door's look-up by any part of a name (pg_trgm).
    index('tickets_search_name_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
