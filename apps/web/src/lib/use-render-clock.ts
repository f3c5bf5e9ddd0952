import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The server's clock at the moment it rendered a page, sent with the page's data (entry-server.tsx)
 * so the browser's first render, the one that hydrates, decides time-bound things (an event ended,
 * its sales closed) exactly as the server did: a phone whose clock is off never makes the markup
 * flicker or mismatch. After mounting, each page refines with the browser's own clock.
 */
export const RENDERED_AT_KEY = ['rendered-at'] as const;

/** Called once the hydrating render is committed: pages opened later start from the browser's clock. */
export function forgetRenderedAt(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: RENDERED_AT_KEY, exact: true });
}

/** Now, in ms: the server's render time while hydrating, then the browser's, renewed every minute. */
export function useRenderClock(): number {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => queryClient.getQueryData<number>(RENDERED_AT_KEY) ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
