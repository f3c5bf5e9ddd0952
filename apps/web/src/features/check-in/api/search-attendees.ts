import type { AttendeeDto } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { snapshotTickets } from '../offline/door-db';
import { searchSnapshot } from '../offline/local-search';
import { searchAttendees } from './door-api';
import { doorKeys } from './keys';
import { probing } from './probing';

/** The look-up: the server online, the device's list offline. */
export function attendeeSearchOptions(eventId: string, query: string, online: boolean) {
  return queryOptions<AttendeeDto[]>({
    queryKey: doorKeys.attendees(eventId, query, online),
    queryFn: ({ signal }) =>
      online
        ? probing(() => searchAttendees(eventId, query, signal))
        : snapshotTickets(eventId).then((tickets) => searchSnapshot(tickets, query)),
    enabled: query.length > 0,
    // The device's list answers without a network.
    networkMode: online ? 'online' : 'always',
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5_000,
  });
}

export function useAttendeeSearch(eventId: string, query: string, online: boolean) {
  return useQuery(attendeeSearchOptions(eventId, query, online));
}
