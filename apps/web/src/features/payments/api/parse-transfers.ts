import type { TransferResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_DECISION_KEYS } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/payments/transfers/parse: pasted notification texts, read by the server. */
export function useParseTransfers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<TransferResult[]>('/api/payments/transfers/parse', {
        method: 'POST',
        json: { text },
        auth: true,
      }),
    onSettled: () => {
      for (const queryKey of BOOKING_DECISION_KEYS) queryClient.invalidateQueries({ queryKey });
    },
  });
}
