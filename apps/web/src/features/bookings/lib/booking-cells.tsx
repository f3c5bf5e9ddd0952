import { AR, type BookingDto } from '@app/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatPrice, formatShortDate } from '../../../lib/format';
import { statusLabel } from './labels';
import { TIME_LEFT_TONE, timeLeft } from './time-left';

/** '٣٥٠ ج.م.' or 'مجاني'. */
export function amountText(booking: BookingDto): string {
  return booking.amount === 0 ? AR.bookings.free : formatPrice(booking.amount);
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

/** While Pending: the time left to pay; afterwards: the status and the day it was decided. */
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
      <StatusBadge status={booking.status} />
      {booking.decidedAt && (
        <span className="text-xs whitespace-nowrap text-slate-500">{formatShortDate(booking.decidedAt)}</span>
      )}
    </span>
  );
}
