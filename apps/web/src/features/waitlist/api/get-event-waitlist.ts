import type { WaitlistStaffEntry } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/events/{eventId}/waitlist (Admin, Supporter): the event's line, in joining order. */
export function useEventWaitlist(eventId: string, enabled = true) {
  return useQuery({
    queryKey: ['waitlist', 'event', eventId],
    queryFn: () =>
      apiRequest<WaitlistStaffEntry[]>(`/api/events/${encodeURIComponent(eventId)}/waitlist`, { auth: true }),
    enabled,
  });
}
