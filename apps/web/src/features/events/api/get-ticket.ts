import type { TicketDto } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export function useTicket(token: string) {
  return useQuery({
    queryKey: ['ticket', token],
    queryFn: () => apiRequest<TicketDto>(`/api/tickets/${encodeURIComponent(token)}`),
    // An invalid or unknown ticket link stays invalid.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 1,
  });
}
