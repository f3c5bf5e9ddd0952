import { AR_BOOKING_EMAILS, AR_PAYMENTS, arabicDigits } from '@app/shared';
import { ticketUrl } from '../../../lib/booking-tokens';
import { button, composeEmail, type EmailTemplate, factRows, htmlOnly, paragraph } from '../compose';
import { greeting } from './booker-parts';

const B = AR_BOOKING_EMAILS;
const P = AR_PAYMENTS.emails;

/** A refund marked done (section 16): how much, to which number, with which transaction. */
export type RefundFacts = {
  bookingId: string;
  fullName: string;
  reference: string;
  eventName: string;
  amount: number;
  toNumber: string | null;
  transactionId: string;
};

/** The booker's money went back (docs/api/payments.md#refunds). */
export const refundSent: EmailTemplate<RefundFacts> = {
  subject: (facts) => P.refundSubject(facts.eventName),
  render(config, facts) {
    const amount = `${arabicDigits(facts.amount.toFixed(2).replace(/\.00$/, ''))} ج.م`;
    const rows: [string, string][] = [
      [P.amount, amount],
      ...(facts.toNumber ? ([[P.toNumber, facts.toNumber]] as [string, string][]) : []),
      [P.transactionId, facts.transactionId],
    ];
    const url = ticketUrl(config, facts.bookingId);
    return composeEmail({
      subject: refundSent.subject(facts),
      title: P.refundTitle,
      parts: [
        greeting(facts.fullName),
        paragraph(P.refundIntro(facts.reference)),
        htmlOnly(factRows(rows)),
        // One paragraph a line in the plain text.
        ...rows.map(([label, value]) => ({ text: `${label}: ${value}` })),
        button(url, B.viewBooking, url),
      ],
      footer: B.footer,
    });
  },
};
