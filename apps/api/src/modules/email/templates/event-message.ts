import { AR_EVENT_MESSAGES, escapeHtml } from '@app/shared';
import { ticketUrl, waitlistPath } from '../../../lib/booking-tokens';
import { button, composeEmail, type EmailTemplate } from '../compose';
import { bookerFooter, greeting } from './booker-parts';

const E = AR_EVENT_MESSAGES.emails;

/**
 * One copy of a staff message (docs/api/event-messages.md#send), as the messages module queues it
 * in SQL: the message, the event, the recipient's name and what its link opens (a booking's page or
 * a place in the waiting list), signed only when it is rendered.
 */
export type EventMessageFacts = {
  subject: string;
  body: string;
  eventName: string;
  fullName: string | null;
  bookingId: string | null;
  waitlistEntryId: string | null;
};

/** The body as typed: every character escaped, each line break a break (never markup). */
export function plainTextHtml(body: string): string {
  return body
    .split('\n')
    .map((line) => escapeHtml(line))
    .join('<br>');
}

export const eventMessage: EmailTemplate<EventMessageFacts> = {
  subject: (facts) => facts.subject,
  render(config, facts) {
    const link = facts.bookingId
      ? { url: ticketUrl(config, facts.bookingId), label: E.openBooking }
      : facts.waitlistEntryId
        ? { url: `${config.publicUrl}${waitlistPath(config, facts.waitlistEntryId)}`, label: E.openPlace }
        : undefined;
    return composeEmail({
      subject: facts.subject,
      title: facts.subject,
      parts: [
        ...(facts.fullName ? [greeting(facts.fullName)] : []),
        { block: { type: 'paragraph', html: plainTextHtml(facts.body) }, text: facts.body },
        ...(link ? [button(link.url, link.label, E.linkLine(link.url))] : []),
      ],
      footer: `${E.messageFooter(facts.eventName)} ${bookerFooter(config)}`,
    });
  },
};
