import { AR_BOOKING_STATUS, AR_COMMON, AR_TICKET, AR_TYPES_UI, type TicketDto } from '@app/shared';
import { CalendarPlus, CircleCheck, CircleX, Hourglass, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EventWhenWhere } from '../../../components/event-when-where';
import { SalesStateNotice } from '../../../components/sales-state';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ApiError, errorText } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime, formatPrice, formatTime } from '../../../lib/format';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn';
import { hydrateOnUse } from '../../../lib/hydrate-on-use';
import { useTicket } from '../api/get-ticket';
import { CancelBooking } from './cancel-booking';
import { CopyRow } from './copy-row';
import { FindBookings } from './find-bookings';
import { PaymentBox } from './payment-box';
import { ProofOnFile } from './proof-on-file';
import { TicketCodes } from './ticket-codes';

/** The form hydrates on the booker's first touch (lib/hydrate-on-use.tsx): a reader's first load carries none of it. */
// A tap offline before the form's code came is told at once, as the form itself tells it.
const ProofForm = hydrateOnUse(() => import('./proof-form').then((m) => m.ProofForm), {
  offline: (
    <AlertBanner tone="error" className="mt-3">
      {AR_TICKET.proofOffline}
    </AlertBanner>
  ),
});

const T = AR_TICKET;

const STATUS_STYLE: Record<TicketDto['status'], { className: string; icon: ReactNode }> = {
  Pending: { className: 'bg-amber-100 text-amber-950', icon: <Hourglass aria-hidden className="size-4" /> },
  Accepted: {
    className: 'bg-emerald-100 text-emerald-900',
    icon: <CircleCheck aria-hidden className="size-4" />,
  },
  Rejected: { className: 'bg-red-100 text-red-900', icon: <CircleX aria-hidden className="size-4" /> },
  Cancelled: { className: 'bg-slate-200 text-slate-800', icon: <CircleX aria-hidden className="size-4" /> },
};

/**
 * docs/api/bookings.md#statuses: Pending reads 'بانتظار الدفع' until a proof is sent, then 'جاري التحقق'
 * (docs/product.md's label), so nobody who has not paid yet thinks nothing more is needed.
 */
function statusText(ticket: TicketDto): string {
  if (ticket.status === 'Pending' && !ticket.proof && ticket.amount > 0) return T.awaitingPayment;
  return AR_BOOKING_STATUS[ticket.status] ?? ticket.status;
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-slate-200 px-5 py-5">
      {title && <h2 className="text-base font-bold text-ink-900">{title}</h2>}
      {children}
    </section>
  );
}

/**
 * The booker's own page, reached from every booking email (docs/api/booker-page.md#the-link): what to pay and
 * where, the proof of payment, the ticket once accepted, the reason when rejected, and cancel.
 */
