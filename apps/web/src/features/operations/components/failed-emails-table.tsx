import { AR_OUTBOX, type OutboxItemDto } from '@app/shared';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatDateTime, formatNumber } from '../../../lib/format';

type Props = {
  emails: OutboxItemDto[] | undefined;
  loading: boolean;
  /** Id of the email being sent again (its button spins). */
  busyId: string | null;
  onRetry: (email: OutboxItemDto) => void;
};

function RetryButton({
  email,
  busyId,
  onRetry,
}: Pick<Props, 'busyId' | 'onRetry'> & { email: OutboxItemDto }) {
  const busy = busyId === email.id;
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      disabled={busyId !== null}
      onClick={() => onRetry(email)}
    >
      {!busy && <RotateCw aria-hidden="true" className="size-4" />}
      {busy ? AR_OUTBOX.retrying : AR_OUTBOX.retry}
    </Button>
  );
}

/** The mail server's last answer, kept to a line (the whole text on hover). */
function LastError({ email }: { email: OutboxItemDto }) {
  return (
    <span dir="ltr" className="block max-w-xs truncate text-xs text-slate-600" title={email.lastError ?? ''}>
      {email.lastError ?? '—'}
    </span>
  );
}

/** The emails that failed for good: a table from the md breakpoint up, cards below it. */
export function FailedEmailsTable({ emails, loading, busyId, onRetry }: Props) {
  const columns: Column<OutboxItemDto>[] = [
    { key: 'to', header: AR_OUTBOX.to, cell: (e) => <span dir="ltr">{e.to}</span> },
    { key: 'subject', header: AR_OUTBOX.subject, cell: (e) => e.subject },
    { key: 'kind', header: AR_OUTBOX.kind, cell: (e) => <span dir="ltr">{e.kind}</span> },
    { key: 'attempts', header: AR_OUTBOX.attempts, cell: (e) => formatNumber(e.attempts) },
    { key: 'lastError', header: AR_OUTBOX.lastError, cell: (e) => <LastError email={e} /> },
    { key: 'createdAt', header: AR_OUTBOX.createdAt, cell: (e) => formatDateTime(e.createdAt) },
    {
      key: 'actions',
      header: <span className="sr-only">{AR_OUTBOX.retry}</span>,
      cell: (e) => <RetryButton email={e} busyId={busyId} onRetry={onRetry} />,
    },
  ];

  return (
    <DataTable
      caption={AR_OUTBOX.title}
      columns={columns}
      rows={emails}
      getRowId={(e) => e.id}
      loading={loading}
      emptyText={AR_OUTBOX.empty}
      cards={{
        title: (e) => e.subject,
        fields: (e) => [
          { label: AR_OUTBOX.to, value: <span dir="ltr">{e.to}</span> },
          { label: AR_OUTBOX.kind, value: <span dir="ltr">{e.kind}</span>, short: true },
          { label: AR_OUTBOX.attempts, value: formatNumber(e.attempts), short: true },
          { label: AR_OUTBOX.createdAt, value: formatDateTime(e.createdAt) },
          { label: AR_OUTBOX.lastError, value: <LastError email={e} /> },
        ],
        footer: (e) => <RetryButton email={e} busyId={busyId} onRetry={onRetry} />,
      }}
    />
  );
}
