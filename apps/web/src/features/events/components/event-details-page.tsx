import { AR_COMMON, AR_EVENTS, AR_TYPES_UI, campaignSourceOf } from '@app/shared';
import { CalendarDays, Clock, MapPin, Ticket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SalesStateNotice } from '../../../components/sales-state';
import { useRememberCampaignSource } from '../../../lib/campaign-source';
import { salesStateOf } from '../../../lib/event-sales';
import { formatDate, formatTicketPrice, formatTime } from '../../../lib/format';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn';
import { useRenderClock } from '../../../lib/use-render-clock';
import { WaitlistJoinForm } from '../../waitlist';
import { isNotFound, useEvent } from '../api/get-event';
import { AvailabilityBadge } from './availability-badge';
import { EventImage } from './event-image';
import { StateMessage } from './state-message';
import { TicketTypesList } from './ticket-types-list';

export function EventDetailsPage() {
  const { eventId = '' } = useParams();
  useRememberCampaignSource(eventId);
  const query = useEvent(eventId);
  const now = useRenderClock();
  // A code and a campaign source from a shared link go on to the booking page in its address
  // (docs/api/codes.md#links, docs/api/reports.md#campaign-links): a tap on "book" before this page has
  // hydrated (a slow phone) must not lose them.
  const bookingSearch = bookingSearchOf(useSearchParams()[0]);

  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError) {
    return (
      <main className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="sr-only">{AR_EVENTS.details}</h1>
        <StateMessage tone="error">
          {isNotFound(query.error) ? AR_EVENTS.notFound : AR_EVENTS.loadError}
        </StateMessage>
        <p className="text-center">
          <Link to="/events" className="font-semibold text-brand-700 underline">
            {AR_EVENTS.backToList}
          </Link>
        </p>
      </main>
    );
  }

  const event = query.data;
  const soldOut = event.availableSeats <= 0;
  const state = salesStateOf(event, now);
  const types = event.ticketTypes ?? [];
  const prices = new Set(types.map((type) => type.price));
  return (
    <main className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <EventImage
          src={event.imageSmall ?? event.image}
          wide={event.image}
          alt={event.name}
          priority
          className="aspect-video w-full object-cover"
        />
        <HydrateInTurn>
          <div className="space-y-5 p-5 sm:p-8">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-extrabold break-words sm:text-3xl">{event.name}</h1>
              {state === 'open' && (
                <AvailabilityBadge availableSeats={event.availableSeats} totalSeats={event.totalSeats} />
              )}
            </div>
            {/* An event that no longer sells says so up front, and offers no booking below. */}
            {state !== 'open' && <SalesStateNotice state={state} reason={event.cancelReason} />}
            <p className="whitespace-pre-line leading-loose text-slate-700">{event.description}</p>
            <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
              <Fact
                icon={<CalendarDays className="size-4" />}
                label={AR_EVENTS.date}
                value={formatDate(event.date)}
              />
              <Fact
                icon={<Clock className="size-4" />}
                label={AR_EVENTS.time}
                value={formatTime(event.date)}
              />
              <Fact icon={<MapPin className="size-4" />} label={AR_EVENTS.location} value={event.location} />
              <Fact
                icon={<Users className="size-4" />}
                label={AR_EVENTS.availableSeats}
                value={AR_EVENTS.seatsLeft(Math.max(0, event.availableSeats))}
              />
            </dl>
            {types.length > 1 && <TicketTypesList types={types} />}
            <div className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-5">
              <p className="text-2xl font-extrabold">
                <span className="sr-only">{AR_EVENTS.ticketPrice}: </span>
                {prices.size > 1
                  ? AR_TYPES_UI.from(formatTicketPrice(event.ticketPrice))
                  : formatTicketPrice(event.ticketPrice)}
              </p>
              {state !== 'open' ? null : soldOut && event.waitlist?.open ? null : soldOut ? (
                <button
                  type="button"
                  disabled
                  className="rounded-full bg-slate-200 px-6 py-3 font-bold text-slate-500"
                >
                  {AR_EVENTS.soldOut}
                </button>
              ) : (
                <Link
                  to={`/booking/${event._id}${bookingSearch}`}
                  className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-ink-900"
                >
                  <Ticket aria-hidden className="size-5" />
                  {AR_EVENTS.bookAction}
                </Link>
              )}
            </div>
            {/* Section 14: seats short, the list takes entries: the form, not a dead "sold out". */}
            {event.waitlist?.open && event.availableSeats <= 0 && (
              <WaitlistJoinForm
                eventId={event._id}
                availableSeats={0}
                waiting={event.waitlist?.waiting ?? 0}
                ticketTypes={event.ticketTypes}
              />
            )}
          </div>
        </HydrateInTurn>
      </article>
    </main>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs text-slate-500">
        <span aria-hidden className="text-brand-600">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="ms-6 font-semibold">{value}</dd>
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-6" aria-busy="true">
      <span className="sr-only" role="status">
        {AR_COMMON.loading}
      </span>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <div className="aspect-video animate-pulse bg-slate-200" />
        <div className="space-y-4 p-6">
          <div className="h-7 w-1/2 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-4/5 animate-pulse rounded bg-slate-100" />
        </div>
      </div>
    </main>
  );
}

/** The part of the event page's address the booking page takes on: its code and its campaign source. */
function bookingSearchOf(search: URLSearchParams): string {
  const carried = new URLSearchParams();
  const code = search.get('code');
  if (code) carried.set('code', code);
  const source = campaignSourceOf(search);
  if (source) carried.set('src', source);
  const text = carried.toString();
  return text ? `?${text}` : '';
}
