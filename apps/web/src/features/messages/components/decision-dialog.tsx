import {
  AR_COMMON,
  AR_CONTACT_REQUESTS,
  type ContactDecisionBody,
  type ContactMessageDto,
  contactDecisionBodySchema,
} from '@app/shared';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { toCairoDateInput } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useDecideMessage } from '../api/decide-message';

export type DecisionTarget = { message: ContactMessageDto; decision: 'accept' | 'reject' } | null;

type Props = {
  target: DecisionTarget;
  onClose: () => void;
  onDone: (text: string) => void;
};

/** Reject (reason) or accept (reason, interview date and time) one pending request. */
export function DecisionDialog({ target, onClose, onDone }: Props) {
  const accepting = target?.decision === 'accept';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={accepting ? AR_CONTACT_REQUESTS.acceptTitle : AR_CONTACT_REQUESTS.rejectTitle}
      description={target ? `${target.message.fullName} · ${target.message.email}` : undefined}
    >
      {target && (
        <DecisionForm
          key={`${target.message._id}-${target.decision}`}
          target={target}
          onCancel={onClose}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}

const EMPTY = { reason: '', interviewDate: '', interviewTime: '' };

function DecisionForm({
  target,
  onCancel,
  onDone,
}: {
  target: NonNullable<DecisionTarget>;
  onCancel: () => void;
  onDone: (text: string) => void;
}) {
  const accepting = target.decision === 'accept';
  const decide = useDecideMessage();
  // The same rules as the server (one shared schema), with the same Arabic messages.
  const { form, field, errors, serverError, setServerError } = useSchemaForm<
    typeof EMPTY,
    ContactDecisionBody
  >(contactDecisionBodySchema, {
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
    prepare: (values) =>
      accepting ? { status: 'interviewScheduled', ...values } : { status: 'rejected', reason: values.reason },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await decide.mutateAsync({ id: target.message._id, body });
      onDone(result.message ?? (accepting ? AR_CONTACT_REQUESTS.acceptedOk : AR_CONTACT_REQUESTS.rejectedOk));
    } catch (error) {
      setServerError(errorText(error, AR_CONTACT_REQUESTS.updateFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {serverError && (
        <AlertBanner tone="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </AlertBanner>
      )}
      <TextareaField
        label={AR_CONTACT_REQUESTS.reason}
        required
        error={errors.reason?.message}
        {...field('reason')}
        placeholder={AR_CONTACT_REQUESTS.reasonPlaceholder}
        dir="auto"
        maxLength={1000}
        autoFocus
      />
      {accepting && (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label={AR_CONTACT_REQUESTS.interviewDate}
            type="date"
            required
            min={toCairoDateInput(new Date())}
            error={errors.interviewDate?.message}
            {...field('interviewDate')}
          />
          <DateField
            label={AR_CONTACT_REQUESTS.interviewTime}
            type="time"
            required
            error={errors.interviewTime?.message}
            {...field('interviewTime')}
          />
        </div>
      )}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={decide.isPending}>
          {AR_COMMON.cancel}
        </Button>
        <Button type="submit" variant={accepting ? 'success' : 'danger'} loading={decide.isPending}>
          {accepting ? AR_CONTACT_REQUESTS.accept : AR_CONTACT_REQUESTS.reject}
        </Button>
      </div>
    </form>
  );
}
