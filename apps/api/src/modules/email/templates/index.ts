import type { Config } from '../../../config';
import type { EmailTemplate, RenderedEmail } from '../compose';
import type { OutboxRow, QueuedEmail } from '../outbox';
import { bookingAccepted } from './booking-accepted';
import { bookingCancelled } from './booking-cancelled';
import { bookingLinks } from './booking-links';
import { bookingReceived } from './booking-received';
import { bookingExpired, bookingRejected } from './booking-rejected';
import { bookingReminder } from './booking-reminder';
import { contactAccepted, contactRejected } from './contact-decision';
import { contactNew } from './contact-new';
import { eventCancelled } from './event-cancelled';
import { eventMessage } from './event-message';
import { eventReminder } from './event-reminder';
import { refundSent } from './refund-sent';
import { ticketHolderChanged } from './ticket-holder-changed';
import { waitlistEventCancelled, waitlistOfferExpired, waitlistSalesClosed } from './waitlist-closed';
import { waitlistJoined, waitlistOffer } from './waitlist-offer';

/**
 * Every email the product sends, by kind (the outbox row's `kind`): producers queue a kind's facts
 * (emailOf) in the transaction of their change, and the sender renders them (renderOutboxRow).
 */
export const EMAIL_TEMPLATES = {
  'booking-received': bookingReceived,
  'booking-accepted': bookingAccepted,
  'booking-rejected': bookingRejected,
  'booking-expired': bookingExpired,
  'booking-cancelled': bookingCancelled,
  'booking-reminder': bookingReminder,
  'booking-links': bookingLinks,
  'ticket-holder-changed': ticketHolderChanged,
  'event-cancelled': eventCancelled,
  'event-message': eventMessage,
  'event-reminder': eventReminder,
  'waitlist-joined': waitlistJoined,
  'waitlist-offer': waitlistOffer,
  'waitlist-offer-expired': waitlistOfferExpired,
  'waitlist-event-cancelled': waitlistEventCancelled,
  'waitlist-sales-closed': waitlistSalesClosed,
  'refund-sent': refundSent,
  'contact-accepted': contactAccepted,
  'contact-rejected': contactRejected,
  'contact-new': contactNew,
};

export type EmailKind = keyof typeof EMAIL_TEMPLATES;
export type FactsOf<K extends EmailKind> =
  (typeof EMAIL_TEMPLATES)[K] extends EmailTemplate<infer F> ? F : never;

function templateOf(kind: string): EmailTemplate<unknown> | undefined {
  return Object.hasOwn(EMAIL_TEMPLATES, kind)
    ? (EMAIL_TEMPLATES[kind as EmailKind] as EmailTemplate<unknown>)
    : undefined;
}

/**
 * An email as a producer queues it: its kind, its address and its facts (a few hundred bytes, however
 * many QR codes it will carry). The subject is kept beside them, for the failed-emails screen.
 */
export function emailOf<K extends EmailKind>(kind: K, to: string, facts: FactsOf<K>): QueuedEmail {
  const template = EMAIL_TEMPLATES[kind] as EmailTemplate<FactsOf<K>>;
  return { kind, to, subject: template.subject(facts), data: facts as Record<string, unknown> };
}

/** A kind's facts, as the outbox gave them back (JSON), rendered by its template. */
export async function renderEmail(config: Config, kind: string, data: Record<string, unknown>) {
  const template = templateOf(kind);
  if (!template) throw new Error(`no template for an email of kind ${kind}`);
  return template.render(config, template.read ? template.read(data) : data);
}

/**
 * What an outbox row sends: rendered from its facts now (QR codes drawn by the sender, never under
 * an event's lock), or, for a row queued rendered by an earlier release, its own subject, html and text.
 */
export async function renderOutboxRow(config: Config, row: OutboxRow): Promise<RenderedEmail> {
  if (row.data === null) {
    if (row.html === null || row.text === null)
      throw new Error(`outbox row ${row.id} has neither facts nor body`);
    const attachments = typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments;
    return { subject: row.subject, html: row.html, text: row.text, attachments };
  }
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  return renderEmail(config, row.kind, data);
}
