import { AR_BOOKING_FORM } from '@app/shared';
import { Wallet } from 'lucide-react';

/**
 * How paying works: the exact wallet details arrive by email (they live in the server's configuration).
 * `hours`: the event's own time to pay (docs/api/bookings.md#the-payment-clock).
 */
export function PaymentInstructions({
  price,
  hours,
  pricesDiffer = false,
}: {
  price: string;
  hours: number;
  /** The event's ticket types cost different amounts: the step names the booking's total, not one price. */
  pricesDiffer?: boolean;
}) {
  const steps = [
    AR_BOOKING_FORM.paymentStep1,
    pricesDiffer ? AR_BOOKING_FORM.paymentStepTotal : AR_BOOKING_FORM.paymentStep2(price),
    AR_BOOKING_FORM.paymentStep3(hours),
    AR_BOOKING_FORM.paymentStep4,
  ];
  return (
    <section aria-labelledby="payment-steps" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="payment-steps" className="flex items-center gap-2 text-base font-bold">
        <Wallet aria-hidden className="size-5 text-brand-600" />
        {AR_BOOKING_FORM.paymentTitle}
      </h2>
      <ol className="mt-3 grid list-[arabic-indic] gap-2 ps-5 text-sm leading-relaxed text-slate-700">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
