import { AR_BOOKINGS, AR_PRIVACY, type BookingDto } from '@app/shared';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { amountText, DeadlineCell, GroupLine, StatusBadge, TransferMoney } from '../lib/booking-cells';
import type { DeskAction } from '../lib/desk-actions';
import { paymentMethodLabel } from '../lib/labels';
import { DeskActionsMenu } from './desk-actions-menu';
import { ProofThumbnail } from './proof-thumbnail';

const D = AR_BOOKINGS.desk;

export type BookingsTableProps = {
  bookings: BookingDto[] | undefined;
  loading: boolean;
  /** The clock the countdowns read (renewed every half minute). */
  now: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  onOpen: (booking: BookingDto) => void;
  onDecide: (booking: BookingDto, status: 'Accepted' | 'Rejected') => void;
  /** Resend, cancel or revive (docs/api/bookings.md#staff-actions). */
  onAction: (booking: BookingDto, action: DeskAction) => void;
};

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
 * The payment desk's list: from 1280 px one line per booking with everything a payment is checked
 * against (reference, name, amount, method and number, proof, time left), within about 960 px;
 * narrower, the shared cards, with accept and reject as large buttons far enough apart for a thumb
 * (44 px tall, 16 px between them). Accept comes first in both, at the row's start (the right).
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
}: BookingsTableProps) {
  const pending = (bookings ?? []).filter((b) => b.status === 'Pending');
  const allSelected = pending.length > 0 && pending.every((b) => selected.has(b._id));
  const selectOne = (b: BookingDto, className: string) => (
    <input
      type="checkbox"
      className={className}
      aria-label={D.selectOne(b.fullName)}
      checked={selected.has(b._id)}
      onChange={() => onToggle(b._id)}
    />
  );
  const reference = (b: BookingDto) => (
    <span className="flex min-w-0 items-center gap-2 text-xs text-slate-500">
      <bdi dir="ltr" className="font-mono font-semibold tracking-wider text-slate-700">
        {b.reference}
      </bdi>
      <span className="truncate" title={b.event.name}>
        {b.event.name}
      </span>
    </span>
  );
  const payment = (b: BookingDto) => (
    <div className="grid gap-0.5">
      <span className="whitespace-nowrap">{paymentMethodLabel(b.paymentMethod)}</span>
      {b.paymentNumber && (
        <bdi dir="ltr" className="block max-w-[9rem] truncate text-xs text-slate-500" title={b.paymentNumber}>
          {b.paymentNumber}
        </bdi>
      )}
      {/* A paid booking without its number: erased (docs/api/privacy.md#what-is-erased). */}
      {b.paymentMethod && !b.paymentNumber && <span className="text-xs">{AR_PRIVACY.erased}</span>}
    </div>
  );
  const proof = (b: BookingDto, thumbnail?: string) => (
    <div className="flex items-center gap-2">
      <ProofThumbnail booking={b} className={thumbnail} />
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
  );
  const settled = (b: BookingDto) =>
    b.status === 'Accepted' ? (
      <Badge tone="success">{AR_BOOKINGS.acceptedLabel}</Badge>
    ) : (
      <StatusBadge status={b.status} />
    );
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
      cell: (b) => (b.status === 'Pending' ? <Own>{selectOne(b, 'size-4 accent-brand-700')}</Own> : null),
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
          {reference(b)}
        </div>
      ),
    },
    {
      key: 'amount',
      header: D.amount,
      cell: (b) => (
        <div className="grid max-w-[9rem] gap-0.5">
          <span className="font-semibold whitespace-nowrap">{amountText(b)}</span>
          <TransferMoney booking={b} />
        </div>
      ),
    },
    {
      key: 'payment',
      header: D.payment,
      cell: payment,
    },
    { key: 'proof', header: D.proof, cell: (b) => proof(b) },
    { key: 'deadline', header: D.timeLeft, cell: (b) => <DeadlineCell booking={b} now={now} /> },
    {
      key: 'actions',
      header: AR_BOOKINGS.actions,
      cell: (b) => (
        <Own>
          {b.status === 'Pending' ? (
            <>
              <Button size="sm" variant="success" onClick={() => onDecide(b, 'Accepted')}>
                <Check aria-hidden className="size-3.5" />
                {AR_BOOKINGS.accept}
              </Button>
              <Button size="sm" variant="danger" onClick={() => onDecide(b, 'Rejected')}>
                <X aria-hidden className="size-3.5" />
                {AR_BOOKINGS.reject}
              </Button>
            </>
          ) : (
            <>
              {settled(b)}
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
      caption={AR_BOOKINGS.title}
      columns={columns}
      rows={bookings}
      getRowId={(b) => b._id}
      loading={loading}
      emptyText={AR_BOOKINGS.empty}
      onRowClick={onOpen}
      cards={{
        below: 'xl',
        leading: (b) =>
          b.status === 'Pending' && (
            // A 44 px target around the box, for a thumb.
            <span className="-m-2 grid size-11 shrink-0 place-items-center">
              {selectOne(b, 'size-5 cursor-pointer accent-brand-700')}
            </span>
          ),
        title: (b) => (
          <span className="grid grid-cols-1 gap-1">
            <span className="flex items-baseline justify-between gap-2">
              <span className="truncate">{b.fullName}</span>
              <span className="shrink-0">{amountText(b)}</span>
            </span>
            <GroupLine booking={b} />
            <TransferMoney booking={b} />
            <span className="font-normal">{reference(b)}</span>
          </span>
        ),
        trailing: (b) => <DeskActionsMenu booking={b} onAction={onAction} size="md" />,
        fields: (b) => [
          { label: D.payment, value: payment(b), short: true },
          { label: D.timeLeft, value: <DeadlineCell booking={b} now={now} />, short: true },
          { label: D.proof, value: proof(b, 'size-14') },
        ],
        footer: (b) =>
          b.status === 'Pending' ? (
            // Accept first, as in the table's row: the same place on a phone and at the desk.
            <div className="grid w-full grid-cols-2 gap-4">
              <Button variant="success" className="h-11" onClick={() => onDecide(b, 'Accepted')}>
                <Check aria-hidden className="size-4" />
                {AR_BOOKINGS.accept}
              </Button>
              <Button variant="danger" className="h-11" onClick={() => onDecide(b, 'Rejected')}>
                <X aria-hidden className="size-4" />
                {AR_BOOKINGS.reject}
              </Button>
            </div>
          ) : (
            settled(b)
          ),
      }}
    />
  );
}
