/** The event messages screen's keys. */
export const eventMessageKeys = {
  list: (eventId: string) => ['event-messages', eventId] as const,
  event: (eventId: string) => ['event-messages', 'event', eventId] as const,
};

/** The event's messages (docs/api/event-messages.md), Admin and Supporter. */
export const messagesPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/messages`;
