import type { UpdateUserBody, UserDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** PATCH /api/users/{id} { role?, password? } (Admin): a new password ends the account's sessions. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserBody }) =>
      apiEnvelope<UserDto>(`/api/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: body,
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
