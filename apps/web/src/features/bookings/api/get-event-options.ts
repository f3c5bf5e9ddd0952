import type { EventDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

/** Events for the filter select (the bearer lets staff who may see hidden events see them too). */
export const eventOptionsQuery = () =>
  queryOptions({
    queryKey: eventKeys.options(),
    queryFn: async () => {
      const events = await apiRequest<EventDto[]>('/api/events', { auth: true });
      return events.map((e) => ({ _id: e._id, name: e.name }));
    },
    staleTime: 60_000,
  });

export function useEventOptions() {
  return useQuery(eventOptionsQuery());
}
