import { AR_EVENT_MESSAGES, formatCairo } from '@app/shared';
import { ticketUrl } from '../../../lib/booking-tokens';
import { button, composeEmail, type EmailTemplate, factRows, paragraph } from '../compose';
import { type BookingFacts, bookerFooter, greeting, readBookingFacts, typed } from './booker-parts';

const E = AR_EVENT_MESSAGES.emails;

/**
 * Sent once to each Accepted booking, its event's `reminderHours` before the event
 * (docs/api/event-messages.md#the-reminder-before-the-event): when, where, the reference, and the link to its tickets.
 */
export const eventReminder: EmailTemplate<BookingFacts> = {
  subject: (booking) => E.reminderSubject(booking.event.name),
  read: readBookingFacts,
  render(config, booking) {
    const url = ticketUrl(config, booking.id);
    return composeEmail({
      subject: eventReminder.subject(booking),
      title: E.reminderTitle,
      parts: [
        greeting(booking.fullName),
        paragraph(E.reminderIntro(booking.event.name)),
        factRows([
          [E.when, formatCairo(new Date(booking.event.date))],
          [E.where, booking.event.location],
          [E.reference, booking.reference],
          [
            E.tickets,
            `${E.ticketCount(booking.quantity)}: ${booking.tickets.map((t) => typed(t.fullName)).join('، ')}`,
          ],
        ]),
        button(url, E.showTickets, E.linkLine(url)),
      ],
      footer: bookerFooter(config),
    });
  },
};
