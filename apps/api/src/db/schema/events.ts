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
    ticketPrice: numeric('ticket_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('events_seats_check', sql`${t.availableSeats} >= 0 AND ${t.availableSeats} <= ${t.totalSeats}`),
    index('events_show_created_idx').on(t.isShow, t.createdAt),
  ],
);
