import type { WaitlistStaffEntry } from '@app/shared';
import { pagedListOptions, usePagedList } from '../../../lib/paged-list';

export const waitlistKeys = {
  event: (eventId: string) => ['waitlist', 'event', eventId] as const,
};

/**
 * GET /api/events/{eventId}/waitlist (Admin, Supporter) page by page (docs/api/big-events.md#paging):
 * the event's line, in joining order.
 */
export function eventWaitlistOptions(eventId: string) {
  return pagedListOptions<WaitlistStaffEntry>(
    waitlistKeys.event(eventId),
    `/api/events/${encodeURIComponent(eventId)}/waitlist`,
    {},
  );
}

export function useEventWaitlist(eventId: string) {
  return usePagedList(eventWaitlistOptions(eventId));
}
