import type { TransferInput, TransferResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_DECISION_KEYS } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

type TransferRow = Omit<TransferInput, 'senderNumber'> & { senderNumber?: string | null };

/** POST /api/payments/transfers: a statement parsed in the browser, up to 500 rows a call. */
export function useImportTransfers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transfers: TransferRow[]) =>
      apiRequest<TransferResult[]>('/api/payments/transfers', {
        method: 'POST',
        json: { transfers },
        auth: true,
      }),
    onSettled: () => {
      for (const queryKey of BOOKING_DECISION_KEYS) queryClient.invalidateQueries({ queryKey });
    },
  });
}
