import type { ProfileDto, UpdateProfileBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { profileQueryKey } from '../../auth';

/** PATCH /api/users/profile { email }: the account's own address (docs/api/accounts.md#profile). */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiEnvelope<ProfileDto>('/api/users/profile', { method: 'PATCH', json: body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
