import { AR_COMMON, AR_EVENTS } from '@app/shared';
import { errorText } from '../../../lib/api-client';
import { useRenderClock } from '../../../lib/use-render-clock';
import { FindBookings } from '../../ticket';
import { useEventDtos } from '../api/get-events';
import { EventCard } from './event-card';
import { StateMessage } from './state-message';

export function EventsListPage() {
  const events = useEventDtos();
  // Past and closed events keep their place in the list (docs/product.md's order) and say so instead of selling.
  const now = useRenderClock();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-extrabold sm:text-3xl">{AR_EVENTS.listTitle}</h1>
      {events.isPending ? (
        <EventsSkeleton />
      ) : events.isError ? (
        <StateMessage tone="error">{errorText(events.error, AR_EVENTS.fetchFailed)}</StateMessage>
      ) : events.data.length === 0 ? (
        <StateMessage tone="info">{AR_EVENTS.empty}</StateMessage>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {events.data.map((event, i) => (
            <EventCard key={event._id} event={event} eager={i < 3} priority={i === 0} now={now} />
          ))}
        </div>
      )}
      <div className="mt-10 max-w-2xl">
        <FindBookings />
      </div>
    </main>
  );
}

function EventsSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true">
      <span className="sr-only">{AR_COMMON.loading}</span>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          data-testid="event-skeleton"
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
        >
          <div className="aspect-video animate-pulse bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
            <div className="h-9 w-28 animate-pulse rounded-full bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
