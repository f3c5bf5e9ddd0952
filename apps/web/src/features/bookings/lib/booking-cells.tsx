import { AR_BOOKINGS, AR_PAYMENTS, AR_TICKET, type BookingDto, ticketCount } from '@app/shared';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatPrice, formatShortDate } from '../../../lib/format';
import { statusLabel } from './labels';
import { TIME_LEFT_TONE, timeLeft } from './time-left';

/** '٣٥٠ ج.م.' or 'مجاني'. */
export function amountText(booking: BookingDto): string {
  return booking.amount === 0 ? AR_BOOKINGS.free : formatPrice(booking.amount);
}

const STATUS_TONE: Record<string, BadgeTone> = {
  Pending: 'warning',
  Accepted: 'success',
  Rejected: 'danger',
  Cancelled: 'neutral',
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONE[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

/** A cancelled or rejected booking that was paid: the money is owed back (docs/api/payments.md#refunds). */
export function RefundDueBadge({ booking }: { booking: BookingDto }) {
  if (!booking.refundDue) return null;
  return (
    <Badge tone="info" className="gap-1">
      {AR_BOOKINGS.refundDue}
    </Badge>
  );
}

/**
 * While Pending: the time left to pay; afterwards: the status and the day it was decided, marked when
 * the clock rejected it (staff may revive it) and when its money is owed back.
 */
export function DeadlineCell({ booking, now }: { booking: BookingDto; now: number }) {
  if (booking.status === 'Pending' && booking.expiresAt) {
    const left = timeLeft(booking.expiresAt, now);
    return (
      <span className={cn('font-semibold whitespace-nowrap tabular-nums', TIME_LEFT_TONE[left.tone])}>
        {left.text}
      </span>
    );
  }
  return (
    <span className="grid justify-items-start gap-0.5">
      <span className="flex flex-wrap gap-1">
        <StatusBadge status={booking.status} />
        <RefundDueBadge booking={booking} />
      </span>
      {booking.status === 'Rejected' && booking.cause === 'expired' && (
        <span className="text-xs whitespace-nowrap text-slate-600">{AR_BOOKINGS.expiredByClock}</span>
      )}
      {booking.decidedAt && (
        <span className="text-xs whitespace-nowrap text-slate-500">{formatShortDate(booking.decidedAt)}</span>
      )}
    </span>
  );
}

/**
 * A booking of several tickets in a list (docs/api/bookings.md#several-tickets): how many, and who holds the
 * others (the booker's name is already on the row). Nothing for a booking of one.
 */
export function GroupLine({ booking }: { booking: BookingDto }) {
  if (booking.quantity <= 1) return null;
  const others = booking.tickets.slice(1).map((ticket) => ticket.fullName);
  return (
    <span className="block truncate text-xs text-slate-600" title={others.join('، ')}>
      <span className="me-1 rounded bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-800">
        {ticketCount(booking.quantity)}
      </span>
      {others.join('، ')}
    </span>
  );
}

/** Every ticket of a booking in its details: holder, national ID (staff see it) and check-in. */
export function TicketHolders({
  booking,
  action,
}: {
  booking: BookingDto;
  /** What staff may do with one holder's ticket (the details dialog: change its holder). */
  action?: (ticket: BookingDto['tickets'][number], position: number) => ReactNode;
}) {
  return (
    <ol className="grid gap-2" data-testid="ticket-holders">
      {booking.tickets.map((ticket, i) => (
        <li
          key={ticket._id}
          className="grid gap-0.5 rounded-lg bg-slate-50 px-3 py-2 text-sm sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-3"
        >
          <span className="text-xs text-slate-500">{AR_TICKET.ticketOf(i + 1, booking.tickets.length)}</span>
          <span className="font-semibold break-words text-ink-900">
            {ticket.fullName}
            {/* docs/api/ticket-types.md#amounts: each ticket's type and what it costs. */}
            {ticket.ticketType && (
              <span
                className="ms-2 rounded bg-brand-50 px-1.5 text-xs font-bold text-brand-800"
                data-testid="holder-type"
              >
                {ticket.ticketType.name} · {formatPrice(ticket.price)}
              </span>
            )}
          </span>
          {ticket.nationalId && (
            <bdi dir="ltr" className="font-mono text-slate-700">
              {ticket.nationalId}
            </bdi>
          )}
          {ticket.checkedInAt && (
            <span className="text-xs font-semibold text-emerald-800 sm:col-span-3">
              {AR_BOOKINGS.checkedIn}: {formatDateTime(ticket.checkedInAt)}
            </span>
          )}
          {action?.(ticket, i)}
        </li>
      ))}
    </ol>
  );
}

/**
 * "250 of 750 received, 500 missing" (or the excess of an overpayment), for a booking's price and
 * what its transfer left over it (`difference`: below 0 short, above 0 over); null when it is right.
 * The desk never hides money owed (`docs/api/payments.md`).
 */
export function moneyLine(amount: number, difference: number): string | null {
  if (difference === 0) return null;
  const received = formatPrice(Math.round((amount + difference) * 100) / 100);
  return difference < 0
    ? AR_PAYMENTS.ui.shortLine(received, formatPrice(amount), formatPrice(-difference))
    : AR_PAYMENTS.ui.overLine(received, formatPrice(amount), formatPrice(difference));
}

/** A booking's transfer that is short or over, said in words on its row, its details and the accept dialog. */
export function TransferMoney({ booking, className }: { booking: BookingDto; className?: string }) {
  const line = booking.transfer && moneyLine(booking.amount, booking.transfer.difference);
  if (!line) return null;
  return (
    <span
      data-testid="transfer-money"
      className={cn(
        'block text-xs font-semibold',
        booking.transfer!.difference < 0 ? 'text-red-700' : 'text-amber-800',
        className,
      )}
    >
      {line}
    </span>
  );
}
