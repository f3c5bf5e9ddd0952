import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { failedEmailsQueryKey } from './get-failed-emails';

/** POST /api/admin/outbox/{id}/retry: due again at once; the sender job sends it within seconds. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiEnvelope<{ id: string; state: 'pending' }>(`/api/admin/outbox/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedEmailsQueryKey }),
  });
}
