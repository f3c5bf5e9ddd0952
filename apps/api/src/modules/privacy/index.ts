/** The privacy module's door: its routes, and the erasures retention runs after an event. */
export { findEmailsAbout } from './email-data';
export { erasePaymentsOfErasedBookings } from './payment-data';
export * from './personal-data';
