import { AR_BOOKING_EMAILS, formatCairo } from '@app/shared';
import { composeEmail, type EmailTemplate, highlight, htmlOnly, paragraph } from '../compose';
import { type BookingFacts, bookerFooter, greeting, readBookingFacts, viewBooking } from './booker-parts';

const T = AR_BOOKING_EMAILS;

/**
 * Sent once, REMINDER_HOURS before an unpaid booking without proof is released
 * (docs/emails.md#every-email): its deadline, and the reference to write in the transfer note.
 */
export const bookingReminder: EmailTemplate<BookingFacts> = {
  subject: (booking) => T.reminderSubject(booking.event.name),
  read: readBookingFacts,
  render(config, booking) {
    const deadline = new Date(booking.expiresAt ?? booking.createdAt);
    return composeEmail({
      subject: bookingReminder.subject(booking),
      title: T.reminderTitle,
      parts: [
        greeting(booking.fullName),
        paragraph(T.reminderIntro(booking.event.name, booking.reference, formatCairo(deadline))),
        htmlOnly(highlight(T.writeReference(booking.reference))),
        viewBooking(config, booking.id),
      ],
      footer: bookerFooter(config),
    });
  },
};
