import { escapeHtml } from '@app/shared';
import type { Config } from '../../config';
import type { OutboxAttachment } from '../../db/schema';
import { type EmailBlock, renderEmailHtml } from './layout';

/**
 * The one way an email's body is built (docs/emails.md#how-they-are-written, every email a template): a list of parts,
 * each a block of the HTML layout (layout.ts) and the lines the plain-text part says for it. A part
 * may be HTML only (an image, a button whose address a neighbouring line already gives) or text only.
 */
export type EmailPart = { block?: EmailBlock; text?: string };

/** What a template renders from its facts: everything the sender puts in the message. */
export type RenderedEmail = { subject: string; html: string; text: string; attachments?: OutboxAttachment[] };

/**
 * One email kind: its subject and its body from its facts. The outbox keeps the facts as JSON; `read`
 * takes them back from there when they need more than a cast (shapes queued by an older release).
 */
export type EmailTemplate<Facts> = {
  subject(facts: Facts): string;
  render(config: Config, facts: Facts): RenderedEmail | Promise<RenderedEmail>;
  read?(data: Record<string, unknown>): Facts;
};

/**
 * The HTML (title, parts, footer in the shared layout) and the plain text (title, each part's lines,
 * footer, a blank line apart). `frameText: false` leaves the title and footer out of the plain text
 * (the English contact emails read as a letter).
 */
export function composeEmail(options: {
  subject: string;
  title: string;
  parts: EmailPart[];
  footer: string;
  lang?: 'ar' | 'en';
  frameText?: boolean;
}): RenderedEmail {
  const { subject, title, parts, footer, lang } = options;
  const lines = parts.map((part) => part.text).filter((text): text is string => Boolean(text));
  return {
    subject,
    html: renderEmailHtml({
      title,
      blocks: parts.flatMap((part) => (part.block ? [part.block] : [])),
      footer,
      lang,
    }),
    text: (options.frameText === false ? lines : [title, ...lines, footer]).join('\n\n'),
  };
}

/** A paragraph of plain words, the same in both parts. */
export function paragraph(text: string): EmailPart {
  return { block: { type: 'paragraph', html: escapeHtml(text) }, text };
}

/** A boxed line to notice, the same in both parts. */
export function highlight(text: string): EmailPart {
  return { block: { type: 'highlight', html: escapeHtml(text) }, text };
}

/** Label and value rows: a table in the HTML, 'label: value' lines in the text. */
export function factRows(rows: [label: string, value: string][]): EmailPart {
  return {
    block: { type: 'facts', rows: rows.map(([label, value]) => [label, escapeHtml(value)]) },
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  };
}

/** A button in the HTML; `text` is how the plain text gives its address ('' when another line does). */
export function button(href: string, label: string, text: string): EmailPart {
  return { block: { type: 'button', href, label }, text };
}

/** A part shown in the HTML only. */
export function htmlOnly(part: EmailPart): EmailPart {
  return { block: part.block };
}
