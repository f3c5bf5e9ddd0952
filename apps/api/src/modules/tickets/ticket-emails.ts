import { AR, escapeHtml } from '@app/shared';
import type { Config } from '../../config';
import type { bookings, events } from '../../db/schema';
import { bookerFooter, formatCairo } from '../bookings/booking-emails';
import { ticketUrl } from '../bookings/booking-tokens';
import { renderEmailHtml } from '../email/layout';
import { withoutAutolinks } from '../email/no-autolink';
import type { OutgoingEmail } from '../email/outbox';

const T = AR.ticket.emails;
const B = AR.booking.emails;
type BookingRow = typeof bookings.$inferSelect;
type EventRow = typeof events.$inferSelect;

/** "Find my bookings": one email with the link of every active booking of the address. */
export function bookingLinksEmail(
  config: Config,
  to: string,
  rows: { booking: BookingRow; event: EventRow }[],
): OutgoingEmail {
  const links = rows.map(({ booking, event }) => ({
    label: `${event.name} (${booking.reference})`,
    when: formatCairo(event.date),
    url: ticketUrl(config, booking.id),
  }));
  return {
    kind: 'booking-links',
    to,
    subject: T.linksSubject,
    html: renderEmailHtml({
      title: T.linksTitle,
      blocks: [
        { type: 'paragraph', html: escapeHtml(T.linksIntro) },
        ...links.flatMap((link) => [
          {
            type: 'paragraph' as const,
            html: `<strong>${escapeHtml(link.label)}</strong><br>${escapeHtml(link.when)}`,
          },
          { type: 'button' as const, href: link.url, label: T.openBooking },
        ]),
      ],
      footer: bookerFooter(config),
    }),
    text: [
      T.linksTitle,
      T.linksIntro,
      ...links.map((l) => `${l.label}\n${l.when}\n${l.url}`),
      bookerFooter(config),
    ].join('\n\n'),
  };
}

/** Sent once, a few hours before an unpaid booking without proof is released. */
export function bookingReminderEmail(
  config: Config,
  booking: BookingRow,
  event: EventRow,
  deadline: Date,
): OutgoingEmail {
  const url = ticketUrl(config, booking.id);
  const intro = T.reminderIntro(event.name, booking.reference, formatCairo(deadline));
  const greeting = B.greeting(withoutAutolinks(booking.fullName));
  const footer = bookerFooter(config);
  return {
    kind: 'booking-reminder',
    to: booking.email ?? '',
    subject: T.reminderSubject(event.name),
    html: renderEmailHtml({
      title: T.reminderTitle,
      blocks: [
        { type: 'paragraph', html: escapeHtml(greeting) },
        { type: 'paragraph', html: escapeHtml(intro) },
        { type: 'highlight', html: escapeHtml(B.writeReference(booking.reference)) },
        { type: 'button', href: url, label: T.viewBooking },
      ],
      footer,
    }),
    text: [T.reminderTitle, greeting, intro, T.bookingLink(url), footer].join('\n\n'),
  };
}
