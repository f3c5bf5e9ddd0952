import { AR, AR_PRIVACY, type BookingDto } from '@app/shared';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { amountText, DeadlineCell, GroupLine, StatusBadge } from '../lib/booking-cells';
import { paymentMethodLabel } from '../lib/labels';
import { DeskActionsMenu } from './desk-actions-menu';
import type { DeskListProps } from './desk-list';
import { ProofThumbnail } from './proof-thumbnail';

const D = AR.bookings.desk;

/** Clicks inside this cell act on their own, not as a click on the row (which opens the details). */
function Own({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stops the row click, not an interaction of its own
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the controls themselves
    <div className="flex items-center gap-1.5" onClick={(e) => e.stopPropagation()}>
      {children}
    </div>
  );
}

/**
 * The desk at desktop width: one line per booking with everything a payment is checked against
 * (reference, name, amount, method and number, proof, time left), within about 960 px.
 */
export function BookingsTable({
  bookings,
  loading,
  now,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  onDecide,
  onAction,
}: DeskListProps) {
  const pending = (bookings ?? []).filter((b) => b.status === 'Pending');
  const allSelected = pending.length > 0 && pending.every((b) => selected.has(b._id));
  const columns: Column<BookingDto>[] = [
    {
      key: 'select',
      header: (
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          aria-label={D.selectAll}
          checked={allSelected}
          disabled={pending.length === 0}
          onChange={() => onToggleAll(!allSelected)}
        />
      ),
      className: 'w-10 pe-0',
      cell: (b) =>
        b.status === 'Pending' ? (
          <Own>
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              aria-label={D.selectOne(b.fullName)}
              checked={selected.has(b._id)}
              onChange={() => onToggle(b._id)}
            />
          </Own>
        ) : null,
    },
    {
      key: 'booking',
      header: D.booking,
      cell: (b) => (
        <div className="grid max-w-[15rem] gap-0.5">
          <span className="truncate font-semibold" title={b.fullName}>
            {b.fullName}
          </span>
          <GroupLine booking={b} />
          <span className="flex min-w-0 items-center gap-2 text-xs text-slate-500">
            <bdi dir="ltr" className="font-mono font-semibold tracking-wider text-slate-700">
              {b.reference}
            </bdi>
            <span className="truncate" title={b.event.name}>
              {b.event.name}
            </span>
          </span>
        </div>
      ),
    },
    {
      key: 'amount',
      header: D.amount,
      cell: (b) => <span className="font-semibold whitespace-nowrap">{amountText(b)}</span>,
    },
    {
      key: 'payment',
      header: D.payment,
      cell: (b) => (
        <div className="grid gap-0.5">
          <span className="whitespace-nowrap">{paymentMethodLabel(b.paymentMethod)}</span>
          {b.paymentNumber && (
            <bdi
              dir="ltr"
              className="block max-w-[9rem] truncate text-xs text-slate-500"
              title={b.paymentNumber}
            >
              {b.paymentNumber}
            </bdi>
          )}
          {/* A paid booking without its number: erased (DECISIONS.md section 17). */}
          {b.paymentMethod && !b.paymentNumber && <span className="text-xs">{AR_PRIVACY.erased}</span>}
        </div>
      ),
    },
    {
      key: 'proof',
      header: D.proof,
      cell: (b) => (
        <div className="flex items-center gap-2">
          <ProofThumbnail booking={b} />
          {b.proof?.transactionId && (
            <bdi
              dir="ltr"
              className="block max-w-[6rem] truncate font-mono text-xs text-slate-600"
              title={`${D.transactionId}: ${b.proof.transactionId}`}
            >
              {b.proof.transactionId}
            </bdi>
          )}
        </div>
      ),
    },
    { key: 'deadline', header: D.timeLeft, cell: (b) => <DeadlineCell booking={b} now={now} /> },
    {
      key: 'actions',
      header: AR.bookings.actions,
      cell: (b) => (
        <Own>
          {b.status === 'Pending' ? (
            <>
              <Button size="sm" variant="success" onClick={() => onDecide(b, 'Accepted')}>
                <Check aria-hidden className="size-3.5" />
                {AR.bookings.accept}
              </Button>
              <Button size="sm" variant="danger" onClick={() => onDecide(b, 'Rejected')}>
                <X aria-hidden className="size-3.5" />
                {AR.bookings.reject}
              </Button>
            </>
          ) : (
            <>
              {b.status === 'Accepted' ? (
                <Badge tone="success">{AR.bookings.acceptedLabel}</Badge>
              ) : (
                <StatusBadge status={b.status} />
              )}
              {/* A pending row keeps to accept and reject (the table fits 1280 px); its cancel is in the details. */}
              <DeskActionsMenu booking={b} onAction={onAction} />
            </>
          )}
        </Own>
      ),
    },
  ];

  return (
    <DataTable
      caption={AR.bookings.title}
      columns={columns}
      rows={bookings}
      getRowId={(b) => b._id}
      loading={loading}
      emptyText={AR.bookings.empty}
      onRowClick={onOpen}
    />
  );
}
