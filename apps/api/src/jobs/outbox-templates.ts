import type { Config } from '../config';
import type { OutboxAttachment } from '../db/schema';
import {
  bookingAcceptedEmail,
  bookingEmailDataFrom,
  bookingReceivedEmail,
  renderBookingRejectedEmail,
} from '../modules/bookings/booking-emails';
import type { OutboxRow, OutgoingEmail } from '../modules/email/outbox';
import {
  renderWaitlistCancelledEmail,
  renderWaitlistExpiredEmail,
  renderWaitlistOfferEmail,
} from '../modules/waitlist/waitlist-emails';

/** The emails queued as facts (outbox.ts TemplatedEmail), by kind: how the sender renders each. */
const TEMPLATES: Record<string, (config: Config, data: Record<string, unknown>) => Promise<OutgoingEmail>> = {
  'booking-received': async (config, data) => bookingReceivedEmail(config, bookingEmailDataFrom(data)),
  'booking-accepted': (config, data) => bookingAcceptedEmail(config, bookingEmailDataFrom(data)),
  'booking-rejected': async (config, data) => renderBookingRejectedEmail(config, data),
  'booking-expired': async (config, data) => renderBookingRejectedEmail(config, data),
  'waitlist-offer': async (config, data) => renderWaitlistOfferEmail(config, data),
  'waitlist-offer-expired': async (config, data) => renderWaitlistExpiredEmail(config, data),
  'waitlist-event-cancelled': async (config, data) => renderWaitlistCancelledEmail(config, data),
};

/**
 * What an outbox row sends: its own html, text and attachments, or those rendered from its facts
 * (a ticket's QR codes are drawn here, by the sender, not under the event's lock).
 */
export async function renderOutboxRow(
  config: Config,
  row: OutboxRow,
): Promise<{ html: string; text: string; attachments?: OutboxAttachment[] }> {
  if (row.html !== null && row.text !== null) return { html: row.html, text: row.text };
  const render = TEMPLATES[row.kind];
  if (!render || row.data === null) throw new Error(`no way to render an outbox email of kind ${row.kind}`);
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  const { html, text, attachments } = await render(config, data);
  return { html, text, attachments };
}
