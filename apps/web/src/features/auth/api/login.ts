import type { LoginBody, LoginResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withProofOfWork } from '../../../lib/proof-of-work';
import { setSession } from '../../../lib/session';

/**
 * POST /api/users/login (public): the tokens and the account id. Past 20 failed logins for a username
 * the server asks for a proof-of-work (docs/api/accounts.md#login-limits); it is solved unseen and the login sent
 * again, so the owner gets in after a short wait.
 */
export function login(body: LoginBody): Promise<LoginResponse> {
  return withProofOfWork((altcha) =>
    apiRequest<LoginResponse>('/api/users/login', {
      method: 'POST',
      json: altcha ? { ...body, altcha } : body,
    }),
  );
}

/** Logs in and keeps the session; nothing cached from an earlier account may show to this one. */
export function useLogin(onLoggedIn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      setSession({ accessToken: result.accessToken, refreshToken: result.refreshToken, userId: result._id });
      queryClient.clear();
      onLoggedIn();
    },
  });
}
