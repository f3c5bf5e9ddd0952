import type { RefundDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './get-transfers';

/** POST /api/payments/refunds/{id}/done: the money went back, with the outgoing transaction number. */
export function useMarkRefundDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transactionId }: { id: string; transactionId: string }) =>
      apiRequest<RefundDto>(`/api/payments/refunds/${id}/done`, {
        method: 'POST',
        json: { transactionId },
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
