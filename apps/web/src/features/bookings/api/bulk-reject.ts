import type { BookingBulkResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY } from '../../../api/keys';
import { apiEnvelope } from '../../../lib/api-client';
import { bookingKeys } from './get-bookings';

/**
 * POST /api/events/bookings/bulk-status: rejects the selected bookings, each on its own; answers one
 * result per id (a booking decided meanwhile by someone else comes back with its own message).
 */
export function useBulkReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, reason }: { ids: string[]; reason?: string }) => {
      const envelope = await apiEnvelope<{ results: BookingBulkResult[] }>(
        '/api/events/bookings/bulk-status',
        {
          method: 'POST',
          json: reason ? { ids, status: 'Rejected', reason } : { ids, status: 'Rejected' },
          auth: true,
        },
      );
      return { results: envelope.data.results, message: envelope.message };
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
  });
}
