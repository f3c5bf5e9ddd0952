import { type EventMessage, AR_EVENT_MESSAGES_UI as T } from '@app/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';

const TONES: Record<EventMessage['status'], BadgeTone> = {
  Scheduled: 'info',
  Sending: 'warning',
  Sent: 'success',
  Cancelled: 'neutral',
};

/** The event's messages, newest first, with their sent and failed counts. */
export function MessagesHistory({
  messages,
  cancelling,
  onCancel,
}: {
  messages: EventMessage[];
  cancelling: string | null;
  onCancel: (message: EventMessage) => void;
}) {
  if (messages.length === 0) return <p className="text-sm text-slate-600">{T.empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {messages.map((m) => (
        <li
          key={m._id}
          className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 font-bold break-words text-ink-900">{m.subject}</p>
            <Badge tone={TONES[m.status]}>{T.statuses[m.status]}</Badge>
          </div>
          <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-700">{m.body}</p>
          <dl className="grid grid-cols-1 gap-1 text-sm text-slate-600 sm:grid-cols-3">
            <div>
              <dt className="inline">{T.sendAtLabel}: </dt>
              <dd className="inline">{formatDateTime(m.sendAt)}</dd>
            </div>
            <div>
              <dt className="sr-only">{T.audience}</dt>
              <dd>
                {m.status === 'Scheduled' || m.status === 'Cancelled'
                  ? T.recipients(m.recipients)
                  : T.sentCount(m.sent, m.recipients)}
                {m.failed > 0 && (
                  <span className="ms-2 font-semibold text-red-700">{T.failedCount(m.failed)}</span>
                )}
              </dd>
            </div>
            {m.createdBy && (
              <div>
                <dt className="inline">{T.by}: </dt>
                <dd className="inline" dir="auto">
                  {m.createdBy.username}
                </dd>
              </div>
            )}
          </dl>
          {m.status === 'Scheduled' && (
            <div>
              <Button
                size="sm"
                variant="dangerQuiet"
                loading={cancelling === m._id}
                onClick={() => onCancel(m)}
              >
                {T.cancel}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
