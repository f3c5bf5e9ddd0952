import type { BookingDto, BookingStatusBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BOOKINGS_KEY } from './get-bookings';

/** PUT /api/events/bookings/{id}/status: Pending to Accepted or Rejected (final), with an optional reason. */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string } & BookingStatusBody) =>
      apiRequest<BookingDto>(`/api/events/bookings/${id}/status`, {
        method: 'PUT',
        json: reason ? { status, reason } : { status },
        auth: true,
      }),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
      // A rejection gives the seat back: the events' numbers change too.
      queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
