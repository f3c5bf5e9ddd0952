import { AR_BOOKING_EMAILS, AR_HOLDER, formatCairo } from '@app/shared';
import { signTicket, ticketUrl } from '../../../lib/booking-tokens';
import { qrPng } from '../../../lib/qr-code';
import { button, composeEmail, type EmailTemplate, factRows, paragraph } from '../compose';
import {
  type BookingFacts,
  bookerFooter,
  greeting,
  readBookingFacts,
  typeAndDiscountRows,
  typed,
} from './booker-parts';

const T = AR_BOOKING_EMAILS;
const H = AR_HOLDER.emails;

type HolderChangedFacts = BookingFacts & { changedTicketId: string };

/**
 * A guest's ticket got another holder (docs/api/ticket-transfer.md#the-rule): the booker gets that
 * ticket's new QR code inline and attached (to forward to the new holder), with the booking's facts
 * and its page. The code is drawn by the sender from the ticket's version, never in the transaction.
 */
export const ticketHolderChanged: EmailTemplate<HolderChangedFacts> = {
  subject: (facts) => H.subject(facts.event.name),
  read: (data) => ({ ...readBookingFacts(data), changedTicketId: String(data.changedTicketId) }),
  async render(config, facts) {
    const pageUrl = ticketUrl(config, facts.id);
    const index = Math.max(
      0,
      facts.tickets.findIndex((ticket) => ticket.id === facts.changedTicketId),
    );
    const ticket = facts.tickets[index]!;
    const png = await qrPng(signTicket(config.ticketSecret, ticket.id, ticket.qrVersion));
    const cid = `ticket-qr-${facts.reference.toLowerCase()}-${index + 1}-v${ticket.qrVersion ?? 0}@tickets`;
    const email = composeEmail({
      subject: ticketHolderChanged.subject(facts),
      title: H.title,
      parts: [
        greeting(facts.fullName),
        paragraph(H.intro(index + 1, typed(ticket.fullName), facts.event.name)),
        { block: { type: 'image' as const, src: `cid:${cid}`, alt: H.qrAlt, width: 240 } },
        factRows([
          [T.reference, facts.reference],
          [T.event, facts.event.name],
          [T.eventDate, formatCairo(new Date(facts.event.date))],
          [T.location, facts.event.location],
          ...typeAndDiscountRows(facts, ticket),
        ]),
        button(pageUrl, T.viewTicket, T.ticketLinkText(pageUrl)),
      ],
      footer: bookerFooter(config),
    });
    email.attachments = [
      {
        filename: `ticket-${index + 1}-qr.png`,
        contentType: 'image/png',
        contentBase64: png.toString('base64'),
        cid,
      },
    ];
    return email;
  },
};
