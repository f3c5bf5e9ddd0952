import type { Config } from '../config';
import { bookingEmailDataFrom, bookingReceivedEmail } from '../modules/bookings/booking-emails';
import type { OutboxRow, OutgoingEmail } from '../modules/email/outbox';

/** The emails queued as facts (outbox.ts TemplatedEmail), by kind: how the sender renders each. */
const TEMPLATES: Record<string, (config: Config, data: Record<string, unknown>) => OutgoingEmail> = {
  'booking-received': (config, data) => bookingReceivedEmail(config, bookingEmailDataFrom(data)),
};

/** What an outbox row sends: its own html and text, or those rendered from its facts. */
export function renderOutboxRow(config: Config, row: OutboxRow): { html: string; text: string } {
  if (row.html !== null && row.text !== null) return { html: row.html, text: row.text };
  const render = TEMPLATES[row.kind];
  if (!render || row.data === null) throw new Error(`no way to render an outbox email of kind ${row.kind}`);
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  const { html, text } = render(config, data);
  return { html, text };
}
