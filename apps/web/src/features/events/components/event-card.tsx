import type { EventDto } from '@app/shared';
import { AR_EVENTS, LIMITS } from '@app/shared';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { EventWhenWhere } from '../../../components/event-when-where';
import { SalesStateBadge } from '../../../components/sales-state';
import { salesStateOf } from '../../../lib/event-sales';
import { formatTicketPrice } from '../../../lib/format';
import { truncate } from '../lib/truncate';
import { AvailabilityBadge } from './availability-badge';
import { EventImage } from './event-image';
import { NameTooltip } from './name-tooltip';

/** `now`: the list's clock (lib/use-render-clock.ts), so the server and the hydrating browser agree. */
export function EventCard({
  event,
  eager,
  priority,
  now,
}: {
  event: EventDto;
  eager?: boolean;
  /** The list's first picture, its largest paint on a phone. */
  priority?: boolean;
  now: number;
}) {
  const soldOut = event.availableSeats <= 0;
  const state = salesStateOf(event, now);
  return (
    <article
      data-testid="event-card"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <Link to={`/events/${event._id}`} className="relative block aspect-video overflow-hidden bg-slate-200">
        <EventImage
          src={event.imageSmall ?? event.image}
          alt={event.name}
          eager={eager}
          priority={priority}
          className={`size-full object-cover ${state === 'ended' || state === 'cancelled' ? 'grayscale' : ''}`}
        />
        <span className="absolute start-3 top-3">
          {state === 'open' ? (
            <AvailabilityBadge availableSeats={event.availableSeats} totalSeats={event.totalSeats} />
          ) : (
            <SalesStateBadge state={state} />
          )}
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg font-bold leading-snug" data-testid="event-name">
          <NameTooltip full={event.name}>
            <Link to={`/events/${event._id}`} className="hover:text-brand-700">
              {truncate(event.name, LIMITS.eventNameTruncate)}
            </Link>
          </NameTooltip>
        </h2>
        <p className="text-sm leading-relaxed text-slate-600" data-testid="event-description">
          {truncate(event.description, LIMITS.eventDescriptionTruncate)}
        </p>
        <EventWhenWhere date={event.date} location={event.location} className="mt-auto" />
        {state === 'cancelled' && event.cancelReason && (
          <p className="line-clamp-2 text-sm leading-relaxed text-red-800">
            {AR_EVENTS.cancelledBecause(event.cancelReason)}
          </p>
        )}
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <span className="text-lg font-extrabold text-ink-900" data-testid="event-price">
            {formatTicketPrice(event.ticketPrice)}
          </span>
          {state !== 'open' ? (
            <Link
              to={`/events/${event._id}`}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {AR_EVENTS.details}
            </Link>
          ) : soldOut ? (
            <button
              type="button"
              disabled
              className="inline-flex items-center gap-2 rounded-full bg-slate-200 px-4 py-2 text-sm font-bold text-slate-500"
            >
              <Ticket aria-hidden className="size-4" />
              {AR_EVENTS.soldOut}
            </button>
          ) : (
            <Link
              to={`/booking/${event._id}`}
              className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white transition-colors hover:bg-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Ticket aria-hidden className="size-4" />
              {AR_EVENTS.bookAction}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
