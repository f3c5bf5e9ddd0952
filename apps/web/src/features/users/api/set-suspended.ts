import type { UserDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** PATCH /api/users/{id}/suspend with the new state (the negation of the current one). */
export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isSuspended }: { id: string; isSuspended: boolean }) =>
      apiEnvelope<UserDto>(`/api/users/${encodeURIComponent(id)}/suspend`, {
        method: 'PATCH',
        json: { isSuspended },
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
