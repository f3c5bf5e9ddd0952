import { AR_SITE, type BookingReceiptDto } from '@app/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useEvent } from '../../events';
import { bookingErrorText } from '../lib/booking-error';
import { BookingForm } from './booking-form';
import type { BookingResult } from './booking-result-dialog';
import { EventSummary } from './event-summary';
import { PaymentInstructions } from './payment-instructions';

/** The dialog (and Radix's dialog code) loads when the visitor starts on the form, not with the page. */
const loadResultDialog = () => import('./booking-result-dialog');
const BookingResultDialog = lazy(() => loadResultDialog().then((m) => ({ default: m.BookingResultDialog })));

export function BookingPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const [result, setResult] = useState<BookingResult>(null);

  const onSuccess = (booking: BookingReceiptDto, email: string) =>
    setResult({
      kind: 'success',
      email,
      reference: booking.reference,
      paymentMethod: booking.paymentMethod,
      payment: booking.payment,
      amount: event.data?.ticketPrice ?? 0,
      ticketUrl: booking.ticketUrl,
    });
  const onError = (error: unknown) => setResult({ kind: 'error', message: bookingErrorText(error) });

  const soldOut = event.data ? event.data.availableSeats <= 0 : false;

  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-extrabold sm:text-3xl">{AR_SITE.booking.title}</h1>
      {event.isError ? (
        <div className="space-y-4">
          <AlertBanner tone="error">
            {event.error instanceof ApiError && event.error.status === 404
              ? AR_SITE.events.notFound
              : AR_SITE.events.loadError}
          </AlertBanner>
          <Link to="/events" className="font-semibold text-brand-700 underline">
            {AR_SITE.events.backToList}
          </Link>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            {soldOut && (
              <AlertBanner tone="warning" className="mb-4">
                {AR_SITE.booking.soldOut}
              </AlertBanner>
            )}
            <BookingForm
              eventId={eventId}
              ticketPrice={event.data?.ticketPrice}
              disabled={soldOut}
              onSuccess={onSuccess}
              onError={onError}
              onFocus={() => void loadResultDialog()}
            />
          </section>
          <aside className="grid gap-4 lg:sticky lg:top-20">
            {event.data ? (
              <>
                <EventSummary event={event.data} />
                {event.data.ticketPrice > 0 && (
                  <PaymentInstructions price={formatPrice(event.data.ticketPrice)} />
                )}
              </>
            ) : (
              <Skeleton className="h-72 rounded-2xl" />
            )}
          </aside>
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
