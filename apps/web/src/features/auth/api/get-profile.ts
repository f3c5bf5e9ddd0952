import { type ProfileDto, TIMINGS } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cacheProfile, getCachedProfile } from '../../../lib/session';

export const profileQueryKey = ['session', 'profile'] as const;

/**
 * GET /api/users/profile: who is signed in. Re-checked every 60 s (docs/product.md#states), so a revoked,
 * expired or suspended session is noticed while the panel stays open.
 */
export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async ({ signal }) => {
    const profile = await apiRequest<ProfileDto>('/api/users/profile', { auth: true, signal });
    cacheProfile(profile);
    return profile;
  },
  // Offline (a door without data) the panel opens with the last profile the server confirmed; the
  // check still runs, and a refusal (not a dropped connection) logs out as before.
  initialData: () => getCachedProfile<ProfileDto>(),
  initialDataUpdatedAt: 0,
  refetchInterval: TIMINGS.profileCheckMs,
  refetchIntervalInBackground: true,
  staleTime: TIMINGS.profileCheckMs,
  retry: false,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
