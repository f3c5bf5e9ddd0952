import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    /** Short code the payer writes in the transfer note (DECISIONS.md section 5). */
    reference: text('reference').notNull().unique(),
    nationalId: text('national_id').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    paymentMethod: text('payment_method', { enum: ['InstaPay', 'VodafoneCash'] }).notNull(),
    paymentNumber: text('payment_number').notNull(),
    status: text('status', { enum: ['Pending', 'Accepted', 'Rejected'] })
      .notNull()
      .default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was rejected: 'staff' or 'expired'. */
    rejectionCause: text('rejection_cause'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bookings_active_national_id_idx')
      .on(t.eventId, t.nationalId)
      .where(sql`${t.status} in ('Pending', 'Accepted')`),
    index('bookings_event_status_idx').on(t.eventId, t.status),
    index('bookings_pending_created_idx').on(t.createdAt).where(sql`${t.status} = 'Pending'`),
  ],
);
