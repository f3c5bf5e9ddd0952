import { AR_PAYMENTS, TRANSFER_STATES, type TransferDto, type TransferState } from '@app/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { LoadMore } from '../../../components/ui/load-more';
import { Select } from '../../../components/ui/select';
import { formatDateTime, formatPrice, formatShortDate, formatTime } from '../../../lib/format';
import { moneyLine } from '../../bookings';
import { useTransfers } from '../api/get-transfers';
import { nextActionsOf, type TransferAction } from '../lib/transfer-next-actions';
import { OutcomeBadge } from './outcome-badge';
import { type TransferActionState, TransferDialogs, type TransferNotice } from './transfer-dialogs';

const U = AR_PAYMENTS.ui;
const F = AR_PAYMENTS.ui.fields;

const ACTION_LABEL: Record<TransferAction, string> = {
  link: U.link,
  notOurs: U.notOurs,
  acceptAnyway: U.acceptAnyway,
  rejectAndRefund: U.rejectAndRefund,
  refundExcess: U.refundExcess,
  accept: U.accept,
  revive: U.revive,
};
const QUIET: TransferAction[] = ['notOurs', 'rejectAndRefund'];

/**
 * The ledger: every transfer with its state and its next action (`docs/api/payments.md`): an unmatched
 * one is linked by hand or marked not ours, a wrong amount accepted anyway or refunded, a late one's
 * booking revived. From 1280 px a table whose every column shows whole and keeps to the panel's width,
 * its actions in view (the sender and transaction number share one column and wrap when long, the day
 * and time two short lines); narrower, cards.
 */
export function TransfersTable() {
  // The state filter lives in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const state = TRANSFER_STATES.find((s) => s === params.get('state')) ?? '';
  const setState = (value: TransferState | '') =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('state', value);
        else next.delete('state');
        return next;
      },
      { replace: true },
    );
  const transfers = useTransfers(state);
  const [acting, setActing] = useState<TransferActionState>(null);
  const [notice, setNotice] = useState<TransferNotice | null>(null);

  const amount = (t: TransferDto) => {
    const line = t.booking && t.difference !== null ? moneyLine(t.booking.amount, t.difference) : null;
    return (
      <span className="grid gap-0.5">
        <span className="font-semibold whitespace-nowrap">
          {t.amount === null ? '—' : formatPrice(t.amount)}
        </span>
        {line && (
          <span
            className={`max-w-[10rem] text-xs font-semibold ${t.difference! < 0 ? 'text-red-700' : 'text-amber-800'}`}
          >
            {line}
          </span>
        )}
      </span>
    );
  };
  const booking = (t: TransferDto) => (
    <span className="grid max-w-[12rem] gap-0.5">
      {t.booking ? (
        <>
          <bdi dir="ltr" className="font-mono text-xs font-semibold text-brand-700">
            {t.booking.reference}
          </bdi>
          <span className="truncate" title={t.booking.fullName}>
            {t.booking.fullName}
          </span>
        </>
      ) : (
        '—'
      )}
      {t.by && <span className="text-xs text-slate-500">{U.byRule[t.by]}</span>}
      {t.dismissedReason && (
        <span className="text-xs text-slate-600">{U.dismissedReason(t.dismissedReason)}</span>
      )}
    </span>
  );
  // A sender's name or a bank's transaction number can be long: it wraps within the column, whole,
  // so the table keeps to 1280 px with its actions in view.
  const source = (t: TransferDto) => (
    <span className="grid max-w-[12rem] gap-0.5">
      <bdi dir="ltr" className="break-words">
        {t.senderNumber ?? t.senderName ?? '—'}
      </bdi>
      <bdi dir="ltr" className="font-mono text-xs break-all text-slate-600">
        {t.transactionId ?? '—'}
      </bdi>
    </span>
  );
  const received = (t: TransferDto) => (
    <span className="grid gap-0.5 text-xs whitespace-nowrap" title={formatDateTime(t.receivedAt)}>
      <span>{formatShortDate(t.receivedAt)}</span>
      <span className="text-slate-600">{formatTime(t.receivedAt)}</span>
    </span>
  );
  const actions = (t: TransferDto) => {
    const next = nextActionsOf(t);
    if (next.length === 0) return null;
    return (
      <span className="flex flex-wrap gap-1.5">
        {next.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={QUIET.includes(action) ? 'secondary' : 'primary'}
            onClick={() => {
              setNotice(null);
              setActing({ action, transfer: t });
            }}
          >
            {ACTION_LABEL[action]}
          </Button>
        ))}
      </span>
    );
  };

  const columns: Column<TransferDto>[] = [
    { key: 'state', header: F.outcome, cell: (t) => <OutcomeBadge outcome={t.state} /> },
    { key: 'amount', header: F.amount, cell: amount },
    { key: 'booking', header: F.reference, cell: booking },
    { key: 'source', header: `${F.sender} / ${F.transactionId}`, cell: source },
    { key: 'received', header: F.receivedAt, cell: received },
    { key: 'action', header: U.actions, cell: actions, className: 'w-44' },
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
      {notice && (
        <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </AlertBanner>
      )}
      <DataTable
        caption={U.transfersTitle}
        columns={columns}
        rows={transfers.rows}
        loading={transfers.isPending}
        getRowId={(t) => t._id}
        emptyText={U.transfersEmpty}
        cards={{
          below: 'xl',
          title: (t) => (
            <span className="flex flex-wrap items-center gap-2">
              <OutcomeBadge outcome={t.state} /> {amount(t)}
            </span>
          ),
          fields: (t) => [
            { label: F.reference, value: booking(t) },
            {
              label: F.sender,
              value: <bdi dir="ltr">{t.senderNumber ?? t.senderName ?? '—'}</bdi>,
              short: true,
            },
            { label: F.receivedAt, value: formatDateTime(t.receivedAt), short: true },
            { label: F.transactionId, value: <bdi dir="ltr">{t.transactionId ?? '—'}</bdi> },
          ],
          footer: actions,
        }}
      />
      <LoadMore
        shown={transfers.rows?.length ?? 0}
        total={transfers.meta?.total}
        hasMore={transfers.hasNextPage}
        loading={transfers.isFetchingNextPage}
        failed={transfers.isFetchNextPageError}
        onLoadMore={() => void transfers.fetchNextPage()}
      />
      <TransferDialogs state={acting} onClose={() => setActing(null)} onNotice={setNotice} />
    </section>
  );
}
