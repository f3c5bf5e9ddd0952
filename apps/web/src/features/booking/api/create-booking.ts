import type { BookingReceiptDto, BookingRequest } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';

/** POST /api/events/bookings (public): 201 with the booking, its reference code and where to pay. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BookingRequest) =>
      (await apiEnvelope<BookingReceiptDto>('/api/events/bookings', { method: 'POST', json: body })).data,
    // A booking takes a seat: the availability labels must not show stale numbers.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
