import type { TransferResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
    onSettled: () => queryClient.invalidateQueries(),
  });
}
