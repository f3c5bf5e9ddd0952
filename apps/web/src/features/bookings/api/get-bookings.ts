import type { BookingDto, BookingStatus, BookingsPageMeta } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { BOOKINGS_KEY } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';
import { pagedListOptions, usePagedList } from '../../../lib/paged-list';

/** `all`: Pending and Accepted together (the server's list without a status). */
export type DeskStatus = BookingStatus | 'all';

export type BookingsFilter = { eventId: string; q: string; status: DeskStatus };

/** The bookings queries' keys: everything under BOOKINGS_KEY, so a decision refreshes them all. */
export const bookingKeys = {
  all: BOOKINGS_KEY,
  list: (filter: BookingsFilter) => [...BOOKINGS_KEY, 'list', filter] as const,
  one: (id: string | null) => [...BOOKINGS_KEY, 'one', id] as const,
  /** Not under BOOKINGS_KEY: an image does not change with a decision. */
  proof: (url: string | undefined, uploadedAt: string | undefined) =>
    ['booking-proof', url, uploadedAt] as const,
};

function bookingsPath(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return `/api/events/bookings${search.size ? `?${search}` : ''}`;
}

/**
 * GET /api/events/bookings page by page (docs/api/big-events.md#paging): one status (the server sorts
 * Pending by the nearest deadline), or Pending and Accepted for `all`; the counters in `meta` cover
 * the whole filter, every status.
 */
export function bookingsListOptions(filter: BookingsFilter) {
  return pagedListOptions<BookingDto, BookingsPageMeta>(bookingKeys.list(filter), '/api/events/bookings', {
    eventId: filter.eventId,
    q: filter.q,
    status: filter.status === 'all' ? undefined : filter.status,
  });
}

export function useBookings(filter: BookingsFilter) {
  return usePagedList(bookingsListOptions(filter));
}

/** One booking by its id, in whatever status (a link from another booking sharing its transaction ID). */
export function useBooking(id: string | null) {
  return useQuery({
    queryKey: bookingKeys.one(id),
    queryFn: async () => {
      const [booking] = await apiRequest<BookingDto[]>(bookingsPath({ id: id! }), { auth: true });
      return booking ?? null;
    },
    enabled: id !== null,
  });
}
