import { AR, type EventDto } from '@app/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteEvent } from '../api/delete-event';
import { EventFormDialog } from './event-form-dialog';

export type EventsDialogState =
  | { kind: 'create' }
  | { kind: 'edit'; event: EventDto }
  | { kind: 'delete'; event: EventDto }
  | null;

type Props = {
  state: EventsDialogState;
  onClose: () => void;
  /** A dialog finished its action; the text is the success message. */
  onDone: (text: string) => void;
  /** The delete failed; the page shows the reason. */
  onFailed: (error: unknown) => void;
};

/** Every dialog of the events admin screen, driven by one state. */
export function EventsDialogs({ state, onClose, onDone, onFailed }: Props) {
  const remove = useDeleteEvent();
  const formTarget = state?.kind === 'create' ? 'create' : state?.kind === 'edit' ? state.event : null;
  const deleting = state?.kind === 'delete' ? state.event : null;

  return (
    <>
      <EventFormDialog target={formTarget} onClose={onClose} onSaved={onDone} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && onClose()}
        title={AR.events.delete}
        description={
          deleting ? (
            <>
              {AR.events.deleteConfirm}
              <strong className="mt-1 block text-ink-900">{deleting.name}</strong>
            </>
          ) : undefined
        }
        confirmLabel={AR.events.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => onDone(AR.events.deleted),
            onError: onFailed,
          });
        }}
      />
    </>
  );
}
