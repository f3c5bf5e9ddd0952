import { ImageUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { useImageChoice } from '../../lib/use-image-choice';
import { FilePicker } from './file-picker';

/**
 * A form's picture: its label, the current or newly chosen picture (or an empty frame), the Arabic
 * file picker, a hint and the picture's error (useImageChoice holds the choice and checks it).
 */
export function ImageField({
  id,
  label,
  note,
  picture,
  currentImage,
  currentAlt,
  newAlt,
  hint,
}: {
  id: string;
  label: ReactNode;
  /** Beside the label: a required mark, or what leaving it empty does. */
  note?: ReactNode;
  picture: ReturnType<typeof useImageChoice>;
  /** The saved picture of the record being edited. */
  currentImage?: string | null;
  currentAlt: string;
  newAlt: string;
  hint: string;
}) {
  const shown = picture.preview ?? currentImage ?? null;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {note}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={picture.preview ? newAlt : currentAlt}
            className="h-20 w-32 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
          />
        ) : (
          <div className="flex h-20 w-32 items-center justify-center rounded-lg bg-slate-100 text-slate-400 ring-1 ring-slate-200">
            <ImageUp aria-hidden className="size-6" />
          </div>
        )}
        <FilePicker
          id={id}
          {...picture.picker}
          aria-describedby={picture.error ? `${id}-error` : `${id}-hint`}
          className="flex-1 basis-56"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      {picture.error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {picture.error}
        </p>
      )}
    </div>
  );
}
