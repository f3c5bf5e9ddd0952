import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { events } from './events';
import { tickets } from './tickets';
import { users } from './users';

/**
 * Scans decided on a door's device while offline, as sync received them (docs/api/check-in.md#sync).
 * A scan is known by its event, its device and the device's scan id (an id is only the device's own:
 * another device, or the same one at another event, may send the same), so a sync sent again records
 * nothing new; the row keeps the answer given (outcome and the admission in force), so the same
 * answer can be given again.
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    scanId: text('scan_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Null when the scan matched no booking of the event (outcome invalid). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The ticket it admitted or ran into (section 13: the door admits per ticket); null when invalid. */
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['admitted', 'duplicate', 'invalid'] }).notNull(),
    /** The admission this scan made (admitted) or ran into (duplicate). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'check_in_scans_pkey', columns: [t.eventId, t.deviceId, t.scanId] }),
    index('check_in_scans_event_outcome_idx').on(t.eventId, t.outcome),
    index('check_in_scans_booking_idx').on(t.bookingId),
    index('check_in_scans_ticket_idx').on(t.ticketId),
  ],
);

/** Every admission and undo, with how (QR at the door, look-up, offline sync) and by whom. */
export const checkInLog = pgTable(
  'check_in_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The ticket admitted or undone (null only in rows older than tickets, whose ticket was the booking's). */
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['admit', 'undo'] }).notNull(),
    method: text('method', { enum: ['qr', 'manual', 'offline'] }).notNull(),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('check_in_log_booking_idx').on(t.bookingId, t.at)],
);