export function TicketPage() {
  const { token = '' } = useParams();
  const query = useTicket(token);

  if (query.isPending) {
    return (
      <main className="mx-auto max-w-md px-4 py-8" aria-busy="true">
        <span className="sr-only" role="status">
          {T.loading}
        </span>
        <div className="h-[32rem] animate-pulse rounded-3xl bg-slate-200" />
      </main>
    );
  }
  if (query.isError) {
    const badLink = query.error instanceof ApiError && query.error.status === 404;
    if (badLink) {
      // A link that opens no booking (mistyped, cut short, or a QR's text): send the links again here.
      return (
        <main className="mx-auto grid max-w-md gap-4 px-4 py-8">
          <div
            role="alert"
            className="rounded-2xl bg-amber-50 px-5 py-4 text-amber-950 ring-1 ring-amber-200"
          >
            <h1 className="text-lg font-bold">{T.badLinkTitle}</h1>
            <p className="mt-1 text-sm leading-6">{T.badLinkHint}</p>
          </div>
          <FindBookings />
        </main>
      );
    }
    return (
      <main className="mx-auto max-w-md px-4 py-8">
        <h1 className="sr-only">{T.pageTitle}</h1>
        <p role="alert" className="rounded-2xl bg-red-50 px-5 py-4 text-red-900">
          {errorText(query.error, T.loadFailed)}
        </p>
      </main>
    );
  }

  const ticket = query.data;
  const status = STATUS_STYLE[ticket.status];
  const free = ticket.amount === 0;
  return (
    <main className="mx-auto max-w-md px-3 py-5 sm:py-10">
      <article
        className="overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-200"
        data-testid="ticket"
      >
        <header className="bg-ink-900 px-5 py-5 text-white">
          <p className="text-sm text-brand-100">
            {ticket.status === 'Accepted' ? T.entryTicket : T.pageTitle}
          </p>
          <h1 className="mt-1 text-xl font-extrabold break-words">{ticket.event.name}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <span
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold',
                status.className,
              )}
            >
              {status.icon}
              <span data-testid="ticket-status">{statusText(ticket)}</span>
            </span>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-bold">
              <Receipt aria-hidden className="size-4" />
              {free ? AR_COMMON.free : formatPrice(ticket.amount)}
            </span>
          </p>
        </header>

        {/* A rejected booking says so, and why, before anything else (its holders come after). */}
        {ticket.status === 'Rejected' && (
          <section className="grid gap-3 px-5 pt-5" data-testid="rejected-notice">
            <h2 className="text-base font-bold text-red-900">{T.rejectedTitle}</h2>
            {ticket.reason && (
              <p className="rounded-xl bg-red-50 px-4 py-3 text-sm leading-7 text-red-900">
                {T.reason}: {ticket.reason}
              </p>
            )}
          </section>
        )}

        <TicketCodes ticket={ticket} token={token} />

        <div className="grid gap-4 px-5 py-5">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="col-span-2">
              <dt className="text-xs text-slate-600">{AR_COMMON.fullName}</dt>
              <dd className="mt-0.5 font-bold break-words">{ticket.fullName}</dd>
            </div>
            {ticket.tickets.length === 1 && ticket.tickets[0]?.ticketType?.name && (
              <div className="col-span-2">
                <dt className="text-xs text-slate-600">{AR_TYPES_UI.ticketType}</dt>
                <dd className="mt-0.5 font-bold break-words" data-testid="ticket-type">
                  {ticket.tickets[0].ticketType.name}
                </dd>
              </div>
            )}
            {ticket.discount > 0 && (
              <div className="col-span-2">
                <dt className="text-xs text-slate-600">{AR_TYPES_UI.discount}</dt>
                <dd className="mt-0.5 font-bold">
                  {formatPrice(ticket.discount)} {ticket.code && <bdi dir="ltr">({ticket.code})</bdi>}
                </dd>
              </div>
            )}
          </dl>
          <CopyRow label={T.reference} value={ticket.reference} />
          <EventWhenWhere date={ticket.event.date} location={ticket.event.location} label={T.event} />
          {(ticket.status === 'Accepted' || ticket.status === 'Pending') && (
            // The event as an .ics file (docs/api/booker-page.md#add-to-calendar): phones open it in their calendar.
            <a
              href={`/api/tickets/${encodeURIComponent(token)}/calendar.ics`}
              download="event.ics"
              className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
            >
              <CalendarPlus aria-hidden className="size-4" />
              {T.addToCalendar}
            </a>
          )}
          {ticket.checkedInAt && (
            <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
              {T.ticketCheckedIn(`${formatDate(ticket.checkedInAt)} ${formatTime(ticket.checkedInAt)}`)}
            </p>
          )}
        </div>

        {ticket.status === 'Pending' && (
          <>
            <HydrateInTurn>
              <div className="border-t border-slate-200">
                <p className="px-5 pt-5 text-sm leading-7 text-slate-700">
                  {free || ticket.proof ? T.pendingNote : T.awaitingPaymentNote}
                </p>
                {/* A proof stopped the clock: under review, no countdown and nothing more to pay. */}
                {!free && !ticket.proof && <PaymentBox ticket={ticket} />}
              </div>
            </HydrateInTurn>
            {!free && (
              <HydrateInTurn>
                <Section title={T.proofTitle}>
                  {ticket.proof ? (
                    <>
                      <p
                        role="status"
                        className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800"
                      >
                        {T.proofSent}
                      </p>
                      <ProofOnFile proof={ticket.proof} />
                      <details>
                        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center rounded-lg text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50">
                          {T.replaceProof}
                        </summary>
                        <div className="pt-4">
                          <ProofForm token={token} replacing />
                        </div>
                      </details>
                    </>
                  ) : (
                    <>
                      <p className="text-sm leading-6 text-slate-700">{T.proofHint}</p>
                      <ProofForm token={token} replacing={false} />
                    </>
                  )}
                </Section>
              </HydrateInTurn>
            )}
          </>
        )}

        {/* Cancelled: the event's cancellation and its reason when that was why, and any money owed back. */}
        {(ticket.status === 'Cancelled' || ticket.eventCancelled || ticket.refundDue) && (
          <Section>
            {ticket.eventCancelled ? (
              <SalesStateNotice state="cancelled" reason={ticket.eventCancelled.reason} />
            ) : (
              ticket.status === 'Cancelled' && (
                <p role="status" className="text-sm font-semibold text-slate-700">
                  {T.cancelledTitle}
                </p>
              )
            )}
            {ticket.refundDue && (
              <p
                data-testid="refund-due"
                className="rounded-xl bg-sky-50 px-4 py-3 text-sm leading-7 font-semibold text-sky-950"
              >
                {T.refundWillReturn}
              </p>
            )}
          </Section>
        )}

        {ticket.canCancel ? (
          <div className="border-t border-slate-200 px-5 py-4">
            <CancelBooking token={token} refundPolicy={ticket.refundPolicy} />
          </div>
        ) : (
          // A ticket past the last moment to cancel says until when it could have been, not nothing.
          ticket.status === 'Accepted' &&
          ticket.cancelUntil &&
          !ticket.checkedInAt && (
            <p className="border-t border-slate-200 px-5 py-4 text-center text-sm text-slate-600">
              {T.cancelUntilPassed(formatDateTime(ticket.cancelUntil))}
            </p>
          )
        )}
      </article>
    </main>
  );
}
