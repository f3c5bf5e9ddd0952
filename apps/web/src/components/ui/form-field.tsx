import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  /** Error text under the control; marks the control aria-invalid and describes it. */
  error?: string | null;
  hint?: ReactNode;
  /** Marks the label with an asterisk (the control itself should carry `required`). */
  required?: boolean;
  className?: string;
  /** Renders the control with the ids that tie it to the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/** Label + control + hint + error, wired for screen readers. */
export function FormField({ label, error, hint, required, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-red-600">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses = cn(
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-start text-ink-900 shadow-xs',
  'placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30',
  'disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-500',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, 'h-10 max-md:min-h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-24 py-2', className)} {...props} />;
}

export type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
};

/** The common case: a labelled text input (works with react-hook-form's register, ref included). */
export function TextField({ label, error, hint, required, fieldClassName, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(control) => <Input required={required} {...control} {...inputProps} />}
    </FormField>
  );
}

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextareaField({
  label,
  error,
  hint,
  required,
  fieldClassName,
  ...props
}: TextareaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(control) => <Textarea required={required} {...control} {...props} />}
    </FormField>
  );
}
