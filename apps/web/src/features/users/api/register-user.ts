import type { RegisterUserInput, UserDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** POST /api/users/register (Admin); resolves to the server's success message and the new user. */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterUserInput) =>
      apiEnvelope<UserDto>('/api/users/register', { method: 'POST', json: body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
