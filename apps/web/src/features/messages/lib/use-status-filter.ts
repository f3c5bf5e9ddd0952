import { CONTACT_FILTERS, type ContactFilter } from '@app/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function isFilter(value: string | null): value is ContactFilter {
  return (CONTACT_FILTERS as readonly string[]).includes(value ?? '');
}

/** The status filter lives in the URL (?status=pending|accepted|rejected) so a reload or a shared link keeps it. */
export function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isFilter(raw) ? raw : null;

  const setStatus = useCallback(
    (next: ContactFilter | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('status', next);
          else updated.delete('status');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { status, setStatus };
}
