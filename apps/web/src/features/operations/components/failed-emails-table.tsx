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

/** The mail server's last answer, kept to two lines (the whole text on hover). */
function LastError({ email }: { email: OutboxItemDto }) {
  return (
    <span
      dir="ltr"
      className="line-clamp-2 max-w-xs text-xs wrap-anywhere text-slate-600"
      title={email.lastError ?? ''}
    >
      {email.lastError ?? '—'}
    </span>
  );
}

/** An address wraps anywhere, whole, within its column or card. */
function To({ email }: { email: OutboxItemDto }) {
  return (
    <bdi dir="ltr" className="block max-w-[14rem] min-w-32 wrap-anywhere">
      {email.to}
    </bdi>
  );
}

/**
 * The emails that failed for good: from 1280 px a table that keeps to the screen with its retry in
 * view (the kind and the attempts, which the subject and 'failed for good' say well enough, from
 * 1536 px); narrower, cards with every field.
 */
export function FailedEmailsTable({ emails, loading, busyId, onRetry }: Props) {
  const wide = 'hidden 2xl:table-cell';
  const columns: Column<OutboxItemDto>[] = [
    { key: 'to', header: AR_OUTBOX.to, cell: (e) => <To email={e} /> },
    {
      key: 'subject',
      header: AR_OUTBOX.subject,
      cell: (e) => <span className="block max-w-[16rem] min-w-32 break-words">{e.subject}</span>,
    },
    { key: 'kind', header: AR_OUTBOX.kind, cell: (e) => <span dir="ltr">{e.kind}</span>, className: wide },
    { key: 'attempts', header: AR_OUTBOX.attempts, cell: (e) => formatNumber(e.attempts), className: wide },
    { key: 'lastError', header: AR_OUTBOX.lastError, cell: (e) => <LastError email={e} /> },
    {
      key: 'createdAt',
      header: AR_OUTBOX.createdAt,
      cell: (e) => <span className="whitespace-nowrap">{formatDateTime(e.createdAt)}</span>,
    },
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
        below: 'xl',
        title: (e) => e.subject,
        fields: (e) => [
          { label: AR_OUTBOX.to, value: <To email={e} /> },
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
