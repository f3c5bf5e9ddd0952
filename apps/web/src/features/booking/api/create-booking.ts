import type { BookingReceiptDto, BookingRequest } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY } from '../../../api/keys';
import { apiEnvelope } from '../../../lib/api-client';
import { withProofOfWork } from '../../../lib/proof-of-work';
import { BookingNotSent } from '../lib/booking-error';

/** How long the page waits for the server's answer before it stops the request and says so. */
export const BOOKING_ANSWER_WAIT_MS = 10_000;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * One POST, stopped (its connection closed) when the network goes, when no answer comes within
 * BOOKING_ANSWER_WAIT_MS, or when `left` fires (the visitor left the page): a booking must never
 * arrive after the visitor has given up on it.
 */
async function postBooking(
  body: BookingRequest,
  altcha: string | undefined,
  left: AbortSignal,
): Promise<BookingReceiptDto> {
  if (left.aborted) throw new BookingNotSent('left');
  if (isOffline()) throw new BookingNotSent('offline');
  const stop = new AbortController();
  let reason: BookingNotSent['reason'] | undefined;
  const abort = (why: BookingNotSent['reason']) => {
    reason ??= why;
    stop.abort();
  };
  const onOffline = () => abort('offline');
  const onLeft = () => abort('left');
  const timer = setTimeout(() => abort('timeout'), BOOKING_ANSWER_WAIT_MS);
  window.addEventListener('offline', onOffline);
  left.addEventListener('abort', onLeft);
  try {
    return (
      await apiEnvelope<BookingReceiptDto>('/api/events/bookings', {
        method: 'POST',
        json: altcha ? { ...body, altcha } : body,
        signal: stop.signal,
      })
    ).data;
  } catch (error) {
    if (reason) throw new BookingNotSent(reason);
    // The request failed at once without an 'offline' event (the browser knew before we asked).
    if (isOffline()) throw new BookingNotSent('offline');
    throw error;
  } finally {
    clearTimeout(timer);
    window.removeEventListener('offline', onOffline);
    left.removeEventListener('abort', onLeft);
  }
}

export type CreateBookingInput = {
  body: BookingRequest;
  /** Aborted when the visitor leaves the page (unmount, pagehide): the request is stopped. */
  left: AbortSignal;
};

/**
 * POST /api/events/bookings (public): 201 with the booking, its reference code and where to pay.
 * Past a few bookings from one address the server asks for a proof-of-work first; it is solved unseen.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, left }: CreateBookingInput) =>
      withProofOfWork((altcha) => postBooking(body, altcha, left)),
    // Never queued while offline to run when the network returns (TanStack's 'online' mode pauses it
    // and sends it later, maybe after the visitor left), never tried again by itself: a booking is sent
    // when the visitor presses the button, or not at all.
    networkMode: 'always',
    retry: false,
    // A booking takes a seat: the availability labels must not show stale numbers.
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
