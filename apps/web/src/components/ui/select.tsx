import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FormField } from './form-field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  options: SelectOption[];
  /** A first empty choice ('choose...'); it cannot be picked again once a value is set when required. */
  placeholder?: string;
};

/**
 * A native <select> styled like the inputs: keyboard, screen readers and mobile pickers for free,
 * and it works with react-hook-form's register and Playwright's selectOption.
 */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(controlClasses, 'h-10 appearance-none pe-9 max-md:min-h-11', className)}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

type SelectFieldProps = SelectProps & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function SelectField({ label, error, hint, required, fieldClassName, ...props }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(control) => <Select required={required} {...control} {...props} />}
    </FormField>
  );
}
