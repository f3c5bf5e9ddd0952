import type { PaymentProofFields, TicketDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ticketQueryKey } from './get-ticket';

/** The screenshot and the fields as the shared schema gave them (trimmed; undefined when left empty). */
export type PaymentProofInput = PaymentProofFields & { image: File };

export function useSendPaymentProof(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentProofInput) => {
      const form = new FormData();
      if (input.transactionId) form.set('transactionId', input.transactionId);
      if (input.senderNumber) form.set('senderNumber', input.senderNumber);
      form.set('image', input.image);
      return apiRequest<TicketDto>(`/api/tickets/${encodeURIComponent(token)}/payment-proof`, {
        method: 'POST',
        formData: form,
      });
    },
    onSuccess: (ticket) => queryClient.setQueryData(ticketQueryKey(token), ticket),
  });
}
