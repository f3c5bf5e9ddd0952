import { AR_EVENT_MESSAGES_UI as T } from '@app/shared';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCancelMessage } from '../api/cancel-message';
import { useEventMessages } from '../api/get-event-messages';
import { useMessagesEvent } from '../api/get-messages-event';
import { ComposeMessage } from './compose-message';
import { MessagesHistory } from './messages-history';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/events/:id/messages (Admin, Supporter): write to the event's people (docs/api/event-messages.md). */
export function EventMessagesPage() {
  const { id = '' } = useParams();
  const event = useMessagesEvent(id);
  const messages = useEventMessages(id);
  const cancel = useCancelMessage(id);
  const [notice, setNotice] = useState<Notice>(null);

  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={T.title(event.data?.name ?? '')}
        description={event.data ? `${formatDateTime(event.data.date)} · ${event.data.location}` : undefined}
        actions={
          <Link
            to={`/admin/bookings?event=${encodeURIComponent(id)}`}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowRight aria-hidden className="size-4" />
            {T.back}
          </Link>
        }
      />
      {notice && (
        <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </AlertBanner>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ComposeMessage eventId={id} onSent={(text) => setNotice({ tone: 'success', text })} />
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-ink-900">{T.list}</h2>
          {messages.isError ? (
            <AlertBanner tone="error">{errorText(messages.error, T.loadFailed)}</AlertBanner>
          ) : (
            <MessagesHistory
              messages={messages.data ?? []}
              cancelling={cancel.isPending ? (cancel.variables ?? null) : null}
              onCancel={(m) =>
                cancel.mutate(m._id, {
                  onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message ?? '' }),
                  onError: (error) => setNotice({ tone: 'error', text: errorText(error, T.loadFailed) }),
                })
              }
            />
          )}
        </div>
      </div>
    </section>
  );
}
