import { AR_PAYMENTS, AR_SERVER, type RefundDto } from '@app/shared';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormActions, FormDialog, FormServerError } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/form-field';
import { LoadMore } from '../../../components/ui/load-more';
import { errorText } from '../../../lib/api-client';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useRefunds } from '../api/get-refunds';
import { useMarkRefundDone } from '../api/mark-refund-done';

const U = AR_PAYMENTS.ui;
const F = AR_PAYMENTS.ui.fields;

/** Money owed back: the ones to do first, each marked done with the outgoing transaction number. */
export function RefundsPanel() {
  const refunds = useRefunds();
  const [target, setTarget] = useState<RefundDto | null>(null);
  const action = (r: RefundDto) =>
    r.status === 'Due' ? (
      <Button size="sm" onClick={() => setTarget(r)}>
        {U.markDone}
      </Button>
    ) : (
      <bdi dir="ltr" className="block max-w-[10rem] font-mono text-xs break-all text-slate-500">
        {r.transactionId}
      </bdi>
    );
  const status = (r: RefundDto) => (
    <Badge tone={r.status === 'Due' ? 'warning' : 'success'}>{U.refundStatus[r.status]}</Badge>
  );
  // From 1280 px every column; narrower the status, reference and date go under the name, so the
  // four columns a refund is done with (who, how much, to which number, the action) keep to the panel.
  const wide = 'hidden xl:table-cell';
  const columns: Column<RefundDto>[] = [
    { key: 'status', header: F.status, cell: status, className: wide },
    {
      key: 'ref',
      header: F.reference,
      cell: (r) => <span className="font-mono text-brand-700">{r.reference}</span>,
      className: wide,
    },
    {
      key: 'name',
      header: F.fullName,
      // A name may be 200 characters: it wraps within the column, so the action stays in view.
      cell: (r) => (
        <span className="grid max-w-[14rem] gap-1">
          <span className="xl:hidden">{status(r)}</span>
          <span className="break-words">{r.fullName}</span>
          <span className="text-xs text-slate-500 xl:hidden">
            <bdi dir="ltr" className="font-mono text-brand-700">
              {r.reference}
            </bdi>{' '}
            · <span className="whitespace-nowrap">{formatDateTime(r.createdAt)}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: F.amount,
      cell: (r) => <span className="whitespace-nowrap">{formatPrice(r.amount)}</span>,
    },
    {
      key: 'to',
      header: F.toNumber,
      cell: (r) => (
        <bdi dir="ltr" className="block max-w-[11rem] break-all">
          {r.toNumber ?? '—'}
        </bdi>
      ),
    },
    {
      key: 'created',
      header: F.createdAt,
      cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.createdAt)}</span>,
      className: wide,
    },
    { key: 'action', header: U.actions, cell: action },
  ];
  return (
    <section className="space-y-3">
      <h2 className="font-bold text-ink-900">{U.refundsTitle}</h2>
      <DataTable
        caption={U.refundsTitle}
        columns={columns}
        rows={refunds.rows}
        loading={refunds.isPending}
        getRowId={(r) => r._id}
        emptyText={U.refundsEmpty}
        cards={{
          title: (r) => (
            <span className="flex items-center gap-2">
              {status(r)} {r.fullName}
            </span>
          ),
          fields: (r) => [
            { label: F.amount, value: formatPrice(r.amount), short: true },
            { label: F.toNumber, value: <span dir="ltr">{r.toNumber ?? '—'}</span>, short: true },
            { label: F.reference, value: r.reference, short: true },
          ],
          footer: action,
        }}
      />
      <LoadMore
        shown={refunds.rows?.length ?? 0}
        total={refunds.meta?.total}
        hasMore={refunds.hasNextPage}
        loading={refunds.isFetchingNextPage}
        failed={refunds.isFetchNextPageError}
        onLoadMore={() => void refunds.fetchNextPage()}
      />
      <FormDialog target={target} onClose={() => setTarget(null)} title={() => U.markDoneTitle}>
        {(refund) => refund && <DoneForm refund={refund} onDone={() => setTarget(null)} />}
      </FormDialog>
    </section>
  );
}

function DoneForm({ refund, onDone }: { refund: RefundDto; onDone: () => void }) {
  const id = useId();
  const [transactionId, setTransactionId] = useState('');
  const done = useMarkRefundDone();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        done.mutate({ id: refund._id, transactionId: transactionId.trim() }, { onSuccess: onDone });
      }}
    >
      <FormServerError
        error={done.error ? errorText(done.error, AR_SERVER.invalidInput) : null}
        onDismiss={() => done.reset()}
      />
      <p className="text-sm text-slate-600">
        {refund.fullName} · {formatPrice(refund.amount)} · <span dir="ltr">{refund.toNumber}</span>
      </p>
      <label htmlFor={id} className="block text-sm font-medium">
        {U.outgoingTransaction}
      </label>
      <Input
        id={id}
        dir="ltr"
        required
        maxLength={40}
        value={transactionId}
        onChange={(e) => setTransactionId(e.currentTarget.value)}
      />
      <FormActions onCancel={onDone} pending={done.isPending} />
    </form>
  );
}
