import { AR_PAYMENTS, type BookingDto, type PaymentsSummary } from '@app/shared';
import { CheckCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatNumber, formatPrice } from '../../../lib/format';

const U = AR_PAYMENTS.ui;

/** A Pending booking whose transfer left the right amount (an excess refunded counts): ready for one tap. */
export function isReady(booking: BookingDto): boolean {
  return booking.transfer !== null && booking.transfer.difference === 0;
}

/**
 * The phone's first screen: how many bookings still wait for money and the sum still owed (the
 * server's figures: what is missing of a short payment counts, `docs/api/payments.md`), then the ready
 * queue with one tap per booking and one for all.
 */
export function ReadyQueue({
  bookings,
  summary,
  onAccept,
  accepting,
}: {
  bookings: BookingDto[];
  summary: PaymentsSummary | undefined;
  onAccept: (ids: string[]) => void;
  accepting: boolean;
}) {
  const ready = bookings.filter(isReady);
  // A match by the payer's name waits for a person, one by one: never in "accept all".
  const sure = ready.filter((b) => b.transfer?.by !== 'name');
  return (
    <section className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm text-slate-600">{U.waiting}</p>
          <p className="mt-1 text-2xl font-bold text-ink-900" data-testid="waiting-count">
            {summary ? formatNumber(summary.waiting) : '—'}
          </p>
        </div>
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm text-slate-600">{U.expected}</p>
          <p className="mt-1 text-2xl font-bold text-ink-900" data-testid="money-expected">
            {summary ? formatPrice(summary.expected) : '—'}
          </p>
        </div>
      </div>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold text-ink-900">{U.readyTitle}</h2>
          {sure.length > 0 && (
            <Button variant="success" loading={accepting} onClick={() => onAccept(sure.map((b) => b._id))}>
              <CheckCheck aria-hidden="true" className="size-4" />
              {U.acceptAll(sure.length)}
            </Button>
          )}
        </div>
        {ready.length === 0 ? (
          <p className="text-sm text-slate-500">{U.readyEmpty}</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="ready-queue">
            {ready.map((booking) => (
              <li key={booking._id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{booking.fullName}</p>
                  <p className="text-sm text-slate-600">
                    <span className="font-mono text-brand-700">{booking.reference}</span> ·{' '}
                    {formatPrice(booking.amount)}
                  </p>
                  {booking.transfer?.by === 'name' && (
                    <p className="text-xs font-semibold text-amber-800">{U.byRule.name}</p>
                  )}
                </div>
                <Button size="sm" disabled={accepting} onClick={() => onAccept([booking._id])}>
                  {U.accept}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
