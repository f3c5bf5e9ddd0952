import { AR_COMMON, AR_TICKET } from '@app/shared';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';

const T = AR_TICKET;

/**
 * Cancelling gives the seat to someone else and cannot be undone: it asks first, in words. A paid
 * ticket's dialog states the agency's refund policy before the booker confirms (docs/api/booker-page.md#cancel).
 */
export function CancelBooking({ token, refundPolicy }: { token: string; refundPolicy: string | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking(token);
  return (
    <div className="grid gap-3">
      {cancel.isError && <AlertBanner tone="error">{errorText(cancel.error, AR_COMMON.error)}</AlertBanner>}
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 justify-self-center rounded-lg px-4 text-sm font-semibold text-red-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-red-700"
      >
        {T.cancel}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={T.cancelConfirmTitle}
        description={
          refundPolicy ? (
            <>
              {T.cancelConfirm}
              <span
                data-testid="refund-policy"
                className="mt-3 block rounded-xl bg-sky-50 px-4 py-3 text-sky-950"
              >
                <strong className="block">{T.refundPolicy}</strong>
                <span className="mt-1 block leading-7 whitespace-pre-line">{refundPolicy}</span>
              </span>
            </>
          ) : (
            T.cancelConfirm
          )
        }
        confirmLabel={T.cancelYes}
        cancelLabel={T.keep}
        tone="danger"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </div>
  );
}
