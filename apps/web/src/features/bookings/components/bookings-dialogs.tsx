import { AR_BOOKINGS, type BookingDto } from '@app/shared';
import { useReviveBooking } from '../../../api/revive-booking';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useBulkReject } from '../api/bulk-reject';
import { useStaffCancelBooking } from '../api/cancel-booking';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { TransferMoney } from '../lib/booking-cells';
import { ShortAcceptDialog, shortTargetOf } from './short-accept-dialog';

const D = AR_BOOKINGS.desk;

export type DecisionState =
  | { kind: 'accept'; booking: BookingDto }
  /** The second confirmation of a short-paid booking's acceptance, with its reason. */
  | { kind: 'acceptShort'; booking: BookingDto }
  | { kind: 'reject'; bookings: BookingDto[] }
  | { kind: 'cancel'; booking: BookingDto }
  | { kind: 'revive'; booking: BookingDto }
  | null;

export type DecisionOutcome = { tone: 'success' | 'error'; text: string; details?: string[] };

type Props = {
  state: DecisionState;
  onChange: (state: DecisionState) => void;
  onDone: (outcome: DecisionOutcome) => void;
  onFailed: (error: unknown) => void;
};

/** Who a dialog is about: the name and the reference. */
function Whom({ booking }: { booking: BookingDto }) {
  return (
    <strong className="mt-1 block text-ink-900">
      {booking.fullName} · <bdi dir="ltr">{booking.reference}</bdi>
    </strong>
  );
}

/**
 * The accept confirmation, the reject dialog (one booking or the selection, with a reason), the
 * staff's cancel (a reason asked for) and the revive confirmation (docs/api/bookings.md#staff-actions).
 */
export function BookingsDialogs({ state, onChange, onDone, onFailed }: Props) {
  const update = useUpdateBookingStatus();
  const bulk = useBulkReject();
  const cancel = useStaffCancelBooking();
  const revive = useReviveBooking();
  const cancelling = state?.kind === 'cancel' ? state.booking : null;
  const reviving = state?.kind === 'revive' ? state.booking : null;
  const accepting = state?.kind === 'accept' ? state.booking : null;
  const acceptingShort = state?.kind === 'acceptShort' ? shortTargetOf(state.booking) : null;
  const accepted = () => onDone({ tone: 'success', text: AR_BOOKINGS.acceptedOk });
  const rejecting = state?.kind === 'reject' ? state.bookings : null;
  const one = rejecting?.length === 1 ? rejecting[0]! : null;

  const reject = (reason: string) => {
    if (!rejecting) return;
    if (one) {
      update.mutate(
        { id: one._id, status: 'Rejected', reason: reason || undefined },
        { onSuccess: () => onDone({ tone: 'success', text: AR_BOOKINGS.rejectedOk }), onError: onFailed },
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
            text: message ?? AR_BOOKINGS.rejectedOk,
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
        title={AR_BOOKINGS.accept}
        description={
          accepting ? (
            <>
              {AR_BOOKINGS.acceptConfirm}
              <Whom booking={accepting} />
              <TransferMoney booking={accepting} className="mt-2 text-sm" />
            </>
          ) : undefined
        }
        pending={update.isPending}
        onConfirm={() => {
          if (!accepting) return;
          // Short: a second confirmation, with its reason, before anything is sent.
          if (shortTargetOf(accepting)) {
            onChange({ kind: 'acceptShort', booking: accepting });
            return;
          }
          update.mutate(
            { id: accepting._id, status: 'Accepted' },
            { onSuccess: accepted, onError: onFailed },
          );
        }}
      />
      <ShortAcceptDialog
        target={acceptingShort}
        onCancel={() => onChange(null)}
        onDone={accepted}
        onFailed={onFailed}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={one || !rejecting ? AR_BOOKINGS.reject : D.rejectManyTitle(rejecting.length)}
        description={
          one ? (
            <>
              {AR_BOOKINGS.rejectConfirm}
              <Whom booking={one} />
            </>
          ) : (
            D.rejectManyConfirm
          )
        }
        label={D.reasonLabel}
        hint={D.reasonHint}
        required={false}
        pending={update.isPending || bulk.isPending}
        onCancel={() => onChange(null)}
        onConfirm={reject}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={AR_BOOKINGS.cancelBookingTitle}
        description={cancelling ? <Whom booking={cancelling} /> : undefined}
        warning={
          cancelling?.status === 'Accepted' && cancelling.amount > 0 ? (
            <AlertBanner tone="warning">{AR_BOOKINGS.cancelBookingPaid}</AlertBanner>
          ) : undefined
        }
        label={AR_BOOKINGS.cancelReason}
        hint={AR_BOOKINGS.cancelBookingHint}
        required
        confirmLabel={AR_BOOKINGS.cancelConfirm}
        pending={cancel.isPending}
        onCancel={() => onChange(null)}
        onConfirm={(reason) => {
          if (!cancelling) return;
          cancel.mutate(
            { id: cancelling._id, reason },
            {
              onSuccess: ({ message }) =>
                onDone({ tone: 'success', text: message ?? AR_BOOKINGS.cancelledOk }),
              onError: onFailed,
            },
          );
        }}
      />
      <ConfirmDialog
        open={reviving !== null}
        onOpenChange={(open) => !open && onChange(null)}
        title={AR_BOOKINGS.revive}
        description={
          reviving ? (
            <>
              {AR_BOOKINGS.reviveConfirm}
              <Whom booking={reviving} />
            </>
          ) : undefined
        }
        confirmLabel={AR_BOOKINGS.revive}
        pending={revive.isPending}
        onConfirm={() => {
          if (!reviving) return;
          revive.mutate(reviving._id, {
            onSuccess: ({ message }) => onDone({ tone: 'success', text: message ?? AR_BOOKINGS.revivedOk }),
            onError: onFailed,
          });
        }}
      />
    </>
  );
}
