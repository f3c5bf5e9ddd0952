import type { LoginBody, LoginResponse } from '@app/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/login (public): the tokens and the account id. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/users/login', { method: 'POST', json: body });
}
