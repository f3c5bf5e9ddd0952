import { AR_COMMON, AR_HOLDER, type BookerTicket } from '@app/shared';
import { UserPen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useChangeHolder } from '../api/change-holder';

const U = AR_HOLDER.ui;
/** The form (react-hook-form, zod) arrives when the booker first opens it, not with the page. */
const HolderChangeDialog = lazy(() =>
  import('../../../components/holder-change/holder-change-dialog').then((m) => ({
    default: m.HolderChangeDialog,
  })),
);

/**
 * "Change the holder" of one guest's ticket on the booker's page (docs/api/ticket-transfer.md#the-rule):
 * the button, and the dialog once pressed. The page shows the answer (the new name, a new QR).
 */
export function ChangeHolder({ token, holder }: { token: string; holder: BookerTicket }) {
  const [open, setOpen] = useState(false);
  const change = useChangeHolder(token);
  const close = () => {
    setOpen(false);
    change.reset();
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={U.changeFor(holder.fullName)}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-slate-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <UserPen aria-hidden className="size-4" />
        {U.change}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HolderChangeDialog
            ticket={{ _id: holder._id, fullName: holder.fullName }}
            onClose={close}
            pending={change.isPending}
            error={change.isError ? errorText(change.error, AR_COMMON.error) : null}
            onSubmit={(next) => change.mutateAsync({ ticketId: holder._id, holder: next }).then(close)}
          />
        </Suspense>
      )}
    </>
  );
}
