import { AR, AR_PRIVACY } from '@app/shared';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { amountText, DeadlineCell, GroupLine } from '../lib/booking-cells';
import { paymentMethodLabel } from '../lib/labels';
import { DeskActionsMenu } from './desk-actions-menu';
import type { DeskListProps } from './desk-list';
import { ProofThumbnail } from './proof-thumbnail';

const D = AR.bookings.desk;

/**
 * The desk on phones and tablets: one card per booking, the facts to check at a glance, and accept
 * and reject as large buttons far enough apart for a thumb (44 px tall, 16 px between them).
 */
export function BookingCards({
  bookings,
  loading,
  now,
  selected,
  onToggle,
  onOpen,
  onDecide,
  onAction,
}: DeskListProps) {
  if (loading) {
    return (
      <div className="grid gap-3 md:grid-cols-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (!bookings || bookings.length === 0) {
    return (
      <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <EmptyState title={AR.bookings.empty} />
      </div>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={AR.bookings.title}>
      {bookings.map((b) => (
        <li key={b._id} className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-start gap-3">
            {b.status === 'Pending' && (
              <label className="-m-2 grid size-11 shrink-0 cursor-pointer place-items-center">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  aria-label={D.selectOne(b.fullName)}
                  checked={selected.has(b._id)}
                  onChange={() => onToggle(b._id)}
                />
              </label>
            )}
            <button
              type="button"
              onClick={() => onOpen(b)}
              className="grid min-w-0 flex-1 grid-cols-1 gap-1 rounded-lg text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-bold text-ink-900">{b.fullName}</span>
                <span className="shrink-0 font-bold text-ink-900">{amountText(b)}</span>
              </span>
              <GroupLine booking={b} />
              <span className="flex items-center gap-2 text-sm text-slate-600">
                <bdi dir="ltr" className="font-mono font-semibold tracking-wider text-slate-800">
                  {b.reference}
                </bdi>
                <span className="truncate text-xs">{b.event.name}</span>
              </span>
            </button>
            <DeskActionsMenu booking={b} onAction={onAction} size="md" />
          </div>
          <div className="flex items-center gap-3">
            <ProofThumbnail booking={b} className="size-14" />
            <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
              <span>
                {paymentMethodLabel(b.paymentMethod)}
                {b.paymentMethod && (
                  <>
                    {' · '}
                    <bdi dir="ltr" className="text-slate-600">
                      {/* Without its number: erased (DECISIONS.md section 17). */}
                      {b.paymentNumber ?? AR_PRIVACY.erased}
                    </bdi>
                  </>
                )}
              </span>
              {b.proof?.transactionId && (
                <span className="flex min-w-0 gap-1 text-xs text-slate-600">
                  {D.transactionId}:
                  <bdi dir="ltr" className="truncate font-mono">
                    {b.proof.transactionId}
                  </bdi>
                </span>
              )}
              <DeadlineCell booking={b} now={now} />
            </div>
          </div>
          {b.status === 'Pending' && (
            <div className="grid grid-cols-2 gap-4">
              <Button variant="danger" className="h-11" onClick={() => onDecide(b, 'Rejected')}>
                <X aria-hidden className="size-4" />
                {AR.bookings.reject}
              </Button>
              <Button variant="success" className="h-11" onClick={() => onDecide(b, 'Accepted')}>
                <Check aria-hidden className="size-4" />
                {AR.bookings.accept}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
