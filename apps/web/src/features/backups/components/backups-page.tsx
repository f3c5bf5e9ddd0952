import { AR_BACKUPS, AR_SHELL } from '@app/shared';
import { DatabaseBackup } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText, isAuthError, LOGIN_PATH } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCreateBackup } from '../api/create-backup';
import { useBackups } from '../api/get-backups';
import { BackupsTable } from './backups-table';

type Notice = { tone: 'success' | 'error'; text: string };

/** /admin/backups (Admin): the backups in BACKUP_DIR, the last failure, and "backup now". */
export function BackupsPage() {
  const navigate = useNavigate();
  const backups = useBackups();
  const createBackup = useCreateBackup();
  const [notice, setNotice] = useState<Notice | null>(null);

  const authFailed = isAuthError(backups.error);
  useEffect(() => {
    if (authFailed) navigate(LOGIN_PATH, { replace: true });
  }, [authFailed, navigate]);

  const backupNow = () => {
    setNotice(null);
    createBackup.mutate(undefined, {
      onSuccess: (envelope) => setNotice({ tone: 'success', text: envelope.message ?? AR_BACKUPS.created }),
      onError: (error) => setNotice({ tone: 'error', text: errorText(error, AR_BACKUPS.failed) }),
    });
  };

  const lastFailure = backups.data?.lastFailure;
  const fetchFailed = backups.isError && !authFailed;

  return (
    <div>
      <PageHeader
        title={AR_BACKUPS.title}
        description={AR_BACKUPS.subtitle}
        actions={
          <Button onClick={backupNow} disabled={createBackup.isPending}>
            <DatabaseBackup aria-hidden="true" className="size-4" />
            {createBackup.isPending ? AR_BACKUPS.creating : AR_BACKUPS.backupNow}
          </Button>
        }
      />
      <div className="space-y-4">
        {notice && (
          <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </AlertBanner>
        )}
        {lastFailure && !notice && (
          <AlertBanner tone="error">
            {AR_BACKUPS.lastFailure(formatDateTime(lastFailure.at), lastFailure.message)}
          </AlertBanner>
        )}
        {fetchFailed && (
          <AlertBanner tone="error">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>{AR_BACKUPS.fetchFailed}</span>
              <Button size="sm" variant="secondary" onClick={() => backups.refetch()}>
                {AR_SHELL.retry}
              </Button>
            </div>
          </AlertBanner>
        )}
        {!fetchFailed && (
          <BackupsTable backups={backups.data?.data} loading={backups.isPending && !backups.isError} />
        )}
      </div>
    </div>
  );
}
