import { AR_CHECK_IN, AR_OUTBOX, type OutboxItemDto } from '@app/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText, isAuthError, LOGIN_PATH } from '../../../lib/api-client';
import { useFailedEmails } from '../api/get-failed-emails';
import { useRetryEmail } from '../api/retry-email';
import { FailedEmailsTable } from './failed-emails-table';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * /admin/operations (Admin): the emails that failed for good after 3 days of retries
 * (docs/api/operations.md#failed-emails), each sent again with one button once the mail server works.
 */
export function OperationsPage() {
  const navigate = useNavigate();
  const failed = useFailedEmails();
  const retry = useRetryEmail();
  const [notice, setNotice] = useState<Notice | null>(null);

  const authFailed = isAuthError(failed.error);
  useEffect(() => {
    if (authFailed) navigate(LOGIN_PATH, { replace: true });
  }, [authFailed, navigate]);
  const fetchFailed = failed.isError && !authFailed;

  const onRetry = (email: OutboxItemDto) => {
    setNotice(null);
    retry.mutate(email.id, {
      onSuccess: (envelope) => setNotice({ tone: 'success', text: envelope.message ?? AR_OUTBOX.retried }),
      onError: (error) => setNotice({ tone: 'error', text: errorText(error, AR_OUTBOX.retryFailed) }),
    });
  };

  return (
    <div>
      <PageHeader title={AR_OUTBOX.operations} />
      <section aria-labelledby="failed-emails" className="space-y-4">
        <div>
          <h2 id="failed-emails" className="text-lg font-bold text-ink-900">
            {AR_OUTBOX.title}
            {failed.data && failed.data.total > 0 && (
              <span className="ms-2 text-sm font-normal text-slate-600">
                ({AR_OUTBOX.total(failed.data.total)})
              </span>
            )}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{AR_OUTBOX.subtitle}</p>
        </div>
        {notice && (
          <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </AlertBanner>
        )}
        {fetchFailed && (
          <AlertBanner tone="error">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>{errorText(failed.error, AR_OUTBOX.fetchFailed)}</span>
              <Button size="sm" variant="secondary" onClick={() => failed.refetch()}>
                {AR_CHECK_IN.retry}
              </Button>
            </div>
          </AlertBanner>
        )}
        {!fetchFailed && (
          <FailedEmailsTable
            emails={failed.data?.items}
            loading={failed.isPending}
            busyId={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={onRetry}
          />
        )}
      </section>
    </div>
  );
}
