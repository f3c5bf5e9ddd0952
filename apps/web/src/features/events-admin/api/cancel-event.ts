import type { EventDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_KEY, EVENTS_KEY } from '../../../api/keys';
import { apiEnvelope } from '../../../lib/api-client';

/**
 * POST /api/events/{id}/cancel (Admin): the event stops selling, its Pending and Accepted bookings are
 * cancelled and every booker is emailed; the answer's message says how many were told.
 */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      const envelope = await apiEnvelope<EventDto>(`/api/events/${id}/cancel`, {
        method: 'POST',
        json: { reason },
        auth: true,
      });
      return { event: envelope.data, message: envelope.message };
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      // Its bookings changed status too.
      queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    },
  });
}
