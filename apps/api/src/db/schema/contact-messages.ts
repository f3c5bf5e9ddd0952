import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    requestType: text('request_type', {
      enum: ['Inquiry', 'Service Request', 'Technical Issue', 'Other'],
    }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'interviewScheduled', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    interviewDate: text('interview_date'),
    interviewTime: text('interview_time'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
);
