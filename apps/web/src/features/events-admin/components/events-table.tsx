import { AR_EVENTS, AR_EVENTS_ADMIN, AR_TYPES_SETUP, AR_WAITLIST_UI, type EventDto } from '@app/shared';
import { Hourglass } from 'lucide-react';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatNumber, formatShortDate } from '../../../lib/format';
import { CheckInProgress, EventActions, EventName, EventWhen, eventPriceText } from './event-cells';

type Props = {
  events: EventDto[] | undefined;
  loading: boolean;
  /** Id of the event whose visibility is being changed (its button spins). */
  togglingId: string | null;
  onEdit: (event: EventDto) => void;
  onToggle: (event: EventDto) => void;
  onDelete: (event: EventDto) => void;
  /** Given for an Admin only: cancel the event (docs/api/events.md#cancel-an-event). */
  onCancel?: (event: EventDto) => void;
  /** Opens the event's waiting list (section 14). */
  onWaitlist: (event: EventDto) => void;
  /** Whether the row links to the event's messages (Admin). */
  messages?: boolean;
  /** Opens the event's ticket types and codes. */
  onSales: (event: EventDto) => void;
};

/**
 * docs/product.md#events-screen: title, details, date, place, total and available seats, price in EGP, creation
 * date and the actions; plus the door's progress. From 1280 px a table that keeps to the screen with
 * its actions in view: the details and the creation date under the title, the place under the
 * date, the waiting list beside the open seats, the types and codes among the actions; the total and
 * the door's progress from 1536 px (the event's own page, which the title opens, has them too).
 * Narrower, cards with every field.
 */
export function EventsTable({
  events,
  loading,
  togglingId,
  onEdit,
  onToggle,
  onDelete,
  onCancel,
  onWaitlist,
  messages,
  onSales,
}: Props) {
  // In the table it sits beside the open seats, with an hourglass for the header it lacks there.
  const waiting = (e: EventDto, beside = false) => (
    <button
      type="button"
      onClick={() => onWaitlist(e)}
      aria-label={`${AR_WAITLIST_UI.staffShow}: ${e.name}`}
      title={AR_WAITLIST_UI.staffWaiting}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 whitespace-nowrap rounded-full bg-amber-50 px-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100"
    >
      {beside && <Hourglass aria-hidden="true" className="size-3.5" />}
      {formatNumber(e.waitlist.waiting)}
    </button>
  );
  // docs/api/ticket-types.md: the event's types and codes, in a dialog of their own.
  const sales = (e: EventDto) => (
    <button
      type="button"
      onClick={() => onSales(e)}
      aria-label={`${AR_TYPES_SETUP.open}: ${e.name}`}
      className="min-h-11 whitespace-nowrap rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
    >
      {AR_TYPES_SETUP.open} ({formatNumber(e.ticketTypes?.length ?? 1)})
    </button>
  );
  const actions = (e: EventDto, layout: 'row' | 'card') => (
    <EventActions
      event={e}
      layout={layout}
      toggling={togglingId === e._id}
      onEdit={onEdit}
      onToggle={onToggle}
      onDelete={onDelete}
      onCancel={onCancel}
      onSales={layout === 'row' ? onSales : undefined}
      messages={messages}
    />
  );
  /** Check-ins are shown from 1536 px; below, on the event's own page and in the cards. */
  const wide = 'hidden 2xl:table-cell';
  const columns: Column<EventDto>[] = [
    {
      key: 'name',
      header: AR_EVENTS_ADMIN.name,
      cell: (e) => (
        <span className="grid max-w-[14rem] min-w-32 gap-1">
          <EventName event={e} />
          <span className="line-clamp-2 text-xs break-words text-slate-500">{e.description}</span>
          <span className="text-xs text-slate-500">
            {AR_EVENTS_ADMIN.createdAt}:{' '}
            <span className="whitespace-nowrap">{formatShortDate(e.createdAt)}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'date',
      header: AR_EVENTS.date,
      cell: (e) => (
        <span className="grid gap-0.5">
          <EventWhen event={e} />
          <span className="block max-w-[9rem] text-xs break-words text-slate-500">{e.location}</span>
        </span>
      ),
    },
    {
      key: 'totalSeats',
      header: AR_EVENTS_ADMIN.totalSeats,
      cell: (e) => formatNumber(e.totalSeats),
      wrapHeader: true,
    },
    {
      key: 'availableSeats',
      header: AR_EVENTS.availableSeats,
      wrapHeader: true,
      cell: (e) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          {formatNumber(e.availableSeats)}
          {waiting(e, true)}
        </span>
      ),
    },
    {
      key: 'price',
      header: AR_EVENTS.ticketPrice,
      wrapHeader: true,
      cell: (e) => <span className="whitespace-nowrap">{eventPriceText(e)}</span>,
    },
    {
      key: 'checkIns',
      header: AR_EVENTS_ADMIN.checkedIn,
      cell: (e) => <CheckInProgress event={e} />,
      className: wide,
    },
    { key: 'actions', header: AR_EVENTS_ADMIN.actions, cell: (e) => actions(e, 'row') },
  ];

  return (
    <DataTable
      caption={AR_EVENTS_ADMIN.adminTitle}
      columns={columns}
      rows={events}
      getRowId={(e) => e._id}
      loading={loading}
      emptyText={AR_EVENTS.empty}
      cards={{
        below: 'xl',
        title: (e) => <EventName event={e} />,
        fields: (e) => [
          {
            label: AR_EVENTS_ADMIN.description,
            value: <span className="whitespace-pre-line">{e.description}</span>,
          },
          { label: AR_EVENTS.date, value: <EventWhen event={e} />, short: true },
          { label: AR_EVENTS.location, value: e.location, short: true },
          { label: AR_EVENTS_ADMIN.totalSeats, value: formatNumber(e.totalSeats), short: true },
          { label: AR_EVENTS.availableSeats, value: formatNumber(e.availableSeats), short: true },
          { label: AR_EVENTS.ticketPrice, value: eventPriceText(e), short: true },
          { label: AR_EVENTS_ADMIN.createdAt, value: formatShortDate(e.createdAt), short: true },
          { label: AR_EVENTS_ADMIN.checkedIn, value: <CheckInProgress event={e} />, short: true },
          { label: AR_WAITLIST_UI.staffWaiting, value: waiting(e), short: true },
          { label: AR_TYPES_SETUP.open, value: sales(e), short: true },
        ],
        footer: (e) => actions(e, 'card'),
      }}
    />
  );
}
