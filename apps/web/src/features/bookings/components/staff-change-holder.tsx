import { AR_COMMON, AR_HOLDER, type BookingDto } from '@app/shared';
import { UserPen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { errorText } from '../../../lib/api-client';
import { useStaffChangeHolder } from '../api/change-holder';

const U = AR_HOLDER.ui;
const HolderChangeDialog = lazy(() =>
  import('../../../components/holder-change/holder-change-dialog').then((m) => ({
    default: m.HolderChangeDialog,
  })),
);

type Ticket = BookingDto['tickets'][number];

/** Whether staff are offered the change (the server decides the deadline and says so). */
export function mayChangeHolder(booking: BookingDto, position: number, ticket: Ticket): boolean {
  return (
    (booking.status === 'Pending' || booking.status === 'Accepted') && position > 0 && !ticket.checkedInAt
  );
}

/**
 * Staff name another holder for a guest's ticket from the booking details
 * (docs/api/ticket-transfer.md#the-rule): the button on the holder's row and the shared dialog.
 */
export function StaffChangeHolder({ booking, ticket }: { booking: BookingDto; ticket: Ticket }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const change = useStaffChangeHolder();
  const close = () => {
    setOpen(false);
    change.reset();
  };
  return (
    <div className="sm:col-span-3">
      <button
        type="button"
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
        aria-label={U.changeFor(ticket.fullName)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md text-xs font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <UserPen aria-hidden className="size-3.5" />
        {U.change}
      </button>
      {done && <AlertBanner tone="success">{done}</AlertBanner>}
      {open && (
        <Suspense fallback={null}>
          <HolderChangeDialog
            ticket={{ _id: ticket._id, fullName: ticket.fullName }}
            onClose={close}
            pending={change.isPending}
            error={change.isError ? errorText(change.error, AR_COMMON.error) : null}
            onSubmit={(holder) =>
              change.mutateAsync({ id: booking._id, ticketId: ticket._id, holder }).then((answer) => {
                setDone(answer.message ?? AR_HOLDER.server.changed);
                close();
              })
            }
          />
        </Suspense>
      )}
    </div>
  );
}
