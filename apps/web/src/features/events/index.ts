// The events feature's public entry: what other features may use of it.
export { eventQuery, isNotFound, useEvent } from './api/get-event';
