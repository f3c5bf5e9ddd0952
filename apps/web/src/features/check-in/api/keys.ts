/** The door's query keys: everything for one event under `all`, so a sync or an admission refreshes it. */
export const doorKeys = {
  events: () => ['door', 'events'] as const,
  all: (eventId: string) => ['door', eventId] as const,
  stats: (eventId: string) => ['door', eventId, 'stats'] as const,
  duplicates: (eventId: string) => ['door', eventId, 'duplicates'] as const,
  attendees: (eventId: string, q: string, online: boolean) =>
    ['door', eventId, 'attendees', online ? 'server' : 'device', q] as const,
  holders: (eventId: string, bookingId: string, online: boolean) =>
    ['door', eventId, 'holders', bookingId, online] as const,
};
