import type { EventMessage } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { eventMessageKeys, messagesPath } from './keys';

export function useCancelMessage(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiEnvelope<EventMessage>(`${messagesPath(eventId)}/${encodeURIComponent(messageId)}`, {
        method: 'DELETE',
        auth: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: eventMessageKeys.list(eventId) }),
  });
}
