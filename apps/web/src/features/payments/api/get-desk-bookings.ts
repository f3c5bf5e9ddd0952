import type { BookingDto } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAYMENTS_KEY } from './get-transfers';

/**
 * GET /api/events/bookings?status=Pending: the bookings waiting for money, "transfer in, amount
 * right" first (the server's order); each carries its `transfer`.
 */
export function useDeskBookings() {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'pending-bookings'],
    queryFn: () => apiRequest<BookingDto[]>('/api/events/bookings?status=Pending', { auth: true }),
  });
}
