import type { BookingReceiptDto, BookingRequest } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { withProofOfWork } from '../../../lib/proof-of-work';

/**
 * POST /api/events/bookings (public): 201 with the booking, its reference code and where to pay.
 * Past a few bookings from one address the server asks for a proof-of-work first; it is solved unseen.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRequest) =>
      withProofOfWork(
        async (altcha) =>
          (
            await apiEnvelope<BookingReceiptDto>('/api/events/bookings', {
              method: 'POST',
              json: altcha ? { ...body, altcha } : body,
            })
          ).data,
      ),
    // A booking takes a seat: the availability labels must not show stale numbers.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
