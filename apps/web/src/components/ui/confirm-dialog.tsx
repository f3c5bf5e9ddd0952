import { AR_COMMON } from '@app/shared';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (delete, reject, suspend). */
  tone?: 'primary' | 'danger';
  /** True while the confirmed action runs: the confirm button spins and both are disabled. */
  pending?: boolean;
  onConfirm: () => void;
};

/** Asks before an action; the caller closes it when the action is done. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = AR_COMMON.confirm,
  cancelLabel = AR_COMMON.cancel,
  tone = 'primary',
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
