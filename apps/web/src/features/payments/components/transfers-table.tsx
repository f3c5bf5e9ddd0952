import { AR_PAYMENTS, TRANSFER_STATES, type TransferDto, type TransferState } from '@app/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/select';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useTransfers } from '../api/get-transfers';
import { useReviveBooking } from '../api/revive-booking';
import { OutcomeBadge } from './outcome-badge';

const U = AR_PAYMENTS.ui;
const F = U.fields;

/** The ledger: every transfer with its state; money that came late offers the revive action. */
export function TransfersTable() {
  const [state, setState] = useState<TransferState | ''>('');
  const transfers = useTransfers(state);
  const revive = useReviveBooking();

  const amount = (t: TransferDto) => (
    <span>
      {t.amount === null ? '—' : formatPrice(t.amount)}
      {t.difference !== null && (
        <span className="ms-1 text-xs text-amber-800">({U.difference(formatPrice(t.difference))})</span>
      )}
    </span>
  );
  const booking = (t: TransferDto) =>
    t.booking ? (
      <span>
        <span className="font-mono text-brand-700">{t.booking.reference}</span> {t.booking.fullName}
      </span>
    ) : (
      '—'
    );
  const action = (t: TransferDto) =>
    t.state === 'late' && t.booking ? (
      <Button
        size="sm"
        variant="secondary"
        loading={revive.isPending}
        onClick={() => revive.mutate(t.booking!._id)}
      >
        {U.revive}
      </Button>
    ) : null;

  const columns: Column<TransferDto>[] = [
    { key: 'state', header: F.outcome, cell: (t) => <OutcomeBadge outcome={t.state} /> },
    { key: 'amount', header: F.amount, cell: amount },
    { key: 'booking', header: F.reference, cell: booking },
    {
      key: 'sender',
      header: F.sender,
      cell: (t) => <span dir="ltr">{t.senderNumber ?? t.senderName ?? '—'}</span>,
    },
    {
      key: 'txn',
      header: F.transactionId,
      cell: (t) => (
        <span dir="ltr" className="font-mono text-xs">
          {t.transactionId ?? '—'}
        </span>
      ),
    },
    { key: 'received', header: F.receivedAt, cell: (t) => formatDateTime(t.receivedAt) },
    { key: 'action', header: '', cell: action },
  ];

  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold text-ink-900">{U.transfersTitle}</h2>
        <Select
          aria-label={U.stateFilter}
          value={state}
          onChange={(e) => setState(e.currentTarget.value as TransferState | '')}
          options={[
            { value: '', label: U.allStates },
            ...TRANSFER_STATES.map((s) => ({ value: s, label: U.outcomes[s] })),
          ]}
        />
      </div>
      <DataTable
        caption={U.transfersTitle}
        columns={columns}
        rows={transfers.data}
        loading={transfers.isPending}
        getRowId={(t) => t._id}
        emptyText={U.transfersEmpty}
        cards={{
          title: (t) => (
            <span className="flex items-center gap-2">
              <OutcomeBadge outcome={t.state} /> {amount(t)}
            </span>
          ),
          fields: (t) => [
            { label: F.reference, value: booking(t) },
            { label: F.sender, value: <span dir="ltr">{t.senderNumber ?? '—'}</span>, short: true },
            { label: F.receivedAt, value: formatDateTime(t.receivedAt), short: true },
          ],
          footer: action,
        }}
      />
    </section>
  );
}
