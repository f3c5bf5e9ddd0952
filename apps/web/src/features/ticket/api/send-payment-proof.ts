import type { TicketDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ticketQueryKey } from './get-ticket';

export type PaymentProofInput = { image: File; transactionId: string; senderNumber: string };

export function useSendPaymentProof(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentProofInput) => {
      const form = new FormData();
      if (input.transactionId.trim()) form.set('transactionId', input.transactionId.trim());
      if (input.senderNumber.trim()) form.set('senderNumber', input.senderNumber.trim());
      form.set('image', input.image);
      return apiRequest<TicketDto>(`/api/tickets/${encodeURIComponent(token)}/payment-proof`, {
        method: 'POST',
        formData: form,
      });
    },
    onSuccess: (ticket) => queryClient.setQueryData(ticketQueryKey(token), ticket),
  });
}
