/**
 * The email module's door: the transactional outbox (a write queues an email in its own transaction)
 * and the templates the sender renders. Email never imports the modules that send it.
 */
export { arabicPrice } from './arabic-numbers';
export { emlFile, removeEmlFiles } from './eml-files';
export { countFailedEmails } from './failed-emails';
export { buildIcs, type CalendarEvent } from './ics';
export * from './outbox';
export * from './templates';
export type { BookingFacts } from './templates/booker-parts';
export type { EventMessageFacts } from './templates/event-message';
export type { WaitlistFacts } from './templates/waitlist-offer';
