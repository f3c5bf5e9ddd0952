import type { PrivacyEraseDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { privacyKeys } from './keys';

/** POST /api/privacy/erase { q } (Admin): 409 while the person holds an active booking of an event to come. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: string) =>
      apiEnvelope<PrivacyEraseDto>('/api/privacy/erase', { method: 'POST', json: { q }, auth: true }),
    onSettled: (_data, _error, q) => queryClient.invalidateQueries({ queryKey: privacyKeys.search(q) }),
  });
}
