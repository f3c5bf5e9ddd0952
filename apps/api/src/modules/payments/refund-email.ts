import { AR, AR_PAYMENTS, arabicDigits, escapeHtml } from '@app/shared';
import type { Config } from '../../config';
import { ticketUrl } from '../bookings/booking-tokens';
import { renderEmailHtml } from '../email/layout';
import type { OutgoingEmail } from '../email/outbox';

const B = AR.booking.emails;
const P = AR_PAYMENTS.emails;

/** The booker's money went back (section 16): how much, to which number, with which transaction. */
export function refundSentEmail(
  config: Config,
  facts: {
    bookingId: string;
    email: string;
    fullName: string;
    reference: string;
    eventName: string;
    amount: number;
    toNumber: string | null;
    transactionId: string;
  },
): OutgoingEmail {
  const amount = `${arabicDigits(facts.amount.toFixed(2).replace(/\.00$/, ''))} ج.م`;
  const lines: [string, string][] = [
    [P.amount, amount],
    ...(facts.toNumber ? ([[P.toNumber, facts.toNumber]] as [string, string][]) : []),
    [P.transactionId, facts.transactionId],
  ];
  const rows = lines.map(([label, value]): [string, string] => [label, escapeHtml(value)]);
  const url = ticketUrl(config, facts.bookingId);
  return {
    kind: 'refund-sent',
    to: facts.email,
    subject: P.refundSubject(facts.eventName),
    html: renderEmailHtml({
      title: P.refundTitle,
      blocks: [
        { type: 'paragraph', html: escapeHtml(B.greeting(facts.fullName)) },
        { type: 'paragraph', html: escapeHtml(P.refundIntro(facts.reference)) },
        { type: 'facts', rows },
        { type: 'button', href: url, label: AR.ticket.emails.viewBooking },
      ],
      footer: B.footer,
    }),
    text: [
      P.refundTitle,
      B.greeting(facts.fullName),
      P.refundIntro(facts.reference),
      ...lines.map(([label, value]) => `${label}: ${value}`),
      url,
      B.footer,
    ].join('\n\n'),
  };
}
