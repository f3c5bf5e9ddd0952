import type { EventDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventMessageKeys } from './keys';

/** The event's name and date for the screen's title (the public answer, staff see hidden ones too). */
export const messagesEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventMessageKeys.event(eventId),
    queryFn: () => apiRequest<EventDto>(`/api/events/event/${encodeURIComponent(eventId)}`, { auth: true }),
  });

export function useMessagesEvent(eventId: string) {
  return useQuery(messagesEventQuery(eventId));
}
