import { AR_EVENTS, type EventDto } from '@app/shared';

/**
 * Whether a public event still sells (docs/api/events.md#sales-close): cancelled by the agency, ended (it
 * has started), closed (past `salesCloseAt`, the server refuses bookings) or open. Read from the
 * event's own fields and a clock passed in, so the server's render and the browser's first render
 * decide alike when given the same time (lib/use-render-clock.ts).
 */
export type SalesState = 'open' | 'closed' | 'ended' | 'cancelled';

export function salesStateOf(
  event: Pick<EventDto, 'date' | 'salesCloseAt' | 'cancelledAt'>,
  now: number,
): SalesState {
  if (event.cancelledAt) return 'cancelled';
  if (now >= Date.parse(event.date)) return 'ended';
  if (now >= Date.parse(event.salesCloseAt)) return 'closed';
  return 'open';
}

/** What a page says instead of the booking action. */
export const SALES_STATE_LABEL: Record<Exclude<SalesState, 'open'>, string> = {
  cancelled: AR_EVENTS.eventCancelled,
  ended: AR_EVENTS.eventEnded,
  closed: AR_EVENTS.salesClosed,
};
