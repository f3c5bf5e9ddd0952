import type { EventDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

/** Visible events, newest first (the server already filters and sorts them for the public). */
export const publicEventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.public(),
    queryFn: async () => {
      const events = await apiRequest<EventDto[]>('/api/events');
      // No bearer is sent, but keep the public rule here too: never show a hidden event.
      return events.filter((e) => e.isShow).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    },
  });

export function useEventDtos() {
  return useQuery(publicEventsQuery());
}
