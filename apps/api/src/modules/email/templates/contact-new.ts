import { AR_CONTACT_REQUESTS, escapeHtml, formatCairo } from '@app/shared';
import { button, composeEmail, type EmailTemplate, factRows, paragraph } from '../compose';
import { withoutAutolinks } from '../no-autolink';

const M = AR_CONTACT_REQUESTS;
const N = AR_CONTACT_REQUESTS.newRequestEmail;

/** A new contact request, as the visitor wrote it. */
export type ContactNewFacts = {
  fullName: string;
  email: string;
  phone: string;
  requestType: string;
  message: string;
  createdAt: string;
};

/**
 * Tells one of the staff who handle contact requests that a new one arrived (docs/emails.md#who-hears-of-a-contact-request),
 * in Arabic like the staff panel, with what was written and a way to the messages screen. Everything
 * here was typed by the visitor, so none of it becomes a link.
 */
export const contactNew: EmailTemplate<ContactNewFacts> = {
  subject: (facts) => N.subject(M.requestTypes[facts.requestType] ?? facts.requestType),
  render(config, facts) {
    const message = withoutAutolinks(facts.message);
    const url = `${config.publicUrl}/admin/messages`;
    return composeEmail({
      subject: contactNew.subject(facts),
      title: N.title,
      parts: [
        paragraph(N.intro),
        factRows([
          [M.fullName, withoutAutolinks(facts.fullName)],
          [M.requestType, M.requestTypes[facts.requestType] ?? facts.requestType],
          [M.email, withoutAutolinks(facts.email)],
          [M.phone, withoutAutolinks(facts.phone)],
          [M.createdAt, formatCairo(new Date(facts.createdAt))],
        ]),
        {
          block: {
            type: 'paragraph',
            html: `<strong>${escapeHtml(M.message)}</strong><br>${escapeHtml(message).replace(/\r?\n/g, '<br>')}`,
          },
          text: `${M.message}:\n${message}`,
        },
        button(url, N.open, `${N.open}: ${url}`),
      ],
      footer: N.footer,
    });
  },
};
