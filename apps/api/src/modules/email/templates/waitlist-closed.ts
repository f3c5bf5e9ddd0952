import { AR_WAITLIST } from '@app/shared';
import { composeEmail, type EmailTemplate, paragraph } from '../compose';
import { bookerFooter, greeting, reachUs } from './booker-parts';
import type { WaitlistFacts } from './waitlist-offer';

const E = AR_WAITLIST.emails;

/** A waiting-list email that ends the wait: why, and how to reach the agency. */
function closedTemplate(words: {
  subject: (eventName: string) => string;
  title: string;
  intro: (eventName: string) => string;
}): EmailTemplate<WaitlistFacts> {
  return {
    subject: (facts) => words.subject(facts.eventName),
    render: (config, facts) =>
      composeEmail({
        subject: words.subject(facts.eventName),
        title: words.title,
        parts: [greeting(facts.fullName), paragraph(words.intro(facts.eventName)), reachUs(config)],
        footer: bookerFooter(config),
      }),
  };
}

/** An offer not used in time: its seats moved on (docs/api/waitlist.md#offers). */
export const waitlistOfferExpired = closedTemplate({
  subject: E.expiredSubject,
  title: E.expiredTitle,
  intro: E.expiredIntro,
});

/** The event was cancelled while this person waited (section 15). */
export const waitlistEventCancelled = closedTemplate({
  subject: E.cancelledSubject,
  title: E.cancelledTitle,
  intro: E.cancelledIntro,
});

/** Sales closed while this person still waited: no offer can reach them any more (section 14). */
export const waitlistSalesClosed = closedTemplate({
  subject: E.salesClosedSubject,
  title: E.salesClosedTitle,
  intro: E.salesClosedIntro,
});
