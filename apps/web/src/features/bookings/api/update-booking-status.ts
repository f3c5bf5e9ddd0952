import type { BookingDto, BookingStatusBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY, PAYMENTS_KEY } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './get-bookings';

/**
 * PUT /api/events/bookings/{id}/status: Pending to Accepted or Rejected (final), with an optional
 * reason; a short-paid booking's acceptance carries the second confirmation's `shortPaymentReason`.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason, shortPaymentReason }: { id: string } & BookingStatusBody) =>
      apiRequest<BookingDto>(`/api/events/bookings/${id}/status`, {
        method: 'PUT',
        json: { status, ...(reason && { reason }), ...(shortPaymentReason && { shortPaymentReason }) },
        auth: true,
      }),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      // The payment desk's queue, ledger and money expected read the same bookings.
      queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
      // A rejection gives the seat back: the events' numbers change too.
      queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
  });
}
