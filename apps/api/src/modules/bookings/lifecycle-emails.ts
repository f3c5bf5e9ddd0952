import { AR, AR_LIFECYCLE, escapeHtml } from '@app/shared';
import type { Config } from '../../config';
import { type EmailBlock, renderEmailHtml } from '../email/layout';
import { withoutAutolinks } from '../email/no-autolink';
import type { OutgoingEmail } from '../email/outbox';
import { formatCairo, reachUs } from './booking-emails';
import { ticketUrl } from './booking-tokens';
import type { BookingRow, EventRow } from './booking-view';

const B = AR.booking.emails;
const T = AR.ticket.emails;
const L = AR_LIFECYCLE.emails;

type Part = { block: EmailBlock; text: string };
const paragraph = (text: string): Part => ({ block: { type: 'paragraph', html: escapeHtml(text) }, text });

function compose(to: string, kind: string, subject: string, title: string, parts: Part[]): OutgoingEmail {
  return {
    kind,
    to,
    subject,
    html: renderEmailHtml({ title, blocks: parts.map((p) => p.block), footer: B.footer }),
    text: [title, ...parts.map((p) => p.text).filter(Boolean), B.footer].join('\n\n'),
  };
}

/** Staff cancelled a booking (section 15): why, and the refund when it was paid. */
export function bookingCancelledByStaffEmail(
  config: Config,
  booking: BookingRow,
  event: EventRow,
  reason: string | null,
): OutgoingEmail {
  const url = ticketUrl(config, booking.id);
  return compose(booking.email ?? '', 'booking-cancelled', T.cancelledSubject(event.name), T.cancelledTitle, [
    paragraph(B.greeting(withoutAutolinks(booking.fullName))),
    paragraph(L.staffCancelledIntro(event.name, booking.reference)),
    ...(reason ? [paragraph(L.reason(reason))] : []),
    ...(booking.refundDue ? [paragraph(L.refundNote)] : []),
    paragraph(reachUs(config)),
    {
      block: { type: 'button', href: url, label: T.viewBooking },
      text: T.bookingLink(url),
    },
  ]);
}

/** An Admin cancelled the event: one email per person, naming each of their bookings. */
export function eventCancelledEmail(
  config: Config,
  event: EventRow,
  to: string,
  fullName: string,
  held: BookingRow[],
): OutgoingEmail {
  const lines = held.map((booking) => ({
    label: `${booking.reference}${booking.refundDue ? ` (${AR_LIFECYCLE.ui.refundDue})` : ''}`,
    url: ticketUrl(config, booking.id),
  }));
  return compose(to, 'event-cancelled', L.eventCancelledSubject(event.name), L.eventCancelledTitle, [
    paragraph(B.greeting(withoutAutolinks(fullName))),
    paragraph(L.eventCancelledIntro(event.name)),
    ...(event.cancelReason ? [paragraph(L.reason(event.cancelReason))] : []),
    paragraph(`${B.eventDate}: ${formatCairo(event.date)}`),
    ...lines.map(
      (line): Part => ({
        block: { type: 'button', href: line.url, label: `${B.reference}: ${line.label}` },
        text: `${B.reference}: ${line.label}\n${line.url}`,
      }),
    ),
    ...(held.some((b) => b.refundDue) ? [paragraph(L.refundNote)] : []),
    paragraph(reachUs(config)),
  ]);
}

/** The booker cancelled: confirms it, with the booking's facts, the agency's contact and the booker's link. */
export function bookingCancelledEmail(config: Config, booking: BookingRow, event: EventRow): OutgoingEmail {
  const intro = T.cancelledIntro(event.name, booking.reference);
  const url = ticketUrl(config, booking.id);
  const greeting = B.greeting(withoutAutolinks(booking.fullName));
  const contact = reachUs(config);
  // The contact is in the body already.
  const footer = B.footer;
  return {
    kind: 'booking-cancelled',
    to: booking.email ?? '',
    subject: T.cancelledSubject(event.name),
    html: renderEmailHtml({
      title: T.cancelledTitle,
      blocks: [
        { type: 'paragraph', html: escapeHtml(greeting) },
        { type: 'paragraph', html: escapeHtml(intro) },
        {
          type: 'facts',
          rows: [
            [B.reference, escapeHtml(booking.reference)],
            [B.event, escapeHtml(event.name)],
            [B.eventDate, escapeHtml(formatCairo(event.date))],
          ],
        },
        { type: 'paragraph', html: escapeHtml(contact) },
        { type: 'button', href: url, label: B.bookingPageButton },
      ],
      footer,
    }),
    text: [
      T.cancelledTitle,
      greeting,
      intro,
      `${B.reference}: ${booking.reference}\n${B.event}: ${event.name}\n${B.eventDate}: ${formatCairo(event.date)}`,
      contact,
      T.bookingLink(url),
      footer,
    ].join('\n\n'),
  };
}
