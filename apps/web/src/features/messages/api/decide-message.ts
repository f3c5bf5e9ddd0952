import type { ContactDecisionBody, ContactMessageDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { messageKeys } from './get-messages';

/** PUT /api/contact/contact-messages/{id}: reject, or accept with an interview (final either way). */
export function useDecideMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContactDecisionBody }) =>
      apiEnvelope<ContactMessageDto>(`/api/contact/contact-messages/${id}`, {
        method: 'PUT',
        json: body,
        auth: true,
      }),
    // Also after a 409: someone else decided it meanwhile, and the list should show that.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
