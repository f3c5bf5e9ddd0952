import { AR, AR_WAITLIST, escapeHtml } from '@app/shared';
import type { Config } from '../../config';
import { bookerFooter, formatCairo, reachUs } from '../bookings/booking-emails';
import type { WaitlistEmailFacts } from '../bookings/transitions/waitlist-offers';
import { type EmailBlock, renderEmailHtml } from '../email/layout';
import { withoutAutolinks } from '../email/no-autolink';
import type { OutgoingEmail } from '../email/outbox';
import { offerPath, waitlistPath } from './waitlist.service';

/**
 * The waiting list's emails (DECISIONS.md section 14), queued as facts under the event's lock by the
 * booking module (waitlist-offers.ts) and rendered here by the sender, which signs the links.
 */

const E = AR_WAITLIST.emails;
const B = AR.booking.emails;
type Part = { block: EmailBlock; text: string };

const paragraph = (text: string): Part => ({ block: { type: 'paragraph', html: escapeHtml(text) }, text });
const button = (href: string, label: string, text: string): Part => ({
  block: { type: 'button', href, label },
  text,
});

/** The outbox row carries the address; the sender needs the html and text. */
function compose(config: Config, kind: string, subject: string, title: string, parts: Part[]) {
  const footer = bookerFooter(config);
  return {
    kind,
    to: '',
    subject,
    html: renderEmailHtml({ title, blocks: parts.map((p) => p.block), footer }),
    text: [title, ...parts.map((p) => p.text), footer].join('\n\n'),
  } satisfies OutgoingEmail;
}

function factsOf(data: Record<string, unknown>): WaitlistEmailFacts {
  return data as unknown as WaitlistEmailFacts;
}

/** Seats came back: they are held for this person until the deadline; the link books them. */
export function renderWaitlistOfferEmail(config: Config, data: Record<string, unknown>): OutgoingEmail {
  const f = factsOf(data);
  const offerUrl = `${config.publicUrl}${offerPath(config, f.eventId, f.entryId)}`;
  const placeUrl = `${config.publicUrl}${waitlistPath(config, f.entryId)}`;
  return compose(config, 'waitlist-offer', E.offerSubject(f.eventName), E.offerTitle, [
    paragraph(B.greeting(withoutAutolinks(f.fullName))),
    paragraph(E.offerIntro(f.eventName, f.seats)),
    paragraph(`${E.offerUntil}: ${formatCairo(new Date(f.offerExpiresAt!))}`),
    paragraph(`${B.eventDate}: ${formatCairo(new Date(f.eventDate))}`),
    button(offerUrl, E.offerButton, E.offerLink(offerUrl)),
    paragraph(E.placeLink(placeUrl)),
  ]);
}

/** An offer not used in time: its seats moved on. */
export function renderWaitlistExpiredEmail(config: Config, data: Record<string, unknown>): OutgoingEmail {
  const f = factsOf(data);
  return compose(config, 'waitlist-offer-expired', E.expiredSubject(f.eventName), E.expiredTitle, [
    paragraph(B.greeting(withoutAutolinks(f.fullName))),
    paragraph(E.expiredIntro(f.eventName)),
    paragraph(reachUs(config)),
  ]);
}

/** The event was cancelled while this person waited. */
export function renderWaitlistCancelledEmail(config: Config, data: Record<string, unknown>): OutgoingEmail {
  const f = factsOf(data);
  return compose(config, 'waitlist-event-cancelled', E.cancelledSubject(f.eventName), E.cancelledTitle, [
    paragraph(B.greeting(withoutAutolinks(f.fullName))),
    paragraph(E.cancelledIntro(f.eventName)),
    paragraph(reachUs(config)),
  ]);
}
