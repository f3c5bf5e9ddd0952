import type { AuditEntryDto } from '@app/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyKeys } from './keys';

const PAGE = 50;

/** GET /api/audit?limit=&before= (Admin): newest first, each page older than the last entry of the one before. */
export const accessLogQueryOptions = infiniteQueryOptions({
  queryKey: privacyKeys.accessLog(),
  queryFn: ({ signal, pageParam }) =>
    apiRequest<AuditEntryDto[]>(
      `/api/audit?limit=${PAGE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
      { auth: true, signal },
    ),
  initialPageParam: '',
  getNextPageParam: (last) => (last.length === PAGE ? last[last.length - 1]!._id : undefined),
  retry: false,
});

export function useAccessLog() {
  return useInfiniteQuery(accessLogQueryOptions);
}
