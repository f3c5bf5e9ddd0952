import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches `query` now, and again whenever it changes (a phone turned, a window
 * resized). Without a window (prerendering) it does not match.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
