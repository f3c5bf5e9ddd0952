import type { TransferDto, TransferState } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PAYMENTS_KEY = ['payments'] as const;

/** GET /api/payments/transfers: the ledger, optionally one state (without one: all but the dismissed). */
export function useTransfers(state: TransferState | '') {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'transfers', state],
    queryFn: () =>
      apiRequest<TransferDto[]>(`/api/payments/transfers${state ? `?state=${state}` : ''}`, { auth: true }),
  });
}
