/**
 * The booking aggregate's statements (docs/architecture.md#the-booking-repository): every read and
 * write of bookings, tickets and check-in marks that another module needs, each a function taking the
 * caller's database or transaction (fastify/demo's tasks-repository). Grouped by who asks, one file
 * each under repository/; this file is their one name. The module's own statements (the booking
 * round, seats, status changes, views, the staff list, the export) are in repository/ too, imported
 * by the module's files from there, not exported here.
 */
export * from './repository/admission-marks';
export * from './repository/audience-reads';
export * from './repository/booker-page';
export * from './repository/door-reads';
export * from './repository/door-scans';
export * from './repository/payment-desk';
export * from './repository/payment-matching';
export * from './repository/payment-trail';
export * from './repository/personal-data';
export * from './repository/reminders';
export * from './repository/report-reads';
export * from './repository/sales-usage';
export * from './repository/staff-counts';
export * from './repository/ticket-holders';
