import { AR_BOOKING_FORM, AR_COMMON, AR_TICKET, type BookingDto, type PaymentDetails } from '@app/shared';
import { CircleCheck, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { ResendLink } from './resend-link';

export type BookingResult =
  | {
      kind: 'success';
      email: string;
      reference: string;
      paymentMethod: BookingDto['paymentMethod'];
      payment: PaymentDetails;
      /** EGP; 0 for a free event. */
      amount: number;
      /** The booker's own page: pay, send the proof, follow the status. */
      ticketUrl: string;
      /** Every ticket with its holder, the booker's first (section 13). */
      tickets: BookingDto['tickets'];
    }
  | {
      kind: 'error';
      message: string;
      /** Set when the person already holds a booking: the address to send its link to again. */
      resendTo?: string;
    }
  | null;

/** The dialog after a submit: success with the reference code and a way home, or the error with Close. */
export function BookingResultDialog({ result, onClose }: { result: BookingResult; onClose: () => void }) {
  const open = result !== null;
  if (result?.kind === 'success') {
    // A free booking is a ticket already: no transfer note, no payment steps (docs/api/bookings.md#free-events).
    const free = result.amount === 0;
    return (
      <Dialog
        open={open}
        onOpenChange={(next) => !next && onClose()}
        title={
          <span className="flex items-center gap-2 text-emerald-700">
            <CircleCheck aria-hidden className="size-6" />
            {free ? AR_BOOKING_FORM.freeSuccessTitle : AR_BOOKING_FORM.successTitle}
          </span>
        }
        description={free ? AR_BOOKING_FORM.freeSuccessBody : AR_BOOKING_FORM.successMessage(result.email)}
        footer={
          <>
            {/* Home of the Arabic pages: the events list, not the English site (docs/product.md's back-to-home). */}
            <Link
              to="/events"
              className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {AR_COMMON.backHome}
            </Link>
            <Link
              to={result.ticketUrl}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {AR_BOOKING_FORM.openPage}
            </Link>
          </>
        }
      >
        <div className="rounded-xl border-2 border-dashed border-brand-500 bg-brand-50 p-4 text-center">
          <p className="text-sm font-semibold text-slate-700">{AR_BOOKING_FORM.reference}</p>
          <p
            className="mt-1 font-mono text-3xl font-extrabold tracking-[0.3em] text-ink-900"
            dir="ltr"
            data-testid="booking-reference"
          >
            {result.reference}
          </p>
          {!free && <p className="mt-2 text-sm text-slate-600">{AR_BOOKING_FORM.referenceHint}</p>}
        </div>
        {result.tickets.length > 1 && (
          <div className="mt-4">
            <p className="text-sm font-semibold text-slate-700">{AR_TICKET.ticketsTitle}</p>
            <ol className="mt-2 grid gap-1.5" data-testid="booked-tickets">
              {result.tickets.map((ticket, i) => (
                <li
                  key={ticket._id}
                  className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink-900"
                >
                  <Ticket aria-hidden className="size-4 shrink-0 text-brand-700" />
                  <span className="text-slate-600">{AR_TICKET.ticketOf(i + 1, result.tickets.length)}:</span>
                  <bdi className="font-semibold">{ticket.fullName}</bdi>
                </li>
              ))}
            </ol>
          </div>
        )}
        {free ? (
          <div className="mt-4 rounded-xl bg-emerald-50 p-4 text-sm leading-relaxed text-emerald-800">
            <p className="text-base font-bold" data-testid="amount">
              {AR_BOOKING_FORM.amount}: {AR_COMMON.free}
            </p>
          </div>
        ) : (
          <div
            className="mt-4 rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-700"
            data-testid="pay-to"
          >
            <p className="text-base font-bold text-ink-900" data-testid="amount">
              {AR_BOOKING_FORM.amount}: {formatPrice(result.amount)}
            </p>
            <p className="mt-2 font-semibold">{AR_BOOKING_FORM.payTo}</p>
            <p className="mt-1">
              {result.paymentMethod === 'InstaPay' ? AR_BOOKING_FORM.instaPay : AR_BOOKING_FORM.vodafoneCash}:{' '}
              <bdi className="font-mono font-bold text-ink-900">
                {result.paymentMethod === 'InstaPay' ? result.payment.instaPay : result.payment.vodafoneCash}
              </bdi>{' '}
              ({AR_BOOKING_FORM.accountName} {result.payment.accountName})
            </p>
            <p className="mt-1">{AR_BOOKING_FORM.payDeadline(formatDateTime(result.payment.deadline))}</p>
          </div>
        )}
        {!free && <p className="mt-3 text-sm leading-6 text-slate-700">{AR_BOOKING_FORM.openPageHint}</p>}
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={<span className="text-red-700">{AR_COMMON.error}</span>}
      description={result?.kind === 'error' ? result.message : undefined}
      size="sm"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {AR_COMMON.close}
        </Button>
      }
    >
      {result?.kind === 'error' && result.resendTo && <ResendLink email={result.resendTo} />}
    </Dialog>
  );
}
