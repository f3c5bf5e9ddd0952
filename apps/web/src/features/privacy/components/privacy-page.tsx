import { AR_COMMON, AR_PRIVACY, privacySearchQuerySchema } from '@app/shared';
import { Search, ShieldX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText, isAuthError, LOGIN_PATH } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useErasePerson } from '../api/erase-person';
import { usePrivacySearch } from '../api/search-person';
import { PrivacyResults } from './privacy-results';

const P = AR_PRIVACY.privacy;
type Notice = { tone: 'success' | 'error'; text: string };

/**
 * /admin/privacy (Admin, docs/api/privacy.md#erase-a-person): a person asks what is held about them, or to
 * erase it. The searched text stays in this screen's state only: it is personal data, so it is not
 * put in the address (a reload starts a new search).
 */
export function PrivacyPage() {
  const navigate = useNavigate();
  const { form, field, errors } = useSchemaForm<{ q: string }>(privacySearchQuerySchema, {
    defaultValues: { q: '' },
    reValidateMode: 'onSubmit',
  });
  const [q, setQ] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const search = usePrivacySearch(q);
  const erase = useErasePerson();

  const authFailed = isAuthError(search.error);
  useEffect(() => {
    if (authFailed) navigate(LOGIN_PATH, { replace: true });
  }, [authFailed, navigate]);

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    setQ(values.q);
  });

  const onErase = () => {
    setNotice(null);
    erase.mutate(q, {
      onSuccess: (envelope) => setNotice({ tone: 'success', text: envelope.message ?? P.nothingToErase }),
      onError: (error) => setNotice({ tone: 'error', text: errorText(error, P.eraseFailed) }),
      onSettled: () => setConfirming(false),
    });
  };

  const found = search.data;
  const nothing = found && Object.values(found).every((value) => !Array.isArray(value) || value.length === 0);
  // Why the erasure waits: an active booking of an event to come, else a refund still Due.
  const activeBooking = found && [...found.bookings, ...found.tickets].some((record) => record.inUse);

  return (
    <div>
      <PageHeader title={P.title} description={P.subtitle} />
      <form onSubmit={onSubmit} noValidate className="mb-6 flex flex-wrap items-end gap-3">
        <TextField
          label={P.searchLabel}
          placeholder={P.searchPlaceholder}
          dir="ltr"
          autoComplete="off"
          fieldClassName="min-w-0 grow basis-64"
          error={errors.q?.message}
          {...field('q')}
        />
        <Button type="submit" loading={search.isFetching}>
          {!search.isFetching && <Search aria-hidden="true" className="size-4" />}
          {search.isFetching ? P.searching : P.search}
        </Button>
      </form>

      <div className="space-y-4">
        {notice && (
          <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </AlertBanner>
        )}
        {search.isError && !authFailed && (
          <AlertBanner tone="error">{errorText(search.error, P.fetchFailed)}</AlertBanner>
        )}
        {search.isFetching && !found && (
          <div className="space-y-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {nothing && <EmptyState title={P.nothingFound} />}
        {found && !nothing && (
          <>
            {found.blocked && (
              <AlertBanner tone="warning">{activeBooking ? P.activeBooking : P.refundDue}</AlertBanner>
            )}
            <PrivacyResults found={found} />
            <div className="flex justify-end border-t border-slate-200 pt-4">
              <Button
                variant="danger"
                disabled={found.blocked || erase.isPending}
                onClick={() => setConfirming(true)}
              >
                <ShieldX aria-hidden="true" className="size-4" />
                {P.erase}
              </Button>
            </div>
          </>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={P.eraseTitle}
        description={P.eraseConfirm}
        confirmLabel={erase.isPending ? P.erasing : P.erase}
        cancelLabel={AR_COMMON.cancel}
        tone="danger"
        pending={erase.isPending}
        onConfirm={onErase}
      />
    </div>
  );
}
