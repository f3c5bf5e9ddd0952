import { AR, type BookingDto } from '@app/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate, formatTime } from '../../../lib/format';
import { paymentMethodLabel, statusLabel } from '../lib/labels';

type Props = {
  booking: BookingDto | null;
  onClose: () => void;
  onDecide: (booking: BookingDto, status: 'Accepted' | 'Rejected') => void;
};

/** Everything about one booking (SPEC.md section 2), with the decision buttons while it is pending. */
export function BookingDetailsDialog({ booking, onClose, onDecide }: Props) {
  const rows: [string, string, boolean?][] = booking
    ? [
        [AR.bookings.name, booking.fullName],
        [AR.bookings.event, booking.event.name],
        [AR.bookings.reference, booking.reference, true],
        [AR.bookings.nationalId, booking.nationalId, true],
        [AR.bookings.email, booking.email, true],
        [AR.bookings.paymentMethod, paymentMethodLabel(booking.paymentMethod)],
        [AR.bookings.paymentNumber, booking.paymentNumber, true],
        [AR.bookings.status, statusLabel(booking.status)],
        [AR.bookings.orderDate, formatDate(booking.createdAt)],
        [AR.bookings.orderTime, formatTime(booking.createdAt)],
      ]
    : [];
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={AR.bookings.details}
      footer={
        booking?.status === 'Pending' ? (
          <>
            <Button variant="danger" onClick={() => onDecide(booking, 'Rejected')}>
              {AR.bookings.reject}
            </Button>
            <Button variant="success" onClick={() => onDecide(booking, 'Accepted')}>
              {AR.bookings.accept}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            {AR.common.close}
          </Button>
        )
      }
    >
      <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value, ltr]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold break-words">{ltr ? <bdi dir="ltr">{value}</bdi> : value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
