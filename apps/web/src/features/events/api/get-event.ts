import type { EventDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../api/keys';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.one(eventId),
    queryFn: () => apiRequest<EventDto>(`/api/events/event/${encodeURIComponent(eventId)}`),
    // A missing event will not appear by retrying.
    retry: (count, error) => !isNotFound(error) && count < 1,
  });

export function useEvent(eventId: string) {
  return useQuery(eventQuery(eventId));
}

export function isNotFound(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}
