import type { EventDto } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The event being booked (same cache key as the event details page, so coming from there is instant). */
export function useBookingEvent(eventId: string) {
  return useQuery({
    queryKey: ['events', 'one', eventId],
    queryFn: () => apiRequest<EventDto>(`/api/events/event/${encodeURIComponent(eventId)}`),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
