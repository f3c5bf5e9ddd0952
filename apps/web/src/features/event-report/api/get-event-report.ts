import type { EventDto, EventReportDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The page follows the sales and the door as they happen. */
const REPORT_REFRESH_MS = 60_000;

export const eventReportKeys = {
  all: ['event-report'] as const,
  report: (eventId: string) => ['event-report', eventId, 'report'] as const,
  event: (eventId: string) => ['event-report', eventId, 'event'] as const,
};

/** GET /api/events/{id}/report (docs/api/reports.md#the-report). */
export const eventReportQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventReportKeys.report(eventId),
    queryFn: ({ signal }) =>
      apiRequest<EventReportDto>(`/api/events/${encodeURIComponent(eventId)}/report`, { auth: true, signal }),
    refetchInterval: REPORT_REFRESH_MS,
  });

export function useEventReport(eventId: string) {
  return useQuery(eventReportQuery(eventId));
}

/** The event itself (a staff token sees a hidden one too): its name, day, capacity and state. */
export const staffEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventReportKeys.event(eventId),
    queryFn: ({ signal }) =>
      apiRequest<EventDto>(`/api/events/event/${encodeURIComponent(eventId)}`, { auth: true, signal }),
  });

export function useStaffEvent(eventId: string) {
  return useQuery(staffEventQuery(eventId));
}
