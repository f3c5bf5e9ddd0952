import { CalendarDays, Clock } from 'lucide-react';
import { type ComponentProps, type Ref, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatInputValue } from '../../lib/format';
import { FormField, Input, type TextFieldProps } from './form-field';

type DateType = 'date' | 'datetime-local' | 'time';

/**
 * A labelled date, datetime-local or time input for the Arabic screens. Chromium draws these inputs'
 * fields in the browser's language whatever the page's lang ('mm/dd/yyyy', 'PM'), so the chosen value
 * is repeated under the input in Arabic (Egypt), Cairo time, and tied to it as a description. The native
 * input stays: keyboard entry, the system picker on phones, react-hook-form's register and Playwright's
 * fill work unchanged. Its own file, so the public pages' forms do not carry it.
 */
export function DateField({
  label,
  error,
  hint,
  required,
  fieldClassName,
  type,
  ...inputProps
}: TextFieldProps & { type: DateType }) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(control) => <DateInput required={required} {...control} {...inputProps} type={type} />}
    </FormField>
  );
}

function DateInput({
  ref,
  type,
  value,
  onChange,
  id,
  'aria-describedby': describedBy,
  ...props
}: ComponentProps<'input'> & { type: DateType }) {
  const own = useRef<HTMLInputElement | null>(null);
  const [typed, setTyped] = useState('');
  // react-hook-form writes its default value straight into the element when it registers it.
  useEffect(() => setTyped(own.current?.value ?? ''), []);
  const readout = formatInputValue(type, value !== undefined ? String(value) : typed);
  const readoutId = `${id}-value`;
  const Icon = type === 'time' ? Clock : CalendarDays;
  return (
    <>
      <Input
        ref={mergeRefs(ref, own)}
        id={id}
        type={type}
        lang="ar-EG"
        value={value}
        aria-describedby={readout ? cn(readoutId, describedBy) : describedBy}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
        {...props}
      />
      {readout && (
        <p id={readoutId} className="flex items-center gap-1.5 text-sm text-slate-700">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {readout}
        </p>
      )}
    </>
  );
}

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
