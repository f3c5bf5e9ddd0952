import type { OutboxListDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const failedEmailsQueryKey = ['outbox', 'failed'] as const;

/** GET /api/admin/outbox?state=failed (Admin): emails given up after 3 days of retries. */
export const failedEmailsQueryOptions = queryOptions({
  queryKey: failedEmailsQueryKey,
  queryFn: ({ signal }) =>
    apiRequest<OutboxListDto>('/api/admin/outbox?state=failed', { auth: true, signal }),
  retry: false,
});

export function useFailedEmails() {
  return useQuery(failedEmailsQueryOptions);
}
