import type { WaitlistView } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const waitlistEntryKey = (token: string) => ['waitlist', token] as const;

/** GET /api/waitlist/{token}: the holder's place; polled while waiting, so an offer shows by itself. */
export const waitlistEntryQuery = (token: string) =>
  queryOptions({
    queryKey: waitlistEntryKey(token),
    queryFn: () => apiRequest<WaitlistView>(`/api/waitlist/${encodeURIComponent(token)}`),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 1,
    refetchInterval: (query) => (query.state.data?.status === 'Waiting' ? 60_000 : false),
  });

export function useWaitlistEntry(token: string | undefined) {
  return useQuery({ ...waitlistEntryQuery(token ?? ''), enabled: Boolean(token) });
}

/** DELETE /api/waitlist/{token}: leave the line (a held offer moves on). */
export function useLeaveWaitlist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<WaitlistView>(`/api/waitlist/${encodeURIComponent(token)}`, { method: 'DELETE' }),
    onSuccess: (data) => queryClient.setQueryData(waitlistEntryKey(token), data),
  });
}
