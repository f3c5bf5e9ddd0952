import type { TicketDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const ticketQueryKey = (token: string) => ['ticket', token] as const;

export const ticketQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ticketQueryKey(token),
    queryFn: () => apiRequest<TicketDto>(`/api/tickets/${encodeURIComponent(token)}`),
    // An invalid or unknown ticket link stays invalid.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 1,
    // The booker waits here for staff to accept: the page picks up the decision by itself.
    refetchInterval: (query) => (query.state.data?.status === 'Pending' ? 30_000 : false),
  });

export function useTicket(token: string) {
  return useQuery(ticketQueryOptions(token));
}
