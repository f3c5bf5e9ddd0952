import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

/**
 * The business wallet's incoming transfers (docs/api/payments.md#three-ways-in), from the statement import,
 * pasted notifications or the SMS-forwarding inbox, all stored alike. A transfer is stored once per
 * (method, transactionId) and settles at most one booking (`booking_id` unique); a booking takes one.
 */
export const paymentTransfers = pgTable(
  'payment_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    method: text('method', { enum: ['InstaPay', 'VodafoneCash'] }).notNull(),
    /** The wallet's transaction number; null when a forwarded or pasted text carried none. */
    transactionId: text('transaction_id'),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    senderNumber: text('sender_number'),
    senderName: text('sender_name'),
    note: text('note'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What matching found when it arrived: matched, accepted (automatic), mismatch, unmatched, late;
     * ignored (an inbox message from a sender not in PAYMENT_SMS_SENDERS, or one telling of money
     * that did not come in) or unreadable (an inbox message with no readable amount). Its state today
     * is read with its booking's status (payments/list-transfers.ts).
     */
    outcome: text('outcome', {
      enum: ['matched', 'accepted', 'mismatch', 'unmatched', 'late', 'ignored', 'unreadable'],
    }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    /** Which rule found its booking (transaction, reference, sender, name), or `hand` (linked at the desk). */
    matchedBy: text('matched_by', { enum: ['transaction', 'reference', 'sender', 'name', 'hand'] }),
    /** Marked "not ours" at the desk: kept, out of the queue (state `dismissed`), with who, when and why. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissedReason: text('dismissed_reason'),
    source: text('source', { enum: ['import', 'paste', 'inbox'] }).notNull(),
    /** The pasted or forwarded text as it came, and the SMS sender for the inbox. */
    rawText: text('raw_text'),
    smsFrom: text('sms_from'),
    /** sha256 of an inbox or pasted text with no transaction number, so the same message twice is a duplicate. */
    textHash: text('text_hash'),
    deviceId: uuid('device_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transfers_method_txn_idx')
      .on(t.method, t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    uniqueIndex('payment_transfers_text_hash_idx').on(t.textHash).where(sql`${t.textHash} is not null`),
    uniqueIndex('payment_transfers_booking_idx').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    index('payment_transfers_unmatched_idx')
      .on(t.receivedAt)
      .where(sql`${t.bookingId} is null AND ${t.outcome} <> 'ignored'`),
  ],
);

/** A phone that forwards the wallet's SMS to the inbox; only the token's sha256 is kept. */
export const paymentDevices = pgTable('payment_devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Money owed back: for a paid booking that was cancelled or rejected, and apart, the excess of an
 * overpaid transfer whose booking stands (`excess`). One of each per booking.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    excess: boolean('excess').notNull().default(false),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    method: text('method', { enum: ['InstaPay', 'VodafoneCash'] }),
    /** The transfer's sender, else the booking's payment number. */
    toNumber: text('to_number'),
    status: text('status', { enum: ['Due', 'Refunded'] })
      .notNull()
      .default('Due'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The outgoing transfer's number, written by staff when they mark it done. */
    transactionId: text('transaction_id'),
  },
  (t) => [
    index('refunds_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('refunds_booking_excess_idx').on(t.bookingId, t.excess),
  ],
);

export type PaymentTransferRow = typeof paymentTransfers.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
