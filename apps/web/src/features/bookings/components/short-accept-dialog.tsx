import { AR_PAYMENTS, DESK_REASON_MAX, shortPaymentFormSchema } from '@app/shared';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { moneyLine } from '../lib/booking-cells';

const U = AR_PAYMENTS.ui;
const RULE = { schema: shortPaymentFormSchema, max: DESK_REASON_MAX };

/** What the second confirmation names: the booking, its price and how short its transfer is. */
export type ShortAcceptTarget = {
  _id: string;
  fullName: string;
  reference: string;
  amount: number;
  /** The transfer's net amount minus the price: below 0. */
  difference: number;
};

/**
 * The second, explicit confirmation of accepting a short-paid booking (`docs/api/payments.md`): how much
 * is missing, and why the desk takes it anyway (recorded with the decision, not sent to the booker).
 * From the bookings desk after its accept confirmation, and from a short transfer's row.
 */
export function ShortAcceptDialog({
  target,
  onCancel,
  onDone,
  onFailed,
}: {
  target: ShortAcceptTarget | null;
  onCancel: () => void;
  onDone: () => void;
  onFailed: (error: unknown) => void;
}) {
  const update = useUpdateBookingStatus();
  return (
    <ReasonDialog
      open={target !== null}
      title={U.shortAcceptTitle}
      description={
        target ? (
          <strong className="mt-1 block text-ink-900">
            {target.fullName} · <bdi dir="ltr">{target.reference}</bdi>
          </strong>
        ) : undefined
      }
      warning={
        target ? (
          <AlertBanner tone="warning">
            <strong className="block" data-testid="short-accept-money">
              {moneyLine(target.amount, target.difference)}
            </strong>
            {U.shortAcceptWarning}
          </AlertBanner>
        ) : undefined
      }
      label={U.shortAcceptLabel}
      hint={U.shortAcceptHint}
      required
      rule={RULE}
      confirmLabel={U.shortAcceptConfirm}
      pending={update.isPending}
      onCancel={onCancel}
      onConfirm={(reason) => {
        if (!target) return;
        update.mutate(
          { id: target._id, status: 'Accepted', shortPaymentReason: reason },
          { onSuccess: onDone, onError: onFailed },
        );
      }}
    />
  );
}

/** A booking as the second confirmation needs it, when its transfer is short; else null. */
export function shortTargetOf(booking: {
  _id: string;
  fullName: string;
  reference: string;
  amount: number;
  transfer: { difference: number } | null;
}): ShortAcceptTarget | null {
  const difference = booking.transfer?.difference ?? 0;
  return difference < 0 ? { ...booking, difference } : null;
}
