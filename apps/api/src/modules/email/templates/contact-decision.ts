import { EN, escapeHtml, formatCairoWallTimeEn } from '@app/shared';
import { composeEmail, type EmailPart, type EmailTemplate, paragraph } from '../compose';
import { withoutAutolinks } from '../no-autolink';

/**
 * The emails telling a requester, who wrote from the English site, what staff decided on their
 * contact request (docs/product.md#states): a letter, in English, left to right.
 */
export type ContactRejectedFacts = { fullName: string; requestType: string; reason: string };
export type ContactAcceptedFacts = ContactRejectedFacts & { interviewDate: string; interviewTime: string };

const FOOTER = 'This email was sent in reply to the request you submitted on our website.';

/** A paragraph whose HTML sets part of it in bold. */
function rich(html: string, text: string): EmailPart {
  return { block: { type: 'paragraph', html }, text };
}

/** 'Label: value' with the label in bold. */
function labelled(label: string, value: string): EmailPart {
  return rich(`<strong>${label}:</strong> ${escapeHtml(value)}`, `${label}: ${value}`);
}

/** A sentence naming the request's type, in bold in the HTML. */
function aboutRequest(before: string, requestType: string, after: string): EmailPart {
  return rich(
    `${before}<strong>${escapeHtml(requestType)}</strong>${after}`,
    `${before}${requestType}${after}`,
  );
}

/** A letter: greeting, the body of its kind, regards; its title and footer are for the HTML only. */
function letterTemplate<Facts extends ContactRejectedFacts>(
  subject: string,
  body: (facts: Facts) => EmailPart[],
): EmailTemplate<Facts> {
  return {
    subject: () => subject,
    render: (_config, facts) =>
      composeEmail({
        subject,
        title: subject,
        parts: [
          // Typed by the requester: never a link in the email (no-autolink.ts).
          paragraph(`Dear ${withoutAutolinks(facts.fullName)},`),
          ...body(facts),
          rich('Best regards,<br>The team', 'Best regards,\nThe team'),
        ],
        footer: FOOTER,
        lang: 'en',
        frameText: false,
      }),
  };
}

/** Accepted, with the interview staff scheduled. */
export const contactAccepted = letterTemplate<ContactAcceptedFacts>(
  EN.contact.emailAcceptedSubject,
  (facts) => [
    aboutRequest(
      'Good news: your ',
      facts.requestType,
      ' request has been accepted, and we have scheduled an interview with you.',
    ),
    labelled('Interview', formatCairoWallTimeEn(facts.interviewDate, facts.interviewTime)),
    labelled('Note from our team', facts.reason),
    paragraph('If this time does not suit you, simply reply to this email and we will find another slot.'),
  ],
);

/** Not taken forward, with staff's reason. */
export const contactRejected = letterTemplate<ContactRejectedFacts>(
  EN.contact.emailRejectedSubject,
  (facts) => [
    aboutRequest(
      'Thank you for contacting us. After reviewing your ',
      facts.requestType,
      ' request, we are unable to take it forward at this time.',
    ),
    labelled('Reason', facts.reason),
    paragraph('You are welcome to contact us again at any time.'),
  ],
);
