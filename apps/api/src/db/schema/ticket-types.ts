import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * The kinds of seat an event sells (docs/api/ticket-types.md). Each type keeps its own seats, as the
 * event kept them before types: `available` the public can book, `held` withheld for the waiting
 * list. The event's total_seats, available_seats, held_seats and ticket_price are their sums (the
 * lowest public price), kept by the trigger of migration 0017 in the statement that changes a type;
 * an event inserted without types gets one, 'دخول عام', from the event's own columns.
 */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    available: integer('available').notNull(),
    /** Waiting-list seats of this type held apart from the public (docs/api/waitlist.md#offers). */
    held: integer('held').notNull().default(0),
    salesStart: timestamp('sales_start', { withTimezone: true }),
    salesEnd: timestamp('sales_end', { withTimezone: true }),
    hidden: boolean('hidden').notNull().default(false),
    maxPerBooking: integer('max_per_booking').notNull().default(6),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ticket_types_available_check', sql`${t.available} >= 0 AND ${t.held} >= 0`),
    check('ticket_types_seats_check', sql`${t.available} + ${t.held} <= ${t.quantity}`),
    check('ticket_types_quantity_check', sql`${t.quantity} >= 1`),
    check('ticket_types_price_check', sql`${t.price} >= 0`),
    check('ticket_types_max_per_booking_check', sql`${t.maxPerBooking} BETWEEN 1 AND 6`),
    uniqueIndex('ticket_types_event_name_idx').on(t.eventId, sql`lower(${t.name})`),
  ],
);

export type TicketTypeRow = typeof ticketTypes.$inferSelect;

/**
 * Discount, access and complimentary codes of an event (docs/api/codes.md). `uses` counts the tickets
 * of active bookings the code applied to: taken in the booking round's statement, given back when a
 * booking ends; the check keeps it within `max_uses` whatever runs at once.
 */
export const eventCodes = pgTable(
  'event_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['discount', 'access', 'comp'] }).notNull(),
    percentOff: integer('percent_off'),
    amountOff: numeric('amount_off', { precision: 10, scale: 2, mode: 'number' }),
    /** The types it applies to or unlocks; null: every type. */
    ticketTypeIds: uuid('ticket_type_ids').array(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'event_codes_uses_check',
      sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses})`,
    ),
    uniqueIndex('event_codes_event_code_idx').on(t.eventId, sql`upper(${t.code})`),
  ],
);

export type EventCodeRow = typeof eventCodes.$inferSelect;
