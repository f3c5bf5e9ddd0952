import { AR_CHECK_IN, AR_COMMON, AR_DOOR, AR_SHELL, type EventDto } from '@app/shared';
import { CalendarDays, ChevronLeft, LoaderCircle, MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatTime } from '../../../lib/format';
import { useDoorEvents } from '../api/get-door-events';
import { type DoorEvent, isCairoToday, orderDoorEvents } from '../door-event';

/**
 * The start of a shift (docs/api/check-in.md#the-door): the door picks its event. Today's events come
 * first, the nearest to now at the top; the choice is remembered on the device.
 */
export function DoorEventPicker({
  current,
  onChoose,
  onClear,
  onCancel,
}: {
  current: DoorEvent | null;
  onChoose: (event: DoorEvent) => void;
  /** No door event: the scanner verifies any ticket online (docs/product.md#attendance-screen). */
  onClear?: () => void;
  onCancel?: () => void;
}) {
  const events = useDoorEvents();
  const ordered = useMemo(() => orderDoorEvents(events.data ?? [], new Date()), [events.data]);
  const now = new Date();

  return (
    <section aria-labelledby="door-event-title" className="flex flex-col gap-4">
      <div>
        <h2 id="door-event-title" className="text-xl font-bold text-ink-900">
          {AR_DOOR.chooseEventTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{AR_DOOR.chooseEventHint}</p>
        {!current && <p className="mt-1 text-sm text-slate-600">{AR_DOOR.noEventHint}</p>}
      </div>

      {events.isPending && (
        <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {AR_COMMON.loading}
        </p>
      )}
      {events.isError && (
        <AlertBanner tone="error">
          <p>{AR_DOOR.eventsFailed}</p>
          <Button variant="secondary" className="mt-2 h-11" onClick={() => events.refetch()}>
            {AR_SHELL.retry}
          </Button>
        </AlertBanner>
      )}
      {events.isSuccess && ordered.length === 0 && <p className="text-slate-600">{AR_DOOR.noEvents}</p>}

      {ordered.length > 0 && (
        <ul className="flex flex-col gap-3">
          {ordered.map((event) => (
            <li key={event._id}>
              <EventChoice
                event={event}
                today={isCairoToday(event.date, now)}
                past={new Date(event.date).getTime() < now.getTime() && !isCairoToday(event.date, now)}
                selected={current?.id === event._id}
                onChoose={() => onChoose({ id: event._id, name: event.name, date: event.date })}
              />
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap gap-2">
        {onClear && current && (
          <Button variant="secondary" className="h-12 px-6 text-base" onClick={onClear}>
            {AR_DOOR.clearEvent}
          </Button>
        )}
        {onCancel && (
          <Button variant="secondary" className="h-12 px-6 text-base" onClick={onCancel}>
            {AR_CHECK_IN.cancel}
          </Button>
        )}
      </div>
    </section>
  );
}

function EventChoice({
  event,
  today,
  past,
  selected,
  onChoose,
}: {
  event: EventDto;
  today: boolean;
  past: boolean;
  selected: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-current={selected || undefined}
      className={`flex min-h-16 w-full items-center gap-3 rounded-2xl bg-white p-4 text-start shadow-sm ring-1 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${
        selected ? 'ring-2 ring-brand-700' : 'ring-slate-200'
      }`}
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-bold break-words text-ink-900">{event.name}</span>
          {today && <Badge tone="success">{AR_DOOR.today}</Badge>}
          {past && <Badge tone="neutral">{AR_DOOR.past}</Badge>}
          {!event.isShow && <Badge tone="warning">{AR_DOOR.hidden}</Badge>}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatDate(event.date)}، {formatTime(event.date)}
          </span>
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {event.location}
          </span>
        </span>
      </span>
      <ChevronLeft aria-hidden="true" className="size-6 shrink-0 text-slate-400" />
    </button>
  );
}
