import { AR_BOOKING_EMAILS, escapeHtml, formatCairo } from '@app/shared';
import { ticketUrl } from '../../../lib/booking-tokens';
import { button, composeEmail, type EmailTemplate, paragraph } from '../compose';
import { bookerFooter } from './booker-parts';

const T = AR_BOOKING_EMAILS;

/** The active bookings of one address, soonest event first. */
export type BookingLinksFacts = {
  bookings: { id: string; reference: string; eventName: string; eventDate: string }[];
};

/** "Find my bookings" (docs/api/booker-page.md#find-my-bookings): one email with the link of every active booking. */
export const bookingLinks: EmailTemplate<BookingLinksFacts> = {
  subject: () => T.linksSubject,
  render(config, facts) {
    return composeEmail({
      subject: bookingLinks.subject(facts),
      title: T.linksTitle,
      parts: [
        paragraph(T.linksIntro),
        ...facts.bookings.flatMap((booking) => {
          const label = `${booking.eventName} (${booking.reference})`;
          const when = formatCairo(new Date(booking.eventDate));
          const url = ticketUrl(config, booking.id);
          return [
            {
              block: {
                type: 'paragraph' as const,
                html: `<strong>${escapeHtml(label)}</strong><br>${escapeHtml(when)}`,
              },
              text: `${label}\n${when}\n${url}`,
            },
            button(url, T.openBooking, ''),
          ];
        }),
      ],
      footer: bookerFooter(config),
    });
  },
};
