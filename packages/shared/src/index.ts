export * from './constants';
export * from './messages/ar';
export * from './messages/en';
export * from './roles';
export * from './schemas/bookings';
export * from './schemas/envelope';
export * from './schemas/events';
export * from './schemas/users';
