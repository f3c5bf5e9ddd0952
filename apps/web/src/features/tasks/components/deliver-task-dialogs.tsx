import { AR_COMMON, AR_TASKS, type DeliverTaskBody, deliverTaskBodySchema, type TaskDto } from '@app/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useDeliverTask } from '../api/deliver-task';
import { DueDateCell } from './due-date-cell';

type Step = 'details' | 'deliver';

/**
 * docs/product.md#tasks-screen: deliver opens the task's details (deliver / cancel), then a second dialog
 * with one text input for the delivery details (deliver / cancel).
 */
export function DeliverTaskDialogs({
  task,
  onClose,
  onDelivered,
}: {
  task: TaskDto | null;
  onClose: () => void;
  onDelivered: () => void;
}) {
  const [step, setStep] = useState<Step>('details');
  const { form, field, errors, serverError, setServerError } = useSchemaForm<DeliverTaskBody>(
    deliverTaskBodySchema,
    { defaultValues: { isTitle: '' } },
  );
  const deliver = useDeliverTask();
  const { reset } = form;

  useEffect(() => {
    if (task) {
      setStep('details');
      reset({ isTitle: '' });
      setServerError(null);
    }
  }, [task, reset, setServerError]);

  const close = () => {
    if (!deliver.isPending) onClose();
  };

  const submit = form.handleSubmit(({ isTitle }) => {
    if (!task?._id) {
      setServerError(AR_TASKS.idMissing);
      return;
    }
    deliver.mutate(
      { id: task._id, text: isTitle },
      {
        onSuccess: () => onDelivered(),
        onError: (failure) => setServerError(errorText(failure, AR_TASKS.deliverFailed)),
      },
    );
  });
  const error = errors.isTitle?.message ?? serverError;

  return (
    <>
      <Dialog
        open={task !== null && step === 'details'}
        onOpenChange={(open) => !open && close()}
        title={AR_TASKS.detailsTitle}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {AR_COMMON.cancel}
            </Button>
            <Button onClick={() => setStep('deliver')}>{AR_TASKS.deliver}</Button>
          </>
        }
      >
        {task && (
          <dl className="grid gap-3 text-sm">
            <Detail label={AR_TASKS.taskTitle}>{task.title}</Detail>
            <Detail label={AR_TASKS.details}>
              <span className="whitespace-pre-line">{task.description}</span>
            </Detail>
            <Detail label={AR_TASKS.dueDate}>
              <DueDateCell task={task} />
            </Detail>
            <Detail label={AR_TASKS.sender}>{task.adminId?.username}</Detail>
          </dl>
        )}
      </Dialog>

      <Dialog
        open={task !== null && step === 'deliver'}
        onOpenChange={(open) => !open && close()}
        title={AR_TASKS.deliverTitle}
        description={task?.title}
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          {error && <AlertBanner tone="error">{error}</AlertBanner>}
          <TextareaField
            label={AR_TASKS.deliveryDetails}
            placeholder={AR_TASKS.deliveryPlaceholder}
            maxLength={5000}
            required
            autoFocus
            {...field('isTitle')}
          />
          <div className="flex flex-wrap items-center justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={deliver.isPending}>
              {AR_COMMON.cancel}
            </Button>
            <Button type="submit" loading={deliver.isPending}>
              {deliver.isPending ? AR_TASKS.delivering : AR_TASKS.deliver}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}
