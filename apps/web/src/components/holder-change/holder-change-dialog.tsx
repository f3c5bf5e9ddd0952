import { AR_HOLDER, type TicketHolderBody } from '@app/shared';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AlertBanner } from '../ui/alert-banner';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/form-field';

const U = AR_HOLDER.ui;
const EMPTY: TicketHolderBody = { fullName: '', nationalId: '' };
/** zod and the schema load when the dialog is first used, not with the page. */
const loadSchema = () => import('./holder-schema').then((module) => module.ticketHolderBodySchema);

export type HolderChange = {
  /** The ticket whose holder changes, with its current holder's name. */
  ticket: { _id: string; fullName: string } | null;
  onClose: () => void;
  /** Sends the change; rejects with the server's message, said above the form. */
  onSubmit: (holder: TicketHolderBody) => Promise<unknown>;
  pending: boolean;
  error: string | null;
};

/**
 * "Change the holder" of a guest's ticket (docs/api/ticket-transfer.md#the-rule), on the booker's page and in
 * the staff's booking details: the new person's name and national ID, checked by a guest's rules, and
 * the warning that the old QR stops admitting.
 */
export function HolderChangeDialog({ ticket, onClose, onSubmit, pending, error }: HolderChange) {
  return (
    <Dialog
      open={ticket !== null}
      onOpenChange={(open) => !open && onClose()}
      title={ticket ? U.changeFor(ticket.fullName) : U.title}
      description={U.intro}
    >
      {ticket && (
        <HolderForm key={ticket._id} onClose={onClose} onSubmit={onSubmit} pending={pending} error={error} />
      )}
    </Dialog>
  );
}

function HolderForm({ onClose, onSubmit, pending, error }: Omit<HolderChange, 'ticket'>) {
  const { form, field, errors } = useSchemaForm<TicketHolderBody>(loadSchema, {
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={U.title}
      onSubmit={form.handleSubmit((holder) => onSubmit(holder).catch(() => undefined))}
    >
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <TextField
        label={U.fullName}
        autoComplete="off"
        maxLength={200}
        error={errors.fullName?.message}
        {...field('fullName')}
      />
      <TextField
        label={U.nationalId}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        error={errors.nationalId?.message}
        {...field('nationalId')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {U.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {pending ? U.saving : U.save}
        </Button>
      </div>
    </form>
  );
}
