import { AR, EN, escapeHtml } from '@app/shared';
import type { Config } from '../../config';
import type { contactMessages } from '../../db/schema';
import { formatCairo } from '../bookings/booking-emails';
import { type EmailBlock, renderEmailHtml } from '../email/layout';
import { withoutAutolinks } from '../email/no-autolink';
import type { OutgoingEmail } from '../email/outbox';

type Decision = {
  to: string;
  fullName: string;
  requestType: string;
  reason: string;
} & ({ accepted: true; interviewDate: string; interviewTime: string } | { accepted: false });

/**
 * "2026-12-03" + "14:30" as written by staff (Cairo wall-clock time) to
 * "Thursday, 3 December 2026 at 2:30 PM (Cairo time)". Formatted in UTC on purpose:
 * the parts already are Cairo time and must not be shifted again.
 */
export function formatInterview(date: string, time: string): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  const instant = new Date(`${date}T${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}:00Z`);
  if (Number.isNaN(instant.getTime())) return `${date} ${time} (Cairo time)`;
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
  const clock = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(instant);
  return `${day} at ${clock} (Cairo time)`;
}

const FOOTER = 'This email was sent in reply to the request you submitted on our website.';

function layout(title: string, paragraphs: string[]): string {
  const blocks: EmailBlock[] = paragraphs.map((html) => ({ type: 'paragraph', html }));
  return renderEmailHtml({ title, blocks, footer: FOOTER, lang: 'en' });
}

/** The email telling a requester (who wrote from the English site) what staff decided. */
export function contactDecisionEmail(decision: Decision): OutgoingEmail {
  // Typed by the requester: never a link in the email (email/no-autolink.ts).
  const name = withoutAutolinks(decision.fullName);
  const greeting = `Dear ${name},`;
  if (decision.accepted) {
    const when = formatInterview(decision.interviewDate, decision.interviewTime);
    const lines = [
      greeting,
      `Good news: your ${decision.requestType} request has been accepted, and we have scheduled an interview with you.`,
      `Interview: ${when}`,
      `Note from our team: ${decision.reason}`,
      'If this time does not suit you, simply reply to this email and we will find another slot.',
      'Best regards,\nThe team',
    ];
    return {
      kind: 'contact-accepted',
      to: decision.to,
      subject: EN.contact.emailAcceptedSubject,
      text: lines.join('\n\n'),
      html: layout(EN.contact.emailAcceptedSubject, [
        escapeHtml(greeting),
        `Good news: your <strong>${escapeHtml(decision.requestType)}</strong> request has been accepted, and we have scheduled an interview with you.`,
        `<strong>Interview:</strong> ${escapeHtml(when)}`,
        `<strong>Note from our team:</strong> ${escapeHtml(decision.reason)}`,
        'If this time does not suit you, simply reply to this email and we will find another slot.',
        'Best regards,<br>The team',
      ]),
    };
  }
  const lines = [
    greeting,
    `Thank you for contacting us. After reviewing your ${decision.requestType} request, we are unable to take it forward at this time.`,
    `Reason: ${decision.reason}`,
    'You are welcome to contact us again at any time.',
    'Best regards,\nThe team',
  ];
  return {
    kind: 'contact-rejected',
    to: decision.to,
    subject: EN.contact.emailRejectedSubject,
    text: lines.join('\n\n'),
    html: layout(EN.contact.emailRejectedSubject, [
      escapeHtml(greeting),
      `Thank you for contacting us. After reviewing your <strong>${escapeHtml(decision.requestType)}</strong> request, we are unable to take it forward at this time.`,
      `<strong>Reason:</strong> ${escapeHtml(decision.reason)}`,
      'You are welcome to contact us again at any time.',
      'Best regards,<br>The team',
    ]),
  };
}

const N = AR.messages.newRequestEmail;

/**
 * Tells one of the staff who handle contact requests that a new one arrived (DECISIONS.md section 5),
 * in Arabic like the staff panel, with what was written and a way to the messages screen. Everything
 * here was typed by the visitor, so none of it becomes a link.
 */
export function newContactRequestEmail(
  config: Pick<Config, 'publicUrl'>,
  to: string,
  request: typeof contactMessages.$inferSelect,
): OutgoingEmail {
  const type = AR.messages.requestTypes[request.requestType] ?? request.requestType;
  const rows: [string, string][] = [
    [AR.messages.fullName, withoutAutolinks(request.fullName)],
    [AR.messages.requestType, type],
    [AR.messages.email, withoutAutolinks(request.email)],
    [AR.messages.phone, withoutAutolinks(request.phone)],
    [AR.messages.createdAt, formatCairo(request.createdAt)],
  ];
  const message = withoutAutolinks(request.message);
  const url = `${config.publicUrl}/admin/messages`;
  return {
    kind: 'contact-new',
    to,
    subject: N.subject(type),
    html: renderEmailHtml({
      title: N.title,
      blocks: [
        { type: 'paragraph', html: escapeHtml(N.intro) },
        { type: 'facts', rows: rows.map(([label, value]) => [label, escapeHtml(value)]) },
        {
          type: 'paragraph',
          html: `<strong>${escapeHtml(AR.messages.message)}</strong><br>${escapeHtml(message).replace(/\r?\n/g, '<br>')}`,
        },
        { type: 'button', href: url, label: N.open },
      ],
      footer: N.footer,
    }),
    text: [
      N.title,
      N.intro,
      rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
      `${AR.messages.message}:\n${message}`,
      `${N.open}: ${url}`,
      N.footer,
    ].join('\n\n'),
  };
}
