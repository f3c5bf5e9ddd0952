import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useDoorStats } from './api/get-door-stats';
import { doorKeys } from './api/keys';
import { door } from './offline/door-runtime';

/** docs/api/check-in.md#the-door: the door's list is taken again every minute while online. */
export const SNAPSHOT_REFRESH_MS = 60_000;

/**
 * The scanner screen's link to its door: connection state and queue, the device's list kept fresh,
 * the event's progress, and everything reloaded after a sync.
 */
export function useDoor(eventId: string) {
  const state = useSyncExternalStore(door.subscribe, door.getState, door.getState);
  const queryClient = useQueryClient();

  const stats = useDoorStats(eventId);

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
