import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDoorStats } from './door-api';
import { doorKeys } from './keys';
import { probing } from './probing';

/** The progress figures (and the probe that notices the network is back) every 10 s. */
export const STATS_REFRESH_MS = 10_000;

export function doorStatsOptions(eventId: string) {
  return queryOptions({
    queryKey: doorKeys.stats(eventId),
    queryFn: ({ signal }) => probing(() => fetchDoorStats(eventId, signal)),
    refetchInterval: STATS_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });
}

export function useDoorStats(eventId: string) {
  return useQuery(doorStatsOptions(eventId));
}
