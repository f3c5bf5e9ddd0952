import { BOOKING_STATUSES } from '@app/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { DeskStatus } from '../api/get-bookings';

export const DESK_STATUSES: readonly DeskStatus[] = [...BOOKING_STATUSES, 'all'];

function deskStatus(value: string | null): DeskStatus {
  return DESK_STATUSES.find((status) => status === value) ?? 'Pending';
}

type Key = 'event' | 'q' | 'status' | 'booking';

/**
 * The desk's filters live in the URL (?status=&event=&q=) so a reload or a shared link keeps them;
 * the status defaults to Pending (the payment desk opens on the queue). `booking` opens one
 * booking's details (a link from another booking sharing its transaction ID).
 */
export function useBookingsParams() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const q = params.get('q') ?? '';
  const status = deskStatus(params.get('status'));
  const bookingId = params.get('booking');

  const update = useCallback(
    (key: Key, value: string, history: 'push' | 'replace' = 'replace') =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: history === 'replace' },
      ),
    [setParams],
  );

  return {
    eventId,
    q,
    status,
    bookingId,
    setEventId: (value: string) => update('event', value),
    setQ: (value: string) => update('q', value),
    setStatus: (value: DeskStatus) => update('status', value, 'push'),
    setBookingId: (value: string | null) => update('booking', value ?? '', value ? 'push' : 'replace'),
  };
}
