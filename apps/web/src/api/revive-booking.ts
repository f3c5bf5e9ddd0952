import type { BookingDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../lib/api-client';
import { BOOKING_DECISION_KEYS } from './keys';

/**
 * POST /api/events/bookings/{id}/revive: a booking rejected by the clock whose money turned up late
 * becomes Accepted if its seat is free (the ticket is emailed), else 409. Used by the bookings page
 * and the payments desk.
 */
export function useReviveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const envelope = await apiEnvelope<BookingDto>(`/api/events/bookings/${id}/revive`, {
        method: 'POST',
        auth: true,
      });
      return { booking: envelope.data, message: envelope.message };
    },
    onSettled: () => {
      for (const queryKey of BOOKING_DECISION_KEYS) queryClient.invalidateQueries({ queryKey });
    },
  });
}
