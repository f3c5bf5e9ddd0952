import type { PrivacySearchDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyKeys } from './keys';

/**
 * GET /api/privacy/search?q= (Admin). Personal data: never kept in the cache after the screen
 * leaves (gcTime 0), and the text is never put in the address bar or the browser's history.
 */
export const privacySearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: privacyKeys.search(q),
    queryFn: ({ signal }) =>
      apiRequest<PrivacySearchDto>(`/api/privacy/search?q=${encodeURIComponent(q)}`, { auth: true, signal }),
    enabled: q.length > 0,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePrivacySearch(q: string) {
  return useQuery(privacySearchQueryOptions(q));
}
