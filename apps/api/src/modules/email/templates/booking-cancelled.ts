import { AR_BOOKING_EMAILS, formatCairo } from '@app/shared';
import { ticketUrl } from '../../../lib/booking-tokens';
import { button, composeEmail, type EmailTemplate, factRows, paragraph } from '../compose';
import { type BookingFacts, greeting, reachUs, readBookingFacts, viewBooking } from './booker-parts';

const B = AR_BOOKING_EMAILS;

/** Who cancelled (the booker on their page, or staff with a reason), and whether the money goes back. */
export type CancelledFacts = {
  booking: BookingFacts;
  cause: 'booker' | 'staff';
  reason: string | null;
  refundDue: boolean;
};

/**
 * 3. Cancelled (docs/emails.md#every-email and docs/api/booker-page.md#cancel): the booker's own cancellation confirmed with the
 * booking's facts, or staff's with their reason and the refund when it was paid.
 */
export const bookingCancelled: EmailTemplate<CancelledFacts> = {
  subject: ({ booking }) => B.cancelledSubject(booking.event.name),
  read: (data) => ({
    ...(data as CancelledFacts),
    booking: readBookingFacts(data.booking as Record<string, unknown>),
  }),
  render(config, facts) {
    const { booking, reason } = facts;
    const { name } = booking.event;
    const byBooker = facts.cause === 'booker';
    const url = ticketUrl(config, booking.id);
    return composeEmail({
      subject: bookingCancelled.subject(facts),
      title: B.cancelledTitle,
      parts: byBooker
        ? [
            greeting(booking.fullName),
            paragraph(B.cancelledIntro(name, booking.reference)),
            factRows([
              [B.reference, booking.reference],
              [B.event, name],
              [B.eventDate, formatCairo(new Date(booking.event.date))],
            ]),
            reachUs(config),
            button(url, B.bookingPageButton, B.bookingLink(url)),
          ]
        : [
            greeting(booking.fullName),
            paragraph(B.staffCancelledIntro(name, booking.reference)),
            ...(reason ? [paragraph(B.reason(reason))] : []),
            ...(facts.refundDue ? [paragraph(B.refundNote)] : []),
            reachUs(config),
            viewBooking(config, booking.id),
          ],
      // The contact is in the body already.
      footer: B.footer,
    });
  },
};
