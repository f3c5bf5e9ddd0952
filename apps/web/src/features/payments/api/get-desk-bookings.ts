import type { BookingDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './get-transfers';

/**
 * GET /api/events/bookings?status=Pending: the bookings waiting for money, "transfer in, amount
 * right" first (the server's order); each carries its `transfer`.
 */
export function deskBookingsQuery() {
  return queryOptions({
    queryKey: paymentKeys.pendingBookings(),
    queryFn: () => apiRequest<BookingDto[]>('/api/events/bookings?status=Pending', { auth: true }),
  });
}

export function useDeskBookings() {
  return useQuery(deskBookingsQuery());
}
