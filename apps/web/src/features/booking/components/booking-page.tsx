import { AR_BOOKING_FORM, AR_EVENTS, AR_WAITLIST_UI, type BookingReceiptDto } from '@app/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SalesStateNotice } from '../../../components/sales-state';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useRememberCampaignSource } from '../../../lib/campaign-source';
import { salesStateOf } from '../../../lib/event-sales';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn';
import { hydrateOnUse } from '../../../lib/hydrate-on-use';
import { useRenderClock } from '../../../lib/use-render-clock';
import { useEvent } from '../../events';
import { useWaitlistEntry, WaitlistJoinForm } from '../../waitlist';
import { bookingErrorText, isAlreadyBooked } from '../lib/booking-error';
import type { BookingResult } from './booking-result-dialog';
import { EventSummary, pricesDiffer } from './event-summary';
import { PaymentInstructions } from './payment-instructions';

/** The form hydrates on the booker's first touch (lib/hydrate-on-use.tsx): a reader's first load carries none of it. */
// A tap offline before the form's code came is told at once, as the form itself tells it.
const BookingForm = hydrateOnUse(() => import('./booking-form').then((m) => m.BookingForm), {
  offline: (
    <AlertBanner tone="error" className="mt-3">
      {AR_BOOKING_FORM.offline}
    </AlertBanner>
  ),
});

/** The dialog (and Radix's dialog code) loads when the visitor starts on the form, not with the page. */
const loadResultDialog = () => import('./booking-result-dialog');
const BookingResultDialog = lazy(() => loadResultDialog().then((m) => ({ default: m.BookingResultDialog })));

export function BookingPage() {
  const { eventId = '' } = useParams();
  useRememberCampaignSource(eventId);
  const event = useEvent(eventId);
  // Opened from a waiting-list offer's email (section 14): the held seats are booked with its token.
  const [search] = useSearchParams();
  const offerToken = search.get('offer') ?? undefined;
  // A sponsor's or an influencer's link fills the code in (docs/api/codes.md#links).
  const linkCode = search.get('code') ?? undefined;
  const offer = useWaitlistEntry(offerToken);
  const liveOffer =
    offer.data?.status === 'Offered' && offer.data.event._id === eventId ? offer.data : undefined;
  const [result, setResult] = useState<BookingResult>(null);

  const onSuccess = (booking: BookingReceiptDto, email: string) =>
    setResult({
      kind: 'success',
      email,
      reference: booking.reference,
      paymentMethod: booking.paymentMethod,
      payment: booking.payment,
      amount: booking.amount,
      ticketUrl: booking.ticketUrl,
      tickets: booking.tickets,
    });
  const onError = (error: unknown, email: string) =>
    setResult({
      kind: 'error',
      message: bookingErrorText(error),
      // Already booked: the dialog offers the first booking's link again, to the address typed.
      resendTo: isAlreadyBooked(error) ? email : undefined,
    });

  const soldOut = event.data ? event.data.availableSeats <= 0 && !liveOffer : false;
  const waitlist = event.data?.waitlist;
  // An ended, closed or cancelled event shows why instead of the form (the server would refuse it).
  const now = useRenderClock();
  const state = event.data ? salesStateOf(event.data, now) : 'open';

  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-extrabold sm:text-3xl">{AR_BOOKING_FORM.title}</h1>
      {event.isError ? (
        <div className="space-y-4">
          <AlertBanner tone="error">
            {event.error instanceof ApiError && event.error.status === 404
              ? AR_EVENTS.notFound
              : AR_EVENTS.loadError}
          </AlertBanner>
          <Link to="/events" className="font-semibold text-brand-700 underline">
            {AR_EVENTS.backToList}
          </Link>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <HydrateInTurn>
            <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              {state !== 'open' ? (
                <div className="grid gap-4">
                  <SalesStateNotice state={state} reason={event.data?.cancelReason} />
                  <Link to="/events" className="font-semibold text-brand-700 underline">
                    {AR_EVENTS.backToList}
                  </Link>
                </div>
              ) : (
                <>
                  {liveOffer && (
                    <AlertBanner tone="success" className="mb-4">
                      {AR_WAITLIST_UI.offerBanner(liveOffer.heldSeats)}{' '}
                      <strong>{liveOffer.offerExpiresAt && formatDateTime(liveOffer.offerExpiresAt)}</strong>
                    </AlertBanner>
                  )}
                  {offerToken && offer.data && !liveOffer && (
                    <AlertBanner tone="warning" className="mb-4">
                      {AR_WAITLIST_UI.offerGone}
                    </AlertBanner>
                  )}
                  {soldOut && !waitlist?.open && (
                    <AlertBanner tone="warning" className="mb-4">
                      {AR_BOOKING_FORM.soldOut}
                    </AlertBanner>
                  )}
                  {soldOut && waitlist?.open ? (
                    <WaitlistJoinForm
                      eventId={eventId}
                      availableSeats={0}
                      waiting={waitlist.waiting}
                      ticketTypes={event.data?.ticketTypes}
                    />
                  ) : (
                    <BookingForm
                      eventId={eventId}
                      offer={liveOffer ? offerToken : undefined}
                      prefill={
                        liveOffer ? { fullName: liveOffer.fullName, email: liveOffer.email } : undefined
                      }
                      ticketPrice={event.data?.ticketPrice}
                      ticketTypes={event.data?.ticketTypes}
                      initialCode={linkCode}
                      disabled={soldOut}
                      onSuccess={onSuccess}
                      onError={onError}
                      onFocus={() => void loadResultDialog()}
                    />
                  )}
                  {!soldOut && !liveOffer && waitlist?.open && (
                    <details className="mt-6">
                      <summary className="cursor-pointer font-semibold text-brand-700">
                        {AR_WAITLIST_UI.shortLead(event.data!.availableSeats)}
                      </summary>
                      <div className="mt-3">
                        <WaitlistJoinForm
                          eventId={eventId}
                          availableSeats={event.data!.availableSeats}
                          waiting={waitlist.waiting}
                          ticketTypes={event.data?.ticketTypes}
                        />
                      </div>
                    </details>
                  )}
                </>
              )}
            </section>
          </HydrateInTurn>
          <HydrateInTurn>
            <aside className="grid gap-4 lg:sticky lg:top-20">
              {event.data ? (
                <>
                  <EventSummary event={event.data} />
                  {event.data.ticketPrice > 0 && state === 'open' && (
                    <PaymentInstructions
                      price={formatPrice(event.data.ticketPrice)}
                      pricesDiffer={pricesDiffer(event.data)}
                      hours={event.data.paymentHours}
                    />
                  )}
                </>
              ) : (
                <Skeleton className="h-72 rounded-2xl" />
              )}
            </aside>
          </HydrateInTurn>
        </div>
      )}
      {result && (
        <Suspense fallback={null}>
          <BookingResultDialog result={result} onClose={() => setResult(null)} />
        </Suspense>
      )}
    </main>
  );
}
