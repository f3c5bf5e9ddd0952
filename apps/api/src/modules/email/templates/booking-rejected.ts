import { AR_BOOKING_EMAILS, formatCairo } from '@app/shared';
import type { Config } from '../../../config';
import { composeEmail, type EmailTemplate, factRows, paragraph } from '../compose';
import { type BookingFacts, bookingPage, greeting, reachUs, readBookingFacts } from './booker-parts';

const T = AR_BOOKING_EMAILS;

/** A booking that did not go through, and the staff's reason when they gave one. */
export type RejectedFacts = { booking: BookingFacts; reason: string | null };

function readRejected(data: Record<string, unknown>): RejectedFacts {
  // Rows of the previous release carry a `cause` too; the kind says it now.
  return {
    booking: readBookingFacts(data.booking as Record<string, unknown>),
    reason: (data.reason as string) ?? null,
  };
}

function notAccepted(
  config: Config,
  { booking, reason }: RejectedFacts,
  words: { subject: string; title: string; intro: string },
) {
  return composeEmail({
    subject: words.subject,
    title: words.title,
    parts: [
      greeting(booking.fullName),
      paragraph(words.intro),
      ...(reason ? [paragraph(T.rejectedReason(reason))] : []),
      factRows([
        [T.reference, booking.reference],
        [T.event, booking.event.name],
        [T.eventDate, formatCairo(new Date(booking.event.date))],
      ]),
      reachUs(config),
      bookingPage(config, booking.id),
    ],
    // The contact is in the body already.
    footer: T.footer,
  });
}

/** 3. Rejected by staff (docs/emails.md#every-email), with their reason when they gave one. */
export const bookingRejected: EmailTemplate<RejectedFacts> = {
  subject: ({ booking }) => T.rejectedSubject(booking.event.name),
  read: readRejected,
  render: (config, facts) =>
    notAccepted(config, facts, {
      subject: bookingRejected.subject(facts),
      title: T.rejectedTitle,
      intro: T.rejectedIntro(facts.booking.event.name, facts.booking.reference),
    }),
};

/** 3. Expired: the deadline passed with no proof (section 15); the clock gives no reason. */
export const bookingExpired: EmailTemplate<RejectedFacts> = {
  subject: ({ booking }) => T.expiredSubject(booking.event.name),
  read: readRejected,
  render: (config, facts) =>
    notAccepted(
      config,
      { ...facts, reason: null },
      {
        subject: bookingExpired.subject(facts),
        title: T.expiredTitle,
        intro: T.expiredIntro(facts.booking.event.name, facts.booking.reference),
      },
    ),
};
