import type { RefundDto } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAYMENTS_KEY } from './get-transfers';

/** GET /api/payments/refunds: the ones to do first. */
export function useRefunds() {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'refunds'],
    queryFn: () => apiRequest<RefundDto[]>('/api/payments/refunds', { auth: true }),
  });
}
