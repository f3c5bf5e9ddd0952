import { type ChangeEvent, useEffect, useState } from 'react';
import { imageFileError, PICTURE_RULE } from './image-file';

/** A preview URL for a chosen file, revoked when the file changes or the component goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The picture field of a form (docs/product.md#validation): a JPG, PNG or GIF of at most 10 MB, checked when
 * chosen; an invalid file is discarded with its message. `onPick` runs on every choice (e.g. to clear
 * a server error).
 */
export function useImageChoice(onPick?: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    onPick?.();
    if (!chosen) return;
    const problem = imageFileError(chosen);
    if (problem) {
      // Nothing of an invalid file stays selected.
      event.target.value = '';
      setFile(null);
      setError(problem);
      return;
    }
    setFile(chosen);
    setError(null);
  };

  /** Spread on the form's FilePicker: what it accepts, the handler, the chosen name and the error state. */
  const picker = {
    accept: PICTURE_RULE.accept,
    onChange,
    fileName: file?.name ?? null,
    invalid: error !== null,
  };

  return { file, error, setError, preview, onChange, picker };
}
