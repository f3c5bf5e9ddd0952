import { type ProfileDto, TIMINGS } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const profileQueryKey = ['session', 'profile'] as const;

/**
 * GET /api/users/profile: who is signed in. Re-checked every 60 s (SPEC.md section 4), so a revoked,
 * expired or suspended session is noticed while the panel stays open.
 */
export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => apiRequest<ProfileDto>('/api/users/profile', { auth: true, signal }),
  refetchInterval: TIMINGS.profileCheckMs,
  refetchIntervalInBackground: true,
  staleTime: TIMINGS.profileCheckMs,
  retry: false,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
