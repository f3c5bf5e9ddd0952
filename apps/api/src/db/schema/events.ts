import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Public path of the stored image, e.g. /uploads/events/<random>.webp */
    image: text('image'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    totalSeats: integer('total_seats').notNull().default(100),
    availableSeats: integer('available_seats').notNull().default(100),
    /**
     * Seats withheld from the public for the waiting list (docs/api/waitlist.md#offers): held by offers,
     * plus returned seats kept back while the first in line needs more than have come back.
     */
    heldSeats: integer('held_seats').notNull().default(0),
    ticketPrice: numeric('ticket_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    isShow: boolean('is_show').notNull().default(true),
    /** Hours a booker has to pay (docs/api/bookings.md#the-payment-clock); the deadline is never after the event starts. */
    paymentHours: integer('payment_hours').notNull().default(24),
    /** Hours before the event when each Accepted booking is reminded (docs/api/event-messages.md#the-reminder-before-the-event); 0: none. */
    reminderHours: integer('reminder_hours').notNull().default(24),
    /** Set when an Admin cancels the event (section 15): it takes no more bookings; nothing is deleted. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('events_payment_hours_check', sql`${t.paymentHours} BETWEEN 1 AND 72`),
    check('events_reminder_hours_check', sql`${t.reminderHours} BETWEEN 0 AND 168`),
    check('events_seats_check', sql`${t.availableSeats} >= 0 AND ${t.availableSeats} <= ${t.totalSeats}`),
    check(
      'events_held_seats_check',
      sql`${t.heldSeats} >= 0 AND ${t.availableSeats} + ${t.heldSeats} <= ${t.totalSeats}`,
    ),
    index('events_show_created_idx').on(t.isShow, t.createdAt),
  ],
);

export type EventRow = typeof events.$inferSelect;
