/** The audit module's door: the access log and the keys that name a person in it. */
export * from './access-log';
export * from './person-key';
