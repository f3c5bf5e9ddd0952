import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDoorEvents } from './door-api';
import { doorKeys } from './keys';
import { probing } from './probing';

export function doorEventsOptions() {
  return queryOptions({
    queryKey: doorKeys.events(),
    queryFn: ({ signal }) => probing(() => fetchDoorEvents(signal)),
    retry: false,
    staleTime: 30_000,
  });
}

export function useDoorEvents() {
  return useQuery(doorEventsOptions());
}
