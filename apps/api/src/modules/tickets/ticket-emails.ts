import { AR, escapeHtml } from '@app/shared';
import type { Config } from '../../config';
import type { bookings, events } from '../../db/schema';
import { formatCairo } from '../bookings/booking-emails';
import { renderEmailHtml } from '../email/layout';
import type { OutgoingEmail } from '../email/outbox';
import { ticketUrl } from './ticket-token';

const T = AR.ticket.emails;
const B = AR.booking.emails;
type BookingRow = typeof bookings.$inferSelect;
type EventRow = typeof events.$inferSelect;

/** The booker cancelled: confirms it, with the booking's facts. */
export function bookingCancelledEmail(config: Config, booking: BookingRow, event: EventRow): OutgoingEmail {
  const intro = T.cancelledIntro(event.name, booking.reference);
  const url = ticketUrl(config, booking.id);
  return {
    kind: 'booking-cancelled',
    to: booking.email,
    subject: T.cancelledSubject(event.name),
    html: renderEmailHtml({
      title: T.cancelledTitle,
      blocks: [
        { type: 'paragraph', html: escapeHtml(B.greeting(booking.fullName)) },
        { type: 'paragraph', html: escapeHtml(intro) },
        {
          type: 'facts',
          rows: [
            [B.reference, escapeHtml(booking.reference)],
            [B.event, escapeHtml(event.name)],
            [B.eventDate, escapeHtml(formatCairo(event.date))],
          ],
        },
        { type: 'button', href: url, label: T.viewBooking },
      ],
      footer: B.footer,
    }),
    text: [T.cancelledTitle, B.greeting(booking.fullName), intro, T.bookingLink(url), B.footer].join('\n\n'),
  };
}

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
      footer: B.footer,
    }),
    text: [T.linksTitle, T.linksIntro, ...links.map((l) => `${l.label}\n${l.when}\n${l.url}`), B.footer].join(
      '\n\n',
    ),
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
  return {
    kind: 'booking-reminder',
    to: booking.email,
    subject: T.reminderSubject(event.name),
    html: renderEmailHtml({
      title: T.reminderTitle,
      blocks: [
        { type: 'paragraph', html: escapeHtml(B.greeting(booking.fullName)) },
        { type: 'paragraph', html: escapeHtml(intro) },
        { type: 'highlight', html: escapeHtml(B.writeReference(booking.reference)) },
        { type: 'button', href: url, label: T.viewBooking },
      ],
      footer: B.footer,
    }),
    text: [T.reminderTitle, B.greeting(booking.fullName), intro, T.bookingLink(url), B.footer].join('\n\n'),
  };
}
