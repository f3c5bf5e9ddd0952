/**
 * The payments module's door: app.ts mounts its routes (payments.routes.ts) and subscribes its
 * handlers to the bookings' events (docs/architecture.md#side-effects-by-events).
 */

export { transfersToHandle } from './list-transfers';
export { matchArrivedDetails } from './match-on-arrival';
export { refundEndedBookings } from './refunds';
