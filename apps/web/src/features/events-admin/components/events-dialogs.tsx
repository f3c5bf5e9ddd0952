import {
  AR_BOOKINGS,
  AR_EVENTS,
  AR_EVENTS_ADMIN,
  AR_SHELL,
  AR_TYPES_SETUP,
  AR_WAITLIST_UI,
  type EventDto,
} from '@app/shared';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { SalesSetup } from '../../ticket-types';
import { EventWaitlistList } from '../../waitlist';
import { useCancelEvent } from '../api/cancel-event';
import { useDeleteEvent } from '../api/delete-event';
import { EventFormDialog } from './event-form-dialog';

export type EventsDialogState =
  | { kind: 'create' }
  | { kind: 'edit'; event: EventDto }
  | { kind: 'delete'; event: EventDto }
  | { kind: 'cancel'; event: EventDto }
  | { kind: 'waitlist'; event: EventDto }
  | { kind: 'sales'; event: EventDto }
  | null;

type Props = {
  state: EventsDialogState;
  onClose: () => void;
  /** A dialog finished its action; the text is the success message. */
  onDone: (text: string) => void;
  /** The delete or the cancel failed; the page shows the reason. */
  onFailed: (error: unknown, fallback: string) => void;
};

/** Every dialog of the events admin screen, driven by one state. */
export function EventsDialogs({ state, onClose, onDone, onFailed }: Props) {
  const remove = useDeleteEvent();
  const cancel = useCancelEvent();
  const formTarget = state?.kind === 'create' ? 'create' : state?.kind === 'edit' ? state.event : null;
  const deleting = state?.kind === 'delete' ? state.event : null;
  const cancelling = state?.kind === 'cancel' ? state.event : null;
  const waitlist = state?.kind === 'waitlist' ? state.event : null;
  const sales = state?.kind === 'sales' ? state.event : null;

  return (
    <>
      <EventFormDialog target={formTarget} onClose={onClose} onSaved={onDone} />
      <Dialog
        open={waitlist !== null}
        onOpenChange={(open) => !open && onClose()}
        title={AR_WAITLIST_UI.staffWaiting}
        description={waitlist?.name}
      >
        {waitlist && <EventWaitlistList eventId={waitlist._id} />}
      </Dialog>
      <Dialog
        open={sales !== null}
        onOpenChange={(open) => !open && onClose()}
        title={AR_TYPES_SETUP.dialogTitle}
        description={sales?.name}
      >
        {sales && <SalesSetup eventId={sales._id} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && onClose()}
        title={AR_EVENTS_ADMIN.delete}
        description={
          deleting ? (
            <>
              {AR_EVENTS_ADMIN.deleteConfirm}
              <strong className="mt-1 block text-ink-900">{deleting.name}</strong>
            </>
          ) : undefined
        }
        confirmLabel={AR_EVENTS_ADMIN.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => onDone(AR_EVENTS_ADMIN.deleted),
            onError: (error) => onFailed(error, AR_EVENTS_ADMIN.deleteFailed),
          });
        }}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={AR_EVENTS_ADMIN.cancelEventTitle}
        description={
          cancelling ? <strong className="block text-ink-900">{cancelling.name}</strong> : undefined
        }
        // Nothing is undone here: the warning comes before the reason and the red button.
        warning={<AlertBanner tone="warning">{AR_EVENTS_ADMIN.cancelEventWarning}</AlertBanner>}
        label={AR_BOOKINGS.cancelReason}
        hint={AR_EVENTS_ADMIN.cancelEventReasonHint}
        required
        confirmLabel={AR_EVENTS_ADMIN.cancelEvent}
        cancelLabel={AR_EVENTS_ADMIN.keepEvent}
        pending={cancel.isPending}
        onCancel={onClose}
        onConfirm={(reason) => {
          if (!cancelling) return;
          cancel.mutate(
            { id: cancelling._id, reason },
            {
              onSuccess: ({ message }) => onDone(message ?? AR_EVENTS.eventCancelled),
              onError: (error) => onFailed(error, AR_SHELL.actionFailed),
            },
          );
        }}
      />
    </>
  );
}
