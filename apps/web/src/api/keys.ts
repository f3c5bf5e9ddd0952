/**
 * The roots of the query keys that more than one feature reads or changes (features do not import
 * each other): a feature builds its own factory under its root, and a write in another feature
 * invalidates the roots of what it changed. Keys one feature alone uses stay in its `api/`.
 */
export const EVENTS_KEY = ['events'] as const;
export const BOOKINGS_KEY = ['bookings'] as const;
export const PAYMENTS_KEY = ['payments'] as const;
export const EVENT_REPORT_KEY = ['event-report'] as const;

/** Events are read by the public pages, the admin list, the bookings filter and the sales setup. */
export const eventKeys = {
  all: EVENTS_KEY,
  public: () => [...EVENTS_KEY, 'public'] as const,
  one: (eventId: string) => [...EVENTS_KEY, 'one', eventId] as const,
  admin: () => [...EVENTS_KEY, 'admin'] as const,
  options: () => [...EVENTS_KEY, 'options'] as const,
};

/** What a booking's decision changes: its lists, the events' seat counts, the desk and the reports. */
export const BOOKING_DECISION_KEYS = [BOOKINGS_KEY, EVENTS_KEY, PAYMENTS_KEY, EVENT_REPORT_KEY] as const;
