import { AR, type BookingDto } from '@app/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatNumber } from '../../../lib/format';
import { useBulkReject } from '../api/bulk-reject';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { RejectDialog } from './reject-dialog';

const D = AR.bookings.desk;

export type DecisionState =
  | { kind: 'accept'; booking: BookingDto }
  | { kind: 'reject'; bookings: BookingDto[] }
  | null;

export type DecisionOutcome = { tone: 'success' | 'error'; text: string; details?: string[] };

type Props = {
  state: DecisionState;
  onChange: (state: DecisionState) => void;
  onDone: (outcome: DecisionOutcome) => void;
  onFailed: (error: unknown) => void;
};

/** The accept confirmation, and the reject dialog (one booking or the selection, with a reason). */
export function BookingsDialogs({ state, onChange, onDone, onFailed }: Props) {
  const update = useUpdateBookingStatus();
  const bulk = useBulkReject();
  const accepting = state?.kind === 'accept' ? state.booking : null;
  const rejecting = state?.kind === 'reject' ? state.bookings : null;
  const one = rejecting?.length === 1 ? rejecting[0]! : null;

  const reject = (reason: string) => {
    if (!rejecting) return;
    if (one) {
      update.mutate(
        { id: one._id, status: 'Rejected', reason: reason || undefined },
        { onSuccess: () => onDone({ tone: 'success', text: AR.bookings.rejectedOk }), onError: onFailed },
      );
      return;
    }
    const references = new Map(rejecting.map((b) => [b._id, b.reference]));
    bulk.mutate(
      { ids: rejecting.map((b) => b._id), reason: reason || undefined },
      {
        onSuccess: ({ results, message }) => {
          const failed = results.flatMap((r) =>
            r.ok ? [] : [D.bulkFailed(references.get(r._id) ?? r._id, r.error)],
          );
          onDone({
            tone: failed.length ? 'error' : 'success',
            text: message ?? AR.bookings.rejectedOk,
            details: failed,
          });
        },
        onError: onFailed,
      },
    );
  };

  return (
    <>
      <ConfirmDialog
        open={accepting !== null}
        onOpenChange={(open) => !open && onChange(null)}
        title={AR.bookings.accept}
        description={
          accepting ? (
            <>
              {AR.bookings.acceptConfirm}
              <strong className="mt-1 block text-ink-900">
                {accepting.fullName} · <bdi dir="ltr">{accepting.reference}</bdi>
              </strong>
            </>
          ) : undefined
        }
        pending={update.isPending}
        onConfirm={() => {
          if (!accepting) return;
          update.mutate(
            { id: accepting._id, status: 'Accepted' },
            { onSuccess: () => onDone({ tone: 'success', text: AR.bookings.acceptedOk }), onError: onFailed },
          );
        }}
      />
      <RejectDialog
        open={rejecting !== null}
        title={one || !rejecting ? AR.bookings.reject : D.rejectManyTitle(formatNumber(rejecting.length))}
        description={
          one ? (
            <>
              {AR.bookings.rejectConfirm}
              <strong className="mt-1 block text-ink-900">
                {one.fullName} · <bdi dir="ltr">{one.reference}</bdi>
              </strong>
            </>
          ) : (
            D.rejectManyConfirm
          )
        }
        pending={update.isPending || bulk.isPending}
        onCancel={() => onChange(null)}
        onConfirm={reject}
      />
    </>
  );
}
