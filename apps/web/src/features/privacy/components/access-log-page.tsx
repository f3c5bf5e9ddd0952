import { AR_CHECK_IN, AR_PRIVACY, type AuditEntryDto } from '@app/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText, isAuthError, LOGIN_PATH } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAccessLog } from '../api/get-access-log';

const A = AR_PRIVACY.audit;

function Actor({ entry }: { entry: AuditEntryDto }) {
  return <bdi className="wrap-anywhere">{entry.actor?.username ?? A.deletedUser}</bdi>;
}

/** What was reached: a booking or event id (short), or a person by the hash of the searched text. */
function Target({ entry }: { entry: AuditEntryDto }) {
  return (
    <span className="grid">
      <span className="text-xs text-slate-500">{A.targets[entry.targetType]}</span>
      <bdi dir="ltr" className="font-mono text-xs break-all" title={entry.targetId}>
        {entry.targetId.slice(0, 13)}
      </bdi>
    </span>
  );
}

/** Ids and counts only: how many records a look-up showed or an erasure cleared, and what was searched by. */
function Details({ entry }: { entry: AuditEntryDto }) {
  const d = entry.details as Record<string, unknown>;
  const by = typeof d.by === 'string' && Object.hasOwn(A.searchKinds, d.by) ? d.by : undefined;
  const kind = by ? ` · ${A.searchKinds[by as keyof typeof A.searchKinds]}` : '';
  const total =
    typeof d.results === 'number'
      ? d.results
      : Object.values(d).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : 0), 0);
  if (typeof d.results === 'number' || entry.action.startsWith('privacy.')) {
    return <>{`${A.results(total)}${kind}`}</>;
  }
  return <>{AR_PRIVACY.erased}</>;
}

/** /admin/audit (Admin, docs/api/privacy.md#access-log): who saw personal data and when, newest first. */
export function AccessLogPage() {
  const navigate = useNavigate();
  const log = useAccessLog();
  const authFailed = isAuthError(log.error);
  useEffect(() => {
    if (authFailed) navigate(LOGIN_PATH, { replace: true });
  }, [authFailed, navigate]);

  const entries = log.data?.pages.flat();
  const columns: Column<AuditEntryDto>[] = [
    {
      key: 'at',
      header: A.at,
      cell: (e) => <span className="whitespace-nowrap">{formatDateTime(e.at)}</span>,
    },
    { key: 'actor', header: A.actor, cell: (e) => <Actor entry={e} /> },
    { key: 'action', header: A.action, cell: (e) => A.actions[e.action] },
    { key: 'target', header: A.target, cell: (e) => <Target entry={e} /> },
    { key: 'details', header: A.details, cell: (e) => <Details entry={e} /> },
  ];

  return (
    <div>
      <PageHeader title={A.title} description={A.subtitle} />
      <div className="space-y-4">
        {log.isError && !authFailed && (
          <AlertBanner tone="error">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>{errorText(log.error, A.fetchFailed)}</span>
              <Button size="sm" variant="secondary" onClick={() => log.refetch()}>
                {AR_CHECK_IN.retry}
              </Button>
            </div>
          </AlertBanner>
        )}
        {!log.isError && (
          <DataTable
            caption={A.title}
            columns={columns}
            rows={entries}
            getRowId={(e) => e._id}
            loading={log.isPending}
            emptyText={A.empty}
            cards={{
              title: (e) => A.actions[e.action],
              fields: (e) => [
                { label: A.at, value: formatDateTime(e.at), short: true },
                { label: A.actor, value: <Actor entry={e} />, short: true },
                { label: A.target, value: <Target entry={e} />, short: true },
                { label: A.details, value: <Details entry={e} />, short: true },
              ],
            }}
          />
        )}
        {log.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
              {A.more}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
