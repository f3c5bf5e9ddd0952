import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { fetchDoorStats } from './api/door-api';
import { door, isNetworkError } from './offline/door-runtime';

/** docs/api/check-in.md#the-door: the door's list is taken again every minute while online. */
export const SNAPSHOT_REFRESH_MS = 60_000;
/** The progress figures (and the probe that notices the network is back) every 10 s. */
export const STATS_REFRESH_MS = 10_000;

export const doorKeys = {
  all: (eventId: string) => ['door', eventId] as const,
  stats: (eventId: string) => ['door', eventId, 'stats'] as const,
  duplicates: (eventId: string) => ['door', eventId, 'duplicates'] as const,
  attendees: (eventId: string, q: string, online: boolean) =>
    ['door', eventId, 'attendees', online ? 'server' : 'device', q] as const,
};

/** Runs `call` and tells the door whether the server could be reached. */
export async function probing<T>(call: () => Promise<T>): Promise<T> {
  try {
    const value = await call();
    door.reportNetwork(true);
    return value;
  } catch (error) {
    if (isNetworkError(error)) door.reportNetwork(false);
    throw error;
  }
}

/**
 * The scanner screen's link to its door: connection state and queue, the device's list kept fresh,
 * the event's progress, and everything reloaded after a sync.
 */
export function useDoor(eventId: string) {
  const state = useSyncExternalStore(door.subscribe, door.getState, door.getState);
  const queryClient = useQueryClient();

  const stats = useQuery({
    queryKey: doorKeys.stats(eventId),
    queryFn: ({ signal }) => probing(() => fetchDoorStats(eventId, signal)),
    refetchInterval: STATS_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });

  // The device's list: now (the door event may just have been chosen), then every minute online.
  useEffect(() => {
    void door.refreshList(eventId);
    const timer = setInterval(() => {
      if (door.isOnline()) void door.refreshList(eventId);
    }, SNAPSHOT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [eventId]);

  // A sync changed the server's figures: progress, duplicates, look-up answers and the list.
  useEffect(() => {
    if (state.syncVersion === 0) return;
    void queryClient.invalidateQueries({ queryKey: doorKeys.all(eventId) });
    void door.refreshList(eventId);
  }, [state.syncVersion, eventId, queryClient]);

  const afterAdmission = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: doorKeys.all(eventId) });
  }, [eventId, queryClient]);

  return { state, stats, afterAdmission };
}
