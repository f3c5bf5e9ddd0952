import { AR, type BookingDto } from '@app/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { BookingDetailsDialog } from './booking-details-dialog';

export type BookingsDialogState =
  | { kind: 'details'; booking: BookingDto }
  | { kind: 'confirm'; booking: BookingDto; status: 'Accepted' | 'Rejected' }
  | null;

type Props = {
  state: BookingsDialogState;
  onChange: (state: BookingsDialogState) => void;
  onDone: (status: 'Accepted' | 'Rejected') => void;
  onFailed: (error: unknown) => void;
};

/** The details dialog and the accept/reject confirmation of the bookings screen. */
export function BookingsDialogs({ state, onChange, onDone, onFailed }: Props) {
  const update = useUpdateBookingStatus();
  const confirming = state?.kind === 'confirm' ? state : null;
  const accepting = confirming?.status === 'Accepted';

  return (
    <>
      <BookingDetailsDialog
        booking={state?.kind === 'details' ? state.booking : null}
        onClose={() => onChange(null)}
        onDecide={(booking, status) => onChange({ kind: 'confirm', booking, status })}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && onChange(null)}
        title={accepting ? AR.bookings.accept : AR.bookings.reject}
        description={
          confirming ? (
            <>
              {accepting ? AR.bookings.acceptConfirm : AR.bookings.rejectConfirm}
              <strong className="mt-1 block text-ink-900">
                {confirming.booking.fullName} · <bdi dir="ltr">{confirming.booking.reference}</bdi>
              </strong>
            </>
          ) : undefined
        }
        tone={accepting ? 'primary' : 'danger'}
        pending={update.isPending}
        onConfirm={() => {
          if (!confirming) return;
          update.mutate(
            { id: confirming.booking._id, status: confirming.status },
            { onSuccess: () => onDone(confirming.status), onError: onFailed },
          );
        }}
      />
    </>
  );
}
