import type { PaymentsSummary } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './get-transfers';

/**
 * GET /api/payments/summary: bookings waiting for money and the EGP still owed, counted by the server
 * over every booking (what is missing of a short payment too), not over the rows loaded.
 */
export function paymentsSummaryQuery() {
  return queryOptions({
    queryKey: paymentKeys.summary(),
    queryFn: () => apiRequest<PaymentsSummary>('/api/payments/summary', { auth: true }),
  });
}

export function usePaymentsSummary() {
  return useQuery(paymentsSummaryQuery());
}
