import { AR_BOOKING_FORM, AR_EVENTS, type EventDto } from '@app/shared';
import { EventWhenWhere } from '../../../components/event-when-where';
import { formatTicketPrice } from '../../../lib/format';

const DEFAULT_IMAGE = '/images/event-default.svg';

/** The event being booked, so the visitor knows what and how much before paying. */
export function EventSummary({ event }: { event: EventDto }) {
  return (
    <section
      aria-label={AR_BOOKING_FORM.eventSummary}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <img
        src={event.imageSmall ?? event.image ?? DEFAULT_IMAGE}
        alt=""
        width={800}
        height={450}
        className="aspect-[16/7] w-full bg-slate-200 object-cover"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_IMAGE)) e.currentTarget.src = DEFAULT_IMAGE;
        }}
      />
      <div className="space-y-2 p-4">
        <h2 className="text-lg font-bold break-words">{event.name}</h2>
        <EventWhenWhere date={event.date} location={event.location} />
        <p className="pt-1 text-xl font-extrabold">
          <span className="text-sm font-semibold text-slate-500">{AR_EVENTS.ticketPrice}: </span>
          {pricesDiffer(event)
            ? AR_BOOKING_FORM.priceFrom(formatTicketPrice(event.ticketPrice))
            : formatTicketPrice(event.ticketPrice)}
        </p>
      </div>
    </section>
  );
}

/** Whether the event's public ticket types cost different amounts (its price is then a "from" price). */
export function pricesDiffer(event: EventDto): boolean {
  return new Set((event.ticketTypes ?? []).map((type) => type.price)).size > 1;
}
