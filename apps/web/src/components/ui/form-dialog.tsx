import { AR_COMMON } from '@app/shared';
import type { ReactNode } from 'react';
import { AlertBanner } from './alert-banner';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * The staff panel's create-or-edit dialog: open while `target` is 'create' or a record; the form
 * inside is keyed by the record, so closing it (Escape, the close button, cancel) drops its values
 * and errors, and opening it for another record starts afresh.
 */
export function FormDialog<T extends { _id: string }>({
  target,
  onClose,
  title,
  description,
  children,
}: {
  target: 'create' | T | null;
  onClose: () => void;
  title: (editing: T | null) => string;
  description?: (editing: T | null) => string | undefined;
  children: (editing: T | null) => ReactNode;
}) {
  const editing = target !== null && target !== 'create' ? target : null;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title(editing)}
      description={description?.(editing)}
      size="lg"
    >
      {target !== null && <div key={editing?._id ?? 'create'}>{children(editing)}</div>}
    </Dialog>
  );
}

/** What the server refused, above the form, until the next change. */
export function FormServerError({ error, onDismiss }: { error: string | null; onDismiss: () => void }) {
  if (!error) return null;
  return (
    <AlertBanner tone="error" onDismiss={onDismiss}>
      {error}
    </AlertBanner>
  );
}

/** Cancel and save, at the end of a dialog's form. */
export function FormActions({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {AR_COMMON.cancel}
      </Button>
      <Button type="submit" loading={pending}>
        {AR_COMMON.save}
      </Button>
    </div>
  );
}
