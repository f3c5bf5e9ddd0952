import type { TicketDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ticketQueryKey } from './get-ticket';

export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TicketDto>(`/api/tickets/${encodeURIComponent(token)}/cancel`, { method: 'POST' }),
    onSuccess: (ticket) => queryClient.setQueryData(ticketQueryKey(token), ticket),
  });
}
