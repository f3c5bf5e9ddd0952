import type { BookingDto, TicketHolderBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { bookingKeys } from './get-bookings';

/** PUT /api/events/bookings/{id}/tickets/{ticketId} (Admin, Supporter): a guest's ticket gets another holder. */
export function useStaffChangeHolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      ticketId,
      holder,
    }: {
      id: string;
      ticketId: string;
      holder: TicketHolderBody;
    }) => {
      const envelope = await apiEnvelope<BookingDto>(`/api/events/bookings/${id}/tickets/${ticketId}`, {
        method: 'PUT',
        json: holder,
        auth: true,
      });
      return { booking: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
