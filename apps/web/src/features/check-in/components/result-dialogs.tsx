import { AR, type CheckedInBookingDto } from '@app/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format';

type Booking = Partial<CheckedInBookingDto>;

/** The fields SPEC.md lists for the success dialog, in its order, each only when present. */
function bookingRows(booking: Booking): Array<[string, string]> {
  const rows: Array<[string, string | undefined]> = [
    [AR.checkIn.fieldName, booking.fullName],
    [AR.checkIn.fieldEvent, booking.event?.name],
    [AR.checkIn.fieldEmail, booking.email],
    [AR.checkIn.fieldNationalId, booking.nationalId],
    [AR.checkIn.fieldPaymentMethod, booking.paymentMethod],
    [AR.checkIn.fieldPaymentNumber, booking.paymentNumber],
    [
      AR.checkIn.fieldStatus,
      booking.status ? (AR.bookingStatus[booking.status] ?? booking.status) : undefined,
    ],
    [AR.checkIn.fieldCreatedAt, booking.createdAt ? formatDate(booking.createdAt) : undefined],
  ];
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
}

export function SuccessDialog({
  booking,
  open,
  onScanAnother,
  onClose,
}: {
  booking: Booking;
  open: boolean;
  onScanAnother: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      hideClose
      title={
        <span className="flex items-center gap-2 text-emerald-700">
          <CircleCheck aria-hidden="true" className="size-6" />
          {AR.checkIn.successTitle}
        </span>
      }
      footer={
        <>
          <Button variant="success" onClick={onScanAnother}>
            {AR.checkIn.scanAnother}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {AR.checkIn.close}
          </Button>
        </>
      }
    >
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
        {bookingRows(booking).map(([label, value]) => (
          // Stacked on phones, two columns from sm up.
          <div key={label} className="flex flex-col gap-0.5 py-2.5 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-3">
            <dt className="text-xs font-semibold text-slate-500 sm:text-sm">{label}</dt>
            <dd className="min-w-0 break-words font-medium text-ink-900">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

export function ErrorDialog({
  message,
  open,
  onRetry,
  onClose,
}: {
  message: string;
  open: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      hideClose
      size="sm"
      title={
        <span className="flex items-center gap-2 text-red-700">
          <CircleX aria-hidden="true" className="size-6" />
          {AR.checkIn.errorTitle}
        </span>
      }
      footer={
        <>
          <Button onClick={onRetry}>{AR.checkIn.retry}</Button>
          <Button variant="secondary" onClick={onClose}>
            {AR.checkIn.close}
          </Button>
        </>
      }
    >
      <p role="alert" className="text-base text-ink-900">
        {message}
      </p>
    </Dialog>
  );
}
