import { AR_CONTACT_REQUESTS } from '@app/shared';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useMessages } from '../api/get-messages';
import { useStatusFilter } from '../lib/use-status-filter';
import { DecisionDialog, type DecisionTarget } from './decision-dialog';
import { MessagesFilters } from './messages-filters';
import { MessagesList } from './messages-list';

/** docs/product.md#error-messages: a 404 reads 'messages not found'; other failures the server's text or 'failed to fetch messages'. */
function loadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return AR_CONTACT_REQUESTS.notFound;
  return errorText(error, AR_CONTACT_REQUESTS.fetchFailed);
}

/** /admin/messages (Admin, Supporter): contact requests, filtered in the URL, refreshed every 10 s. */
export function MessagesPage() {
  const { status, setStatus } = useStatusFilter();
  const messages = useMessages(status);
  const [target, setTarget] = useState<DecisionTarget>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section>
      <PageHeader
        title={AR_CONTACT_REQUESTS.title}
        description={
          messages.data ? AR_CONTACT_REQUESTS.count(formatNumber(messages.data.length)) : undefined
        }
      />
      {notice && (
        <AlertBanner tone="success" onDismiss={() => setNotice(null)} className="mb-4">
          {notice}
        </AlertBanner>
      )}
      <MessagesFilters status={status} onChange={setStatus} />
      {messages.isError && !messages.data ? (
        <AlertBanner tone="error">
          <span className="flex flex-wrap items-center justify-between gap-3">
            {loadErrorText(messages.error)}
            <Button size="sm" variant="secondary" onClick={() => messages.refetch()}>
              {AR_CONTACT_REQUESTS.retry}
            </Button>
          </span>
        </AlertBanner>
      ) : (
        <>
          {messages.isError && (
            // A failed refresh keeps the last list on screen and says so.
            <AlertBanner tone="warning" className="mb-4">
              {loadErrorText(messages.error)}
            </AlertBanner>
          )}
          <MessagesList
            messages={messages.data}
            loading={messages.isPending}
            onDecide={(message, decision) => {
              setNotice(null);
              setTarget({ message, decision });
            }}
          />
        </>
      )}
      <DecisionDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(text) => {
          setTarget(null);
          setNotice(text);
        }}
      />
    </section>
  );
}
