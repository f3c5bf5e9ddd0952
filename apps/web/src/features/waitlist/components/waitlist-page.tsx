import { AR_EVENTS, AR_WAITLIST_UI } from '@app/shared';
import { Hourglass, Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format';
import { useLeaveWaitlist, useWaitlistEntry } from '../api/get-waitlist-entry';

const U = AR_WAITLIST_UI;

/** /waitlist/{token}: the holder's place in line (docs/api/waitlist.md#the-places-link): see it, book an offer, leave. */
export function WaitlistPage() {
  const { token = '' } = useParams();
  const entry = useWaitlistEntry(token);
  const leave = useLeaveWaitlist(token);
  const [confirming, setConfirming] = useState(false);

  return (
    <main className="mx-auto max-w-xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 flex items-center gap-2 text-2xl font-extrabold sm:text-3xl">
        <Hourglass aria-hidden className="size-7 text-amber-700" />
        {U.title}
      </h1>
      {entry.isPending ? (
        <Skeleton className="h-56 rounded-2xl" />
      ) : entry.isError ? (
        <AlertBanner tone="error">
          {entry.error instanceof ApiError && entry.error.status === 404 ? U.notFound : AR_EVENTS.loadError}
        </AlertBanner>
      ) : (
        <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <div>
            <h2 className="text-xl font-extrabold break-words">{entry.data.event.name}</h2>
            <p className="text-sm text-slate-600">
              {formatDate(entry.data.event.date)} · {formatTime(entry.data.event.date)} ·{' '}
              {entry.data.event.location}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-3 rounded-xl bg-slate-50 p-4 text-center">
            <div>
              <dt className="text-xs text-slate-500">{U.statusLabel}</dt>
              <dd data-testid="waitlist-status" className="font-bold">
                {U.status[entry.data.status]}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{U.yourPosition}</dt>
              <dd className="text-xl font-extrabold">
                {entry.data.status === 'Waiting' || entry.data.status === 'Offered'
                  ? entry.data.position.toLocaleString('ar-EG')
                  : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{U.quantity}</dt>
              <dd className="font-bold">{U.seats(entry.data.quantity)}</dd>
            </div>
          </dl>
          {entry.data.status === 'Offered' && entry.data.offerUrl && (
            <div className="rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
              <p className="mb-1">{U.offeredLead(entry.data.heldSeats)}</p>
              <p className="mb-3 font-bold">
                {entry.data.offerExpiresAt && formatDateTime(entry.data.offerExpiresAt)}
              </p>
              <Link
                to={entry.data.offerUrl}
                className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-bold text-white hover:bg-ink-900"
              >
                <Ticket aria-hidden className="size-5" />
                {U.bookOffer}
              </Link>
            </div>
          )}
          {leave.isError && (
            <AlertBanner tone="error">{errorText(leave.error, AR_EVENTS.loadError)}</AlertBanner>
          )}
          {(entry.data.status === 'Waiting' || entry.data.status === 'Offered') && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="min-h-11 rounded-lg px-4 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
            >
              {U.leave}
            </button>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={U.leave}
            description={U.leaveConfirm}
            confirmLabel={U.leave}
            tone="danger"
            pending={leave.isPending}
            onConfirm={() => leave.mutate(undefined, { onSettled: () => setConfirming(false) })}
          />
        </section>
      )}
    </main>
  );
}
