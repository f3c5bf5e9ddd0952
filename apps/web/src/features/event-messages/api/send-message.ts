import type { EventMessage, MessageBodyInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { eventMessageKeys, messagesPath } from './keys';

export function useSendMessage(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageBodyInput) =>
      apiEnvelope<EventMessage>(messagesPath(eventId), { method: 'POST', json: body, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventMessageKeys.list(eventId) }),
  });
}
