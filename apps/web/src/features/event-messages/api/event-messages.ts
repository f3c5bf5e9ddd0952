import type { EventDto, EventMessage, MessageBodyInput, MessagePreview } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiRequest } from '../../../lib/api-client';

/** The event's messages (docs/api/event-messages.md), Admin and Supporter. */
const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/messages`;
const listKey = (eventId: string) => ['event-messages', eventId] as const;

/** The event's name and date for the screen's title (the public answer, staff see hidden ones too). */
export function useMessagesEvent(eventId: string) {
  return useQuery({
    queryKey: ['event-messages', 'event', eventId],
    queryFn: () => apiRequest<EventDto>(`/api/events/event/${encodeURIComponent(eventId)}`, { auth: true }),
  });
}

export function useEventMessages(eventId: string) {
  return useQuery({
    queryKey: listKey(eventId),
    queryFn: () => apiRequest<EventMessage[]>(base(eventId), { auth: true }),
    // A message being sent fills its counts as the outbox sends.
    refetchInterval: (query) =>
      query.state.data?.some((m) => m.status === 'Sending' || m.status === 'Scheduled') ? 10_000 : false,
  });
}

/** The recipient count and the first recipient's email; nothing is queued. */
export function previewMessage(eventId: string, body: MessageBodyInput, signal?: AbortSignal) {
  return apiRequest<MessagePreview>(`${base(eventId)}/preview`, {
    method: 'POST',
    json: body,
    auth: true,
    signal,
  });
}

export function useSendMessage(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageBodyInput) =>
      apiEnvelope<EventMessage>(base(eventId), { method: 'POST', json: body, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey(eventId) }),
  });
}

export function useCancelMessage(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiEnvelope<EventMessage>(`${base(eventId)}/${encodeURIComponent(messageId)}`, {
        method: 'DELETE',
        auth: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: listKey(eventId) }),
  });
}
