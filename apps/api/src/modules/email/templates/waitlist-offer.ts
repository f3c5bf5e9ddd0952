import { AR_BOOKING_EMAILS, AR_WAITLIST, AR_WAITLIST_UI, formatCairo } from '@app/shared';
import { offerPath, waitlistPath } from '../../../lib/booking-tokens';
import { button, composeEmail, type EmailTemplate, paragraph } from '../compose';
import { bookerFooter, greeting } from './booker-parts';

const E = AR_WAITLIST.emails;

/**
 * A waiting-list entry as its emails show it (docs/api/waitlist.md#offers), queued under the event's lock
 * (bookings/transitions/waitlist-offers.ts); the sender signs the links.
 */
export type WaitlistFacts = {
  entryId: string;
  eventId: string;
  eventName: string;
  eventDate: string;
  fullName: string;
  seats: number;
  /** When the offer ends; null once there is none. */
  offerExpiresAt: string | null;
};

/** Seats came back: they are held for this person until the deadline; the link books them. */
export const waitlistOffer: EmailTemplate<WaitlistFacts> = {
  subject: (facts) => E.offerSubject(facts.eventName),
  render(config, facts) {
    const offerUrl = `${config.publicUrl}${offerPath(config, facts.eventId, facts.entryId)}`;
    const placeUrl = `${config.publicUrl}${waitlistPath(config, facts.entryId)}`;
    return composeEmail({
      subject: waitlistOffer.subject(facts),
      title: E.offerTitle,
      parts: [
        greeting(facts.fullName),
        paragraph(E.offerIntro(facts.eventName, facts.seats)),
        paragraph(`${E.offerUntil}: ${formatCairo(new Date(facts.offerExpiresAt ?? facts.eventDate))}`),
        paragraph(`${AR_BOOKING_EMAILS.eventDate}: ${formatCairo(new Date(facts.eventDate))}`),
        button(offerUrl, E.offerButton, E.offerLink(offerUrl)),
        paragraph(E.placeLink(placeUrl)),
      ],
      footer: bookerFooter(config),
    });
  },
};

/** Joining the list: the place in line, and the private link to see or leave it (section 14). */
export const waitlistJoined: EmailTemplate<WaitlistFacts & { position: number }> = {
  subject: (facts) => E.joinedSubject(facts.eventName),
  render(config, facts) {
    const placeUrl = `${config.publicUrl}${waitlistPath(config, facts.entryId)}`;
    return composeEmail({
      subject: waitlistJoined.subject(facts),
      title: E.joinedTitle,
      parts: [
        greeting(facts.fullName),
        paragraph(E.joinedIntro(facts.eventName, facts.seats, facts.position)),
        paragraph(`${AR_BOOKING_EMAILS.eventDate}: ${formatCairo(new Date(facts.eventDate))}`),
        button(placeUrl, AR_WAITLIST_UI.openPlace, E.placeLink(placeUrl)),
      ],
      footer: bookerFooter(config),
    });
  },
};
