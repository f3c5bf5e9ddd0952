import { AR_EVENT_MESSAGES_UI, AR_EVENTS_ADMIN, AR_TYPES_SETUP, type EventDto } from '@app/shared';
import { CircleSlash, Eye, EyeOff, type LucideIcon, Mail, Pencil, Tags, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, type ButtonProps, buttonClasses } from '../../../components/ui/button';
import { formatDate, formatNumber, formatTicketPriceCode, formatTime } from '../../../lib/format';

/** What the events table's columns and the phone cards show of an event, written once for both. */

/**
 * The name, with a 'hidden' mark while the public list does not show the event, and a 'cancelled'
 * one (with the reason on hover) once the agency cancelled it.
 */
export function EventName({ event }: { event: EventDto }) {
  return (
    <span className="flex flex-col gap-1">
      {/* The event's own page (docs/api/reports.md#the-events-page). */}
      <Link
        to={`/admin/events/${encodeURIComponent(event._id)}`}
        className="font-semibold whitespace-normal text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {event.name}
      </Link>
      {(!event.isShow || event.cancelledAt) && (
        <span className="flex flex-wrap gap-1">
          {event.cancelledAt && (
            <span title={event.cancelReason ?? undefined} data-testid="event-cancelled">
              <Badge tone="danger">{AR_EVENTS_ADMIN.cancelledLabel}</Badge>
            </span>
          )}
          {!event.isShow && <Badge tone="neutral">{AR_EVENTS_ADMIN.hiddenLabel}</Badge>}
        </span>
      )}
    </span>
  );
}

/** The day, and the time under it (Cairo time, 12-hour). */
export function EventWhen({ event }: { event: EventDto }) {
  return (
    <span className="whitespace-nowrap">
      {formatDate(event.date)}
      <span className="block text-xs text-slate-500">{formatTime(event.date)}</span>
    </span>
  );
}

/**
 * '‏١٢٠ EGP' or 'مجاني': docs/product.md#events-screen draws this table's price 'with the currency code EGP' (the
 * other screens write 'ج.م.'); a free event reads 'مجاني' everywhere (docs/api/bookings.md#free-events).
 */
export function eventPriceText(event: EventDto): string {
  return formatTicketPriceCode(event.ticketPrice);
}

/** Guests in through the door out of those accepted, with a bar (docs/api/check-in.md#stats-and-duplicates). */
export function CheckInProgress({ event }: { event: EventDto }) {
  const checkedIn = event.checkedInCount ?? 0;
  const accepted = event.acceptedCount ?? 0;
  return (
    <span className="block min-w-16 whitespace-nowrap" title={AR_EVENTS_ADMIN.checkInsTitle}>
      {formatNumber(checkedIn)} / {formatNumber(accepted)}
      <span aria-hidden="true" className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-100">
        <span
          className="block h-full rounded-full bg-emerald-600"
          style={{ width: `${accepted ? Math.round((checkedIn / accepted) * 100) : 0}%` }}
        />
      </span>
    </span>
  );
}

export type EventActionsProps = {
  event: EventDto;
  /** The visibility change of this event is in flight (its button spins). */
  toggling: boolean;
  onEdit: (event: EventDto) => void;
  onToggle: (event: EventDto) => void;
  onDelete: (event: EventDto) => void;
  /** Only for an Admin (docs/api/events.md#cancel-an-event), and only while the event is not cancelled yet. */
  onCancel?: (event: EventDto) => void;
  /** 'row': small icon buttons in a table row; 'card': thumb-sized labelled buttons. */
  layout: 'row' | 'card';
  /** The event's messages screen (docs/api/event-messages.md): Admin and Supporter, never a Contant. */
  messages?: boolean;
  /** The event's types and codes (a row's; a card has its own field for them). */
  onSales?: (event: EventDto) => void;
};

/**
 * Edit, stop/activate (docs/product.md#events-screen: 'stop' while shown, 'activate' while hidden), delete, and for
 * an Admin cancel the event.
 */
export function EventActions({
  event,
  toggling,
  onEdit,
  onToggle,
  onDelete,
  onCancel,
  layout,
  messages = false,
  onSales,
}: EventActionsProps) {
  const card = layout === 'card';
  const cancellable = onCancel !== undefined && !event.cancelledAt;
  const size = card ? 'md' : 'sm';
  // In a row edit and delete are icons (named for screen readers); on a card they carry their word too.
  const iconAction = (label: string, Icon: LucideIcon, variant: ButtonProps['variant'], run: () => void) => (
    <Button size={size} variant={variant} className="px-2" aria-label={label} title={label} onClick={run}>
      <Icon aria-hidden className="size-4" />
      {card && <span aria-hidden="true">{label}</span>}
    </Button>
  );
  return (
    <div
      className={
        card
          ? `grid w-full gap-2 ${cancellable ? 'grid-cols-2' : 'grid-cols-3'}`
          : 'flex items-center gap-1.5'
      }
    >
      {iconAction(AR_EVENTS_ADMIN.edit, Pencil, 'secondary', () => onEdit(event))}
      <Button
        size={size}
        variant={event.isShow ? 'secondary' : 'success'}
        className={card ? 'px-2' : undefined}
        loading={toggling}
        onClick={() => onToggle(event)}
      >
        {event.isShow ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        {event.isShow ? AR_EVENTS_ADMIN.stop : AR_EVENTS_ADMIN.activate}
      </Button>
      {onSales && iconAction(AR_TYPES_SETUP.open, Tags, 'secondary', () => onSales(event))}
      {iconAction(AR_EVENTS_ADMIN.delete, Trash2, 'dangerQuiet', () => onDelete(event))}
      {cancellable &&
        iconAction(AR_EVENTS_ADMIN.cancelEvent, CircleSlash, 'dangerQuiet', () => onCancel(event))}
      {messages && (
        <Link
          to={`/admin/events/${event._id}/messages`}
          className={`${buttonClasses('secondary', size)} px-2`}
          aria-label={`${AR_EVENT_MESSAGES_UI.action}: ${event.name}`}
          title={AR_EVENT_MESSAGES_UI.action}
        >
          <Mail aria-hidden className="size-4" />
          {card && <span aria-hidden="true">{AR_EVENT_MESSAGES_UI.action}</span>}
        </Link>
      )}
    </div>
  );
}
