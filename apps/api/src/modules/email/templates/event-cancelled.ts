import { AR_BOOKING_EMAILS, AR_BOOKINGS, formatCairo } from '@app/shared';
import { ticketUrl } from '../../../lib/booking-tokens';
import { button, composeEmail, type EmailTemplate, paragraph } from '../compose';
import { greeting, reachUs } from './booker-parts';

const B = AR_BOOKING_EMAILS;

/** One person's bookings of a cancelled event: one email names them all. */
export type EventCancelledFacts = {
  fullName: string;
  event: { name: string; date: string; reason: string | null };
  bookings: { id: string; reference: string; refundDue: boolean }[];
};

/** An Admin cancelled the event (docs/api/events.md#cancel-an-event): why, each booking's page, the refunds. */
export const eventCancelled: EmailTemplate<EventCancelledFacts> = {
  subject: ({ event }) => B.eventCancelledSubject(event.name),
  render(config, facts) {
    const { event } = facts;
    return composeEmail({
      subject: eventCancelled.subject(facts),
      title: B.eventCancelledTitle,
      parts: [
        greeting(facts.fullName),
        paragraph(B.eventCancelledIntro(event.name)),
        ...(event.reason ? [paragraph(B.reason(event.reason))] : []),
        paragraph(`${B.eventDate}: ${formatCairo(new Date(event.date))}`),
        ...facts.bookings.map((booking) => {
          const label = `${B.reference}: ${booking.reference}${booking.refundDue ? ` (${AR_BOOKINGS.refundDue})` : ''}`;
          const url = ticketUrl(config, booking.id);
          return button(url, label, `${label}\n${url}`);
        }),
        ...(facts.bookings.some((b) => b.refundDue) ? [paragraph(B.refundNote)] : []),
        reachUs(config),
      ],
      footer: B.footer,
    });
  },
};
