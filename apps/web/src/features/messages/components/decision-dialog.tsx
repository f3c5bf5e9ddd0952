import { AR, type ContactDecisionBody, type ContactMessageDto, contactDecisionBodySchema } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { toCairoDateInput } from '../../../lib/format';
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
      title={accepting ? AR.messages.acceptTitle : AR.messages.rejectTitle}
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

type Field = 'reason' | 'interviewDate' | 'interviewTime';

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
  const [values, setValues] = useState({ reason: '', interviewDate: '', interviewTime: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ContactDecisionBody = accepting
      ? { status: 'interviewScheduled', ...values }
      : { status: 'rejected', reason: values.reason };
    // The same rules as the server (one shared schema), with the same Arabic messages.
    const parsed = contactDecisionBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      const result = await decide.mutateAsync({ id: target.message._id, body });
      onDone(result.message ?? (accepting ? AR.messages.acceptedOk : AR.messages.rejectedOk));
    } catch (error) {
      setServerError(errorText(error, AR.messages.updateFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {serverError && (
        <AlertBanner tone="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </AlertBanner>
      )}
      <TextareaField
        label={AR.messages.reason}
        required
        value={values.reason}
        onChange={change('reason')}
        error={errors.reason}
        placeholder={AR.messages.reasonPlaceholder}
        dir="auto"
        maxLength={1000}
        autoFocus
      />
      {accepting && (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label={AR.messages.interviewDate}
            type="date"
            required
            min={toCairoDateInput(new Date())}
            value={values.interviewDate}
            onChange={change('interviewDate')}
            error={errors.interviewDate}
          />
          <DateField
            label={AR.messages.interviewTime}
            type="time"
            required
            value={values.interviewTime}
            onChange={change('interviewTime')}
            error={errors.interviewTime}
          />
        </div>
      )}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={decide.isPending}>
          {AR.common.cancel}
        </Button>
        <Button type="submit" variant={accepting ? 'success' : 'danger'} loading={decide.isPending}>
          {accepting ? AR.messages.accept : AR.messages.reject}
        </Button>
      </div>
    </form>
  );
}
