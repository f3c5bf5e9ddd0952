import { AR, type TicketDto } from '@app/shared';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { formatDate, formatTime } from '../../../lib/format';

/** When and where the event is. */
export function TicketFacts({ event }: { event: TicketDto['event'] }) {
  return (
    <ul className="grid gap-2 text-sm text-slate-700" aria-label={AR.ticket.event}>
      <li className="flex items-center gap-2">
        <CalendarDays aria-hidden className="size-4 text-brand-700" />
        {formatDate(event.date)}
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden className="size-4 text-brand-700" />
        {formatTime(event.date)}
      </li>
      <li className="flex items-center gap-2">
        <MapPin aria-hidden className="size-4 text-brand-700" />
        {event.location}
      </li>
    </ul>
  );
}
