import type { ChangePasswordBody } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';

/** PUT /api/users/profile/password; the server then revokes every session of the account. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiEnvelope<null>('/api/users/profile/password', { method: 'PUT', json: body, auth: true }),
  });
}
