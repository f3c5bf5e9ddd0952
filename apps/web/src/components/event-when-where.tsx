import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { cn } from '../lib/cn';
import { formatDate, formatTime } from '../lib/format';

/**
 * When and where an event is, each with its icon: the date and time in Cairo (ar-EG) and the place.
 * The events list's cards, the booking form's summary and the booker's ticket page show it alike.
 */
export function EventWhenWhere({
  date,
  location,
  label,
  className,
}: {
  date: string;
  location: string;
  /** Names the list for screen readers where the page has more than one. */
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-1.5 text-sm text-slate-700', className)}>
      <li className="flex items-center gap-2">
        <CalendarDays aria-hidden className="size-4 shrink-0 text-brand-700" />
        <span data-testid="event-date">{formatDate(date)}</span>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden className="size-4 shrink-0 text-brand-700" />
        <span data-testid="event-time">{formatTime(date)}</span>
      </li>
      <li className="flex items-center gap-2">
        <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
        <span>{location}</span>
      </li>
    </ul>
  );
}
