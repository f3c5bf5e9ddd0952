import {
  AR_BOOKINGS,
  AR_PAYMENTS,
  DESK_REASON_MAX,
  type TransferDto,
  transferDismissSchema,
} from '@app/shared';
import { useReviveBooking } from '../../../api/revive-booking';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { errorText } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { ShortAcceptDialog, useUpdateBookingStatus } from '../../bookings';
import { useAcceptBookings } from '../api/accept-bookings';
import { useDismissTransfer, useLinkTransfer, useRefundExcess } from '../api/transfer-actions';
import type { TransferAction } from '../lib/transfer-next-actions';
import { LinkTransferDialog } from './link-transfer-dialog';

const U = AR_PAYMENTS.ui;
const NOT_OURS_RULE = { schema: transferDismissSchema, max: DESK_REASON_MAX };

export type TransferActionState = { action: TransferAction; transfer: TransferDto } | null;
export type TransferNotice = { tone: 'success' | 'error'; text: string };

/**
 * The dialogs behind a transfer row's actions: link (search and pick), not ours (why), accept anyway
 * (the short payment's second confirmation), reject and refund, refund the excess, accept, revive.
 * Revive and a plain accept go at once; the others ask first.
 */
export function TransferDialogs({
  state,
  onClose,
  onNotice,
}: {
  state: TransferActionState;
  onClose: () => void;
  onNotice: (notice: TransferNotice) => void;
}) {
  const link = useLinkTransfer();
  const dismiss = useDismissTransfer();
  const refund = useRefundExcess();
  const decide = useUpdateBookingStatus();
  const accept = useAcceptBookings();
  const revive = useReviveBooking();
  const t = state?.transfer ?? null;
  const booking = t?.booking ?? null;
  const open = (action: TransferAction) => (state?.action === action ? t : null);
  const done = (text: string) => {
    onClose();
    onNotice({ tone: 'success', text });
  };
  const failed = (error: unknown) => {
    onClose();
    onNotice({ tone: 'error', text: errorText(error, AR_BOOKINGS.updateFailed) });
  };
  const whom = booking ? (
    <strong className="mt-1 block text-ink-900">
      {booking.fullName} · <bdi dir="ltr">{booking.reference}</bdi>
    </strong>
  ) : undefined;

  return (
    <>
      <LinkTransferDialog
        transfer={open('link')}
        pending={link.isPending}
        onCancel={onClose}
        onLink={(bookingId) =>
          t && link.mutate({ id: t._id, bookingId }, { onSuccess: done, onError: failed })
        }
      />
      <ReasonDialog
        open={open('notOurs') !== null}
        title={U.notOursTitle}
        description={t ? formatPrice(t.amount ?? 0) : undefined}
        label={U.notOursLabel}
        hint={U.notOursHint}
        required
        rule={NOT_OURS_RULE}
        confirmLabel={U.notOurs}
        pending={dismiss.isPending}
        onCancel={onClose}
        onConfirm={(reason) =>
          t && dismiss.mutate({ id: t._id, reason }, { onSuccess: done, onError: failed })
        }
      />
      <ShortAcceptDialog
        target={
          open('acceptAnyway') && booking && t?.difference ? { ...booking, difference: t.difference } : null
        }
        onCancel={onClose}
        onDone={() => done(AR_BOOKINGS.acceptedOk)}
        onFailed={failed}
      />
      <ReasonDialog
        open={open('rejectAndRefund') !== null}
        title={U.rejectAndRefund}
        description={
          <>
            {AR_BOOKINGS.rejectConfirm}
            {whom}
          </>
        }
        label={AR_BOOKINGS.desk.reasonLabel}
        hint={AR_BOOKINGS.desk.reasonHint}
        required={false}
        pending={decide.isPending}
        onCancel={onClose}
        onConfirm={(reason) =>
          booking &&
          decide.mutate(
            { id: booking._id, status: 'Rejected', reason: reason || undefined },
            { onSuccess: () => done(AR_BOOKINGS.rejectedOk), onError: failed },
          )
        }
      />
      <ConfirmDialog
        open={open('refundExcess') !== null}
        onOpenChange={(next) => !next && onClose()}
        title={U.refundExcess}
        description={
          <>
            {t?.difference ? U.refundExcessConfirm(formatPrice(t.difference)) : null}
            {whom}
          </>
        }
        confirmLabel={U.refundExcess}
        pending={refund.isPending}
        onConfirm={() => t && refund.mutate({ id: t._id }, { onSuccess: done, onError: failed })}
      />
      <ConfirmDialog
        open={open('accept') !== null}
        onOpenChange={(next) => !next && onClose()}
        title={AR_BOOKINGS.accept}
        description={
          <>
            {AR_BOOKINGS.acceptConfirm}
            {whom}
            {t?.by === 'name' && <span className="mt-2 block text-amber-800">{U.byRule.name}</span>}
          </>
        }
        pending={accept.isPending}
        onConfirm={() =>
          booking &&
          accept.mutate([booking._id], {
            onSuccess: (count) => (count ? done(AR_BOOKINGS.acceptedOk) : failed(null)),
            onError: failed,
          })
        }
      />
      <ConfirmDialog
        open={open('revive') !== null}
        onOpenChange={(next) => !next && onClose()}
        title={U.revive}
        description={whom}
        confirmLabel={U.revive}
        pending={revive.isPending}
        onConfirm={() =>
          booking &&
          revive.mutate(booking._id, {
            onSuccess: () => done(AR_BOOKINGS.revivedOk),
            onError: failed,
          })
        }
      />
    </>
  );
}
