import { EVENTS_KEY } from '../../../api/keys';

/** Under the events root: a write to an event, its types or its codes refreshes them all. */
export const salesSetupKeys = {
  types: (eventId: string) => [...EVENTS_KEY, 'ticket-types', eventId] as const,
  codes: (eventId: string) => [...EVENTS_KEY, 'codes', eventId] as const,
};
