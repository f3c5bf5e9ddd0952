import { AR_BOOKING_EMAILS, formatCairo } from '@app/shared';
import { signTicket, ticketUrl } from '../../../lib/booking-tokens';
import { qrPng } from '../../../lib/qr-code';
import { button, composeEmail, type EmailTemplate, factRows, paragraph } from '../compose';
import { buildIcs } from '../ics';
import {
  type BookingFacts,
  bookerFooter,
  greeting,
  holderWithType,
  readBookingFacts,
  typeAndDiscountRows,
} from './booker-parts';

const T = AR_BOOKING_EMAILS;

/**
 * 2. Accepted (docs/emails.md#every-email and docs/api/bookings.md#several-tickets): every ticket of the booking with its QR code inline
 * (cid) and its holder's name, each also attached on its own (an image the booker can forward to that
 * guest), a link to the booker's page and an .ics file. The sender draws the codes, never the
 * transaction that accepted the booking.
 */
export const bookingAccepted: EmailTemplate<BookingFacts> = {
  subject: (booking) => T.acceptedSubject(booking.event.name),
  read: readBookingFacts,
  async render(config, booking) {
    const pageUrl = ticketUrl(config, booking.id);
    const codes = await Promise.all(
      booking.tickets.map(async (ticket, n) => ({
        ticket,
        png: await qrPng(signTicket(config.ticketSecret, ticket.id, ticket.qrVersion)),
        cid: `ticket-qr-${booking.reference.toLowerCase()}-${n + 1}@tickets`,
      })),
    );
    const several = codes.length > 1;
    const eventDate = new Date(booking.event.date);
    const email = composeEmail({
      subject: bookingAccepted.subject(booking),
      title: T.acceptedTitle,
      parts: [
        greeting(booking.fullName),
        paragraph(T.acceptedIntro(booking.event.name)),
        ...codes.flatMap(({ ticket, cid }, n) => [
          ...(several ? [paragraph(T.ticketOf(n + 1, codes.length, holderWithType(ticket)))] : []),
          { block: { type: 'image' as const, src: `cid:${cid}`, alt: T.qrAlt, width: 240 } },
        ]),
        factRows([
          [T.reference, booking.reference],
          [T.event, booking.event.name],
          [T.eventDate, formatCairo(eventDate)],
          [T.location, booking.event.location],
          // One ticket names its type here; several name theirs above each code.
          ...typeAndDiscountRows(booking, several ? undefined : booking.tickets[0]),
        ]),
        button(pageUrl, T.viewTicket, T.ticketLinkText(pageUrl)),
        paragraph(T.calendarHint),
      ],
      footer: bookerFooter(config),
    });
    const ics = buildIcs({
      uid: `${booking.id}@tickets`,
      start: eventDate,
      summary: booking.event.name,
      location: booking.event.location,
      description: `${T.reference}: ${booking.reference}\n${pageUrl}`,
      url: pageUrl,
    });
    email.attachments = [
      ...codes.map(({ png, cid }, n) => ({
        filename: several ? `ticket-${n + 1}-qr.png` : 'ticket-qr.png',
        contentType: 'image/png',
        contentBase64: png.toString('base64'),
        cid,
      })),
      {
        filename: 'event.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ];
    return email;
  },
};
