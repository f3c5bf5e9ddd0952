import type { EventDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ADMIN_EVENTS_KEY = ['events', 'admin'] as const;

/** All events, hidden ones included, with accepted and checked-in counts (staff token). */
export const adminEventsQuery = () =>
  queryOptions({
    queryKey: ADMIN_EVENTS_KEY,
    queryFn: () => apiRequest<EventDto[]>('/api/events', { auth: true }),
  });

export function useAdminEvents() {
  return useQuery(adminEventsQuery());
}
