import type { EventMessage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventMessageKeys, messagesPath } from './keys';

export const eventMessagesQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventMessageKeys.list(eventId),
    queryFn: () => apiRequest<EventMessage[]>(messagesPath(eventId), { auth: true }),
    // A message being sent fills its counts as the outbox sends.
    refetchInterval: (query) =>
      query.state.data?.some((m) => m.status === 'Sending' || m.status === 'Scheduled') ? 10_000 : false,
  });

export function useEventMessages(eventId: string) {
  return useQuery(eventMessagesQuery(eventId));
}
