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
import { emailKeyColumn } from '../mailbox-key-sql';
import { events } from './events';
import { eventCodes } from './ticket-types';
import { users } from './users';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    /** Short code the payer writes in the transfer note (docs/api/bookings.md#reference-code). */
    reference: text('reference').notNull().unique(),
    /** Null once erased (retention or a privacy request, docs/api/privacy.md#what-is-erased; see erasedAt). */
    nationalId: text('national_id'),
    fullName: text('full_name').notNull(),
    email: text('email'),
    /** The mailbox the address reaches (packages/shared mailbox-key.ts), kept by the database; null once erased. */
    emailKey: text('email_key').generatedAlwaysAs(emailKeyColumn),
    /** Null for a free event's booking: nothing to pay, so no method or number is asked (docs/api/bookings.md#free-events). */
    paymentMethod: text('payment_method', { enum: ['InstaPay', 'VodafoneCash'] }),
    paymentNumber: text('payment_number'),
    status: text('status', { enum: ['Pending', 'Accepted', 'Rejected', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Why it left the active statuses: Rejected 'staff' or 'expired'; Cancelled 'booker' ('cancelled'
     * in rows from before staff and event cancels), 'staff' or 'event' (modules/bookings/transitions).
     */
    rejectionCause: text('rejection_cause'),
    /** Its tickets (section 13): 1 to 6, the booker's first; seats and the amount count them. */
    quantity: integer('quantity').notNull().default(1),
    /** The code it used (docs/api/codes.md), if any. */
    codeId: uuid('code_id').references(() => eventCodes.id, { onDelete: 'restrict' }),
    /**
     * Its tickets' prices before the code's discount, and the discount: it costs subtotal - discount.
     * A row inserted without a subtotal gets quantity x the event's price (trigger of migration 0017).
     */
    subtotal: numeric('subtotal', { precision: 10, scale: 2, mode: 'number' }),
    discount: numeric('discount', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** A Pending booking's payment deadline: createdAt + the event's paymentHours, never after the event. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A paid booking was cancelled or rejected: the money is owed back (refunds, docs/api/payments.md#refunds). */
    refundDue: boolean('refund_due').notNull().default(false),
    /** The staff's optional reason for the decision, shown to the booker and put in the email. */
    decisionReason: text('decision_reason'),
    /** Accepted although its transfer was short: why, given in the second confirmation (section 16). */
    shortPaymentReason: text('short_payment_reason'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** The booker's proof of payment (docs/api/booker-page.md#payment-proof): a private stored image and what they typed. */
    proofImage: text('proof_image'),
    proofTransactionId: text('proof_transaction_id'),
    proofSenderNumber: text('proof_sender_number'),
    proofUploadedAt: timestamp('proof_uploaded_at', { withTimezone: true }),
    /** Set once the "your booking expires soon" reminder is queued, so it goes once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Set when the event's reminder is queued (docs/api/event-messages.md#the-reminder-before-the-event), so it goes once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * When its personal data (national IDs, email, payment numbers, proof image and transaction ID)
     * was erased (modules/privacy): by retention after the event, or at the person's request. Set
     * once, so the retention job touches each booking once.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * When its status last changed (a trigger sets it, whoever changes it): the door's snapshot
     * sends only what changed since a device's copy (docs/api/check-in.md#snapshot).
     */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The campaign link it came by (docs/api/reports.md#campaign-links), `direct` without one. */
    source: text('source').notNull().default('direct'),
  },
  (t) => [
    uniqueIndex('bookings_active_national_id_idx')
      .on(t.eventId, t.nationalId)
      .where(sql`${t.status} in ('Pending', 'Accepted')`),
    index('bookings_event_status_idx').on(t.eventId, t.status),
    index('bookings_event_changed_idx').on(t.eventId, t.changedAt),
    // An event's bookings by their time: the CSV export's steps and the staff list's newest first.
    index('bookings_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('bookings_pending_created_idx').on(t.createdAt).where(sql`${t.status} = 'Pending'`),
    // The expiry job: Pending bookings with no proof, by deadline.
    index('bookings_unpaid_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'Pending' AND ${t.proofUploadedAt} IS NULL`),
    // The payment desk's duplicate check compares transaction IDs without case.
    index('bookings_proof_transaction_upper_idx')
      .on(sql`upper(${t.proofTransactionId})`)
      .where(sql`${t.proofTransactionId} is not null`),
    // "Find my bookings" and a privacy request find a person's bookings by the mailbox.
    index('bookings_email_key_idx').on(t.emailKey),
    // The holds-per-email count of every booking batch (repository/booking-round.ts): an index look-up per
    // mailbox instead of a scan of the event's active bookings.
    index('bookings_event_email_key_active_idx')
      .on(t.eventId, t.emailKey)
      .where(sql`${t.status} in ('Pending', 'Accepted')`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
