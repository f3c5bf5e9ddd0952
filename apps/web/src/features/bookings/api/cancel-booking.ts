import type { BookingDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY } from '../../../api/keys';
import { apiEnvelope } from '../../../lib/api-client';
import { bookingKeys } from './get-bookings';

/**
 * POST /api/events/bookings/{id}/cancel { reason }: a Pending or Accepted booking nobody entered with
 * becomes Cancelled, its seat returns and the booker is told why (409 otherwise).
 */
export function useStaffCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      const envelope = await apiEnvelope<BookingDto>(`/api/events/bookings/${id}/cancel`, {
        method: 'POST',
        json: { reason },
        auth: true,
      });
      return { booking: envelope.data, message: envelope.message };
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
  });
}
