import { AR, type EventDto } from '@app/shared';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { formatDate, formatTicketPrice, formatTime } from '../../../lib/format';

const DEFAULT_IMAGE = '/images/event-default.svg';

/** The event being booked, so the visitor knows what and how much before paying. */
export function EventSummary({ event }: { event: EventDto }) {
  return (
    <section
      aria-label={AR.booking.eventSummary}
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
        <ul className="grid gap-1 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 text-brand-600" />
            {formatDate(event.date)}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 text-brand-600" />
            {formatTime(event.date)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4 text-brand-600" />
            {event.location}
          </li>
        </ul>
        <p className="pt-1 text-xl font-extrabold">
          <span className="text-sm font-semibold text-slate-500">{AR.events.ticketPrice}: </span>
          {formatTicketPrice(event.ticketPrice)}
        </p>
      </div>
    </section>
  );
}
