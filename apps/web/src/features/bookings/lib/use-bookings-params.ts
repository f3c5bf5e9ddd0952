import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The event filter and the search text live in the URL (?event=&q=) so a reload or a shared link keeps them. */
export function useBookingsParams() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const q = params.get('q') ?? '';

  const update = useCallback(
    (key: 'event' | 'q', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    eventId,
    q,
    setEventId: (value: string) => update('event', value),
    setQ: (value: string) => update('q', value),
  };
}
