import type { TicketDto, TicketHolderBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ticketQueryKey } from './get-ticket';

/** PUT /api/tickets/{token}/tickets/{ticketId}: a guest's ticket gets another holder. */
export function useChangeHolder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, holder }: { ticketId: string; holder: TicketHolderBody }) =>
      apiRequest<TicketDto>(
        `/api/tickets/${encodeURIComponent(token)}/tickets/${encodeURIComponent(ticketId)}`,
        {
          method: 'PUT',
          json: holder,
        },
      ),
    onSuccess: (ticket) => queryClient.setQueryData(ticketQueryKey(token), ticket),
  });
}
