import { AR, BOOKING_REASON_MAX } from '@app/shared';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/form-field';
import { formatNumber } from '../../../lib/format';

const D = AR.bookings.desk;

type Props = {
  open: boolean;
  title: string;
  description: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks before rejecting one booking or many, with an optional reason the booker will read. */
export function RejectDialog({ open, title, description, pending, onCancel, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const id = useId();
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            {AR.common.cancel}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => onConfirm(reason.trim())}>
            {AR.common.confirm}
          </Button>
        </>
      }
    >
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {D.reasonLabel}
        </label>
        <Textarea
          id={id}
          value={reason}
          maxLength={BOOKING_REASON_MAX}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setReason(e.target.value)}
          disabled={pending}
        />
        <p id={`${id}-hint`} className="flex justify-between gap-2 text-xs text-slate-500">
          <span>{D.reasonHint}</span>
          <span className="tabular-nums">{D.reasonCount(formatNumber(reason.length))}</span>
        </p>
      </div>
    </Dialog>
  );
}
