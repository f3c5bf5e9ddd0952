import type { EventDto } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Events for the filter select (the bearer lets staff who may see hidden events see them too). */
export function useEventOptions() {
  return useQuery({
    queryKey: ['events', 'options'],
    queryFn: async () => {
      const events = await apiRequest<EventDto[]>('/api/events', { auth: true });
      return events.map((e) => ({ _id: e._id, name: e.name }));
    },
    staleTime: 60_000,
  });
}
