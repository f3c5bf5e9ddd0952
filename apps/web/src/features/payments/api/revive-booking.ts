import type { BookingDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/events/bookings/{id}/revive: money that came after the deadline (section 15). */
export function useReviveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<BookingDto>(`/api/events/bookings/${id}/revive`, { method: 'POST', auth: true }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
