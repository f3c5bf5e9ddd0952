import type { EventDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

/** All events, hidden ones included, with accepted and checked-in counts (staff token). */
export const adminEventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.admin(),
    queryFn: () => apiRequest<EventDto[]>('/api/events', { auth: true }),
  });

export function useAdminEvents() {
  return useQuery(adminEventsQuery());
}
