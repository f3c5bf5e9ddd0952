import type { BookingDto, BookingStatus } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `all`: Pending and Accepted together (the server's list without a status). */
export type DeskStatus = BookingStatus | 'all';

export type BookingsFilter = { eventId: string; q: string; status: DeskStatus };

export const BOOKINGS_KEY = ['bookings'] as const;

function bookingsPath(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return `/api/events/bookings${search.size ? `?${search}` : ''}`;
}

/**
 * GET /api/events/bookings: one status (the server sorts Pending by the nearest deadline), or
 * Pending and Accepted for `all`; the server expires stale bookings first.
 */
export function useBookings(filter: BookingsFilter) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, filter],
    queryFn: () =>
      apiRequest<BookingDto[]>(
        bookingsPath({
          eventId: filter.eventId,
          q: filter.q,
          status: filter.status === 'all' ? undefined : filter.status,
        }),
        { auth: true },
      ),
    // Typing in the search box keeps the last rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** One booking by its id, in whatever status (a link from another booking sharing its transaction ID). */
export function useBooking(id: string | null) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'one', id],
    queryFn: async () => {
      const [booking] = await apiRequest<BookingDto[]>(bookingsPath({ id: id! }), { auth: true });
      return booking ?? null;
    },
    enabled: id !== null,
  });
}
