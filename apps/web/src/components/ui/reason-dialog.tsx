import { AR_COMMON, BOOKING_REASON_MAX, bookingStatusBodySchema, cancelFormSchema } from '@app/shared';
import { type ReactNode, useEffect, useId } from 'react';
import { formatNumber } from '../../lib/format';
import { type SchemaSource, useSchemaForm } from '../../lib/use-schema-form';
import { Button } from './button';
import { Dialog } from './dialog';
import { Textarea } from './form-field';

type Values = { reason: string };

// The reason travels with the same shared rule the server checks: optional for a rejection, asked for
// when something is cancelled (the booker's email and the event's public page say it).
const optionalReason = bookingStatusBodySchema.pick({ reason: true });
const requiredReason = cancelFormSchema;

type Props = {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The textarea's label and the line under it. */
  label: string;
  hint: string;
  /** A cancellation must say why; a rejection may. */
  required: boolean;
  /**
   * Another shared rule for `{ reason }` and its length (a desk action's shorter reason, say); by
   * default the decision's reason, up to BOOKING_REASON_MAX.
   */
  rule?: { schema: SchemaSource; max: number };
  /** Said before the reason, e.g. what the action cannot undo. */
  warning?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * A staff action that the person affected reads about (reject, cancel a booking, cancel an event):
 * asks before acting, with a reason counted up to the limit the server keeps.
 */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  hint,
  required,
  rule,
  warning,
  confirmLabel = AR_COMMON.confirm,
  cancelLabel = AR_COMMON.cancel,
  pending,
  onCancel,
  onConfirm,
}: Props) {
  const id = useId();
  const max = rule?.max ?? BOOKING_REASON_MAX;
  const { form } = useSchemaForm<Values>(rule?.schema ?? (required ? requiredReason : optionalReason), {
    reValidateMode: 'onSubmit',
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (open) form.reset({ reason: '' });
  }, [open, form]);
  const reason = form.watch('reason') ?? '';
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit((values) => onConfirm(values.reason?.trim() ?? ''));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title={title}
      description={description}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {warning}
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {label}
            {required && (
              <span aria-hidden="true" className="ms-1 text-red-600">
                *
              </span>
            )}
          </label>
          <Textarea
            id={id}
            maxLength={max}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            disabled={pending}
            {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
          />
          <p id={`${id}-hint`} className="flex justify-between gap-2 text-xs text-slate-500">
            <span>{hint}</span>
            <span className="shrink-0 tabular-nums">
              {formatNumber(reason.length)} / {formatNumber(max)}
            </span>
          </p>
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
