import { AR_COMMON } from '@app/shared';
import { ImageUp } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { cn } from '../../lib/cn';

export type FilePickerProps = {
  id: string;
  accept: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The chosen file's name; null shows 'no file chosen'. */
  fileName: string | null;
  /** The button's words ('اختر صورة' unless told). */
  buttonText?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
  className?: string;
};

/**
 * A file input in Arabic: the browser's own control reads 'Choose file / No file chosen' in its language,
 * so a styled label does the talking over a visually hidden native input. The input stays in the page
 * (Tab reaches it, the ring shows on the label, Enter or Space opens the system picker), is named by the
 * label's words and the chosen file's name, and still takes Playwright's setInputFiles.
 */
export function FilePicker({
  id,
  accept,
  onChange,
  fileName,
  buttonText = AR_COMMON.chooseImage,
  invalid,
  'aria-describedby': describedBy,
  className,
}: FilePickerProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-14 min-w-0 cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed p-1.5 pe-3',
        'bg-slate-50 hover:bg-slate-100',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
        invalid ? 'border-red-400' : 'border-slate-300',
        className,
      )}
    >
      <span className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-ink-900 shadow-xs ring-1 ring-slate-300">
        <ImageUp aria-hidden="true" className="size-4 text-brand-700" />
        {buttonText}
      </span>
      {/* The space keeps the two parts apart in the input's accessible name. */}{' '}
      {/* w-0 + flex-1: a long name ends in an ellipsis instead of widening the form. */}
      <span className={cn('w-0 flex-1 truncate text-sm', fileName ? 'text-ink-900' : 'text-slate-500')}>
        {fileName ? <bdi>{fileName}</bdi> : AR_COMMON.noFileChosen}
      </span>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={onChange}
        className="sr-only"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
    </label>
  );
}
