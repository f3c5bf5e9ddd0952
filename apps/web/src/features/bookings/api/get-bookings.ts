import type { BookingDto } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type BookingsFilter = { eventId: string; q: string };

export const BOOKINGS_KEY = ['bookings'] as const;

/** GET /api/events/bookings: Pending and Accepted bookings (the server expires stale ones first). */
export function useBookings(filter: BookingsFilter) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, filter],
    queryFn: () => {
      const params = new URLSearchParams();
      if (filter.eventId) params.set('eventId', filter.eventId);
      if (filter.q) params.set('q', filter.q);
      const query = params.size ? `?${params}` : '';
      return apiRequest<BookingDto[]>(`/api/events/bookings${query}`, { auth: true });
    },
    // Typing in the search box keeps the last rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}
