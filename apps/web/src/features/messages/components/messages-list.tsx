import { AR_CONTACT_REQUESTS, type ContactMessageDto } from '@app/shared';
import { CalendarClock, Check, Mail, Phone, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { formatInterview, requestTypeLabel, STATUS_LABELS, STATUS_TONES } from '../lib/labels';

type Props = {
  messages: ContactMessageDto[] | undefined;
  loading: boolean;
  onDecide: (message: ContactMessageDto, decision: 'accept' | 'reject') => void;
};

/**
 * One card per request: messages are long free text, so cards read better than a table and keep
 * the actions in view at every width.
 */
export function MessagesList({ messages, loading, onDecide }: Props) {
  if (loading) {
    return (
      <ul aria-busy="true" className="grid gap-3">
        {[0, 1, 2].map((n) => (
          <li key={n} className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
            <Skeleton className="h-12 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (!messages || messages.length === 0) {
    return (
      <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <EmptyState icon={Mail} title={AR_CONTACT_REQUESTS.empty} />
      </div>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={AR_CONTACT_REQUESTS.title}>
      {messages.map((message) => (
        <MessageCard key={message._id} message={message} onDecide={onDecide} />
      ))}
    </ul>
  );
}

function MessageCard({ message: m, onDecide }: { message: ContactMessageDto; onDecide: Props['onDecide'] }) {
  // Decided requests are final: the buttons stay visible but disabled (docs/product.md#states).
  const decided = m.status !== 'pending';
  const titleId = `message-${m._id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          {/* A long email wraps anywhere within the card, so a phone never scrolls sideways. */}
          <div className="grid min-w-0 gap-1">
            <h2 id={titleId} dir="auto" className="text-base font-bold break-words text-ink-900">
              {m.fullName}
            </h2>
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a
                href={`mailto:${m.email}`}
                className="inline-flex min-w-0 items-center gap-1 text-brand-700 hover:underline"
              >
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                <bdi dir="ltr" className="min-w-0 wrap-anywhere">
                  {m.email}
                </bdi>
              </a>
              <a
                href={`tel:${m.phone}`}
                className="inline-flex items-center gap-1 text-slate-600 hover:underline"
              >
                <Phone aria-hidden="true" className="size-3.5" />
                <bdi dir="ltr">{m.phone}</bdi>
              </a>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="info">{requestTypeLabel(m.requestType)}</Badge>
            <Badge tone={STATUS_TONES[m.status]}>{STATUS_LABELS[m.status]}</Badge>
          </div>
        </header>

        <p
          dir="auto"
          className="whitespace-pre-line break-words rounded-xl bg-slate-50 p-3 text-sm text-slate-800"
        >
          {m.message}
        </p>

        {(m.reason || m.interviewDate) && (
          <dl className="grid gap-1 text-sm text-slate-700">
            {m.interviewDate && (
              <div className="flex flex-wrap items-center gap-1">
                <CalendarClock aria-hidden="true" className="size-4 text-emerald-700" />
                <dt className="font-semibold">{AR_CONTACT_REQUESTS.interviewAt}:</dt>
                <dd>{formatInterview(m.interviewDate, m.interviewTime)}</dd>
              </div>
            )}
            {m.reason && (
              <div className="flex flex-wrap gap-1">
                <dt className="font-semibold">{AR_CONTACT_REQUESTS.reason}:</dt>
                <dd dir="auto">{m.reason}</dd>
              </div>
            )}
          </dl>
        )}

        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <time dateTime={m.createdAt} className="text-xs text-slate-500">
            {AR_CONTACT_REQUESTS.createdAt}: {formatDateTime(m.createdAt)}
          </time>
          <div className="flex gap-2">
            <Button size="sm" variant="success" disabled={decided} onClick={() => onDecide(m, 'accept')}>
              <Check aria-hidden="true" className="size-4" />
              {AR_CONTACT_REQUESTS.accept}
            </Button>
            <Button size="sm" variant="danger" disabled={decided} onClick={() => onDecide(m, 'reject')}>
              <X aria-hidden="true" className="size-4" />
              {AR_CONTACT_REQUESTS.reject}
            </Button>
          </div>
        </footer>
      </article>
    </li>
  );
}
