export * from './constants';
export * from './messages/ar';
export * from './messages/en';
export * from './roles';
export * from './schemas/envelope';
export * from './schemas/users';
