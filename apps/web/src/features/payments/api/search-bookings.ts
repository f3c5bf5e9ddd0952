import type { BookingDto } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './get-transfers';

/**
 * The bookings an unmatched transfer may be linked to by hand: the staff search (reference, name,
 * payment number, proof's transaction ID or sender) over Pending and Accepted bookings, keeping the
 * paid ones that hold no transfer yet. Nothing is asked before two characters.
 */
export function linkableBookingsQuery(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: paymentKeys.linkable(text),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const found = await apiRequest<BookingDto[]>(
        `/api/events/bookings?${new URLSearchParams({ q: text })}`,
        {
          auth: true,
        },
      );
      return found.filter((b) => b.amount > 0 && b.transfer === null);
    },
  });
}

export function useLinkableBookings(q: string) {
  return useQuery(linkableBookingsQuery(q));
}
