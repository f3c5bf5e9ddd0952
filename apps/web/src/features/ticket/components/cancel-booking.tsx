import { AR_SITE } from '@app/shared';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';

const T = AR_SITE.ticket;

/** Cancelling gives the seat to someone else and cannot be undone: it asks first, in words. */
export function CancelBooking({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking(token);
  return (
    <div className="grid gap-3">
      {cancel.isError && (
        <AlertBanner tone="error">{errorText(cancel.error, AR_SITE.common.error)}</AlertBanner>
      )}
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
        description={T.cancelConfirm}
        confirmLabel={T.cancelYes}
        cancelLabel={T.keep}
        tone="danger"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </div>
  );
}
