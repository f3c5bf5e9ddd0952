import { AR_BOOKING_EMAILS, AR_BOOKING_FORM, escapeHtml, formatCairo } from '@app/shared';
import { arabicPrice } from '../arabic-numbers';
import { composeEmail, type EmailPart, type EmailTemplate, factRows, highlight, paragraph } from '../compose';
import {
  type BookingFacts,
  bookerFooter,
  bookingPage,
  greeting,
  holderWithType,
  readBookingFacts,
  typeAndDiscountRows,
  typed,
} from './booker-parts';

const T = AR_BOOKING_EMAILS;

/**
 * 1. Booking received (docs/emails.md#every-email): amount, how to pay, the reference for the transfer
 * note, the deadline; a free event's booking gets its ticket instead (booking-accepted).
 */
export const bookingReceived: EmailTemplate<BookingFacts> = {
  subject: (booking) => T.receivedSubject(booking.event.name, booking.reference),
  read: readBookingFacts,
  render(config, booking) {
    const { event } = booking;
    const amount = booking.amount ?? event.ticketPrice * booking.quantity;
    const free = amount === 0;
    const parts: EmailPart[] = [
      greeting(booking.fullName),
      paragraph(T.receivedIntro(event.name)),
      factRows([
        [T.reference, booking.reference],
        [T.event, event.name],
        [T.eventDate, formatCairo(new Date(event.date))],
        [T.location, event.location],
        [T.amount, arabicPrice(amount)],
        ...typeAndDiscountRows(booking),
        ...(booking.quantity > 1 || booking.tickets.some((t) => t.typeName)
          ? [[T.people, booking.tickets.map(holderWithType).join('، ')] as [string, string]]
          : []),
      ]),
    ];
    if (free) {
      parts.push(paragraph(T.freeEvent));
    } else {
      const instaPay = booking.paymentMethod === 'InstaPay';
      parts.push(
        {
          block: { type: 'paragraph', html: `<strong>${escapeHtml(T.howToPay)}</strong>` },
          text: T.howToPay,
        },
        factRows([
          [T.paymentMethod, instaPay ? AR_BOOKING_FORM.instaPay : AR_BOOKING_FORM.vodafoneCash],
          [T.accountName, config.payment.accountName],
          [T.fromNumber, typed(booking.paymentNumber ?? '')],
        ]),
        paragraph(
          instaPay ? T.payInstaPay(config.payment.instaPay) : T.payVodafoneCash(config.payment.vodafoneCash),
        ),
        highlight(T.writeReference(booking.reference)),
        paragraph(T.deadline(formatCairo(new Date(booking.expiresAt ?? booking.createdAt)))),
        // The page where the proof is sent: the only way back for a booker who closed the tab. A free
        // booking's page (its tickets) says no word of payment (docs/emails.md#every-email).
        paragraph(T.bookingPageIntro),
      );
    }
    parts.push(bookingPage(config, booking.id));
    return composeEmail({
      subject: bookingReceived.subject(booking),
      title: T.receivedTitle,
      parts,
      footer: bookerFooter(config),
    });
  },
};
