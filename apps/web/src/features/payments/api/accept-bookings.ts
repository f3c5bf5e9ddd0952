import type { BookingDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_DECISION_KEYS } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

/**
 * Accepts bookings whose transfer came with the right amount: one staff action, one decision per
 * booking (PUT /api/events/bookings/{id}/status), four at a time. Answers how many were accepted.
 */
export function useAcceptBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const queue = [...ids];
      let accepted = 0;
      await Promise.all(
        Array.from({ length: Math.min(4, queue.length) }, async () => {
          for (let id = queue.shift(); id; id = queue.shift()) {
            try {
              await apiRequest<BookingDto>(`/api/events/bookings/${id}/status`, {
                method: 'PUT',
                json: { status: 'Accepted' },
                auth: true,
              });
              accepted++;
            } catch {
              // Decided meanwhile by someone else: the list shows it once refreshed.
            }
          }
        }),
      );
      return accepted;
    },
    onSettled: () => {
      for (const queryKey of BOOKING_DECISION_KEYS) queryClient.invalidateQueries({ queryKey });
    },
  });
}
