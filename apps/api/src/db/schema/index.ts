export * from './bookings';
export * from './contact-messages';
export * from './email-outbox';
export * from './events';
export * from './projects';
export * from './tasks';
export * from './users';
