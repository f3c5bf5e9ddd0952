import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/logout (bearer): ends this session on the server, and the session of the refresh
 * token sent along. With `auth`, an expired access token is renewed once for the call.
 */
export function logoutOnServer(refreshToken: string | null, signal: AbortSignal): Promise<null> {
  return apiRequest<null>('/api/auth/logout', {
    method: 'POST',
    auth: true,
    json: refreshToken ? { refreshToken } : {},
    signal,
  });
}
