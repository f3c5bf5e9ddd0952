import { AR, CAIRO_TIME_ZONE, escapeHtml, LIMITS } from '@app/shared';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import { buildIcs } from '../email/ics';
import { type EmailBlock, renderEmailHtml } from '../email/layout';
import type { OutgoingEmail, TemplatedEmail } from '../email/outbox';
import { signTicket } from '../tickets/ticket-token';

const T = AR.booking.emails;

/** What every booking email needs to know. */
export type BookingEmailData = {
  id: string;
  reference: string;
  fullName: string;
  email: string;
  /** Null for a free event's booking. */
  paymentMethod: 'InstaPay' | 'VodafoneCash' | null;
  paymentNumber: string | null;
  createdAt: Date;
  event: { id: string; name: string; date: Date; location: string; ticketPrice: number };
};

const cairoFormat = new Intl.DateTimeFormat('ar-EG', {
  timeZone: CAIRO_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});

export function formatCairo(date: Date): string {
  return T.cairoTime(cairoFormat.format(date));
}

function price(value: number): string {
  return T.amountValue(Number.isInteger(value) ? String(value) : value.toFixed(2));
}

/** The same facts as HTML rows and as plain-text lines. */
function factRows(rows: [string, string][]): { block: EmailBlock; text: string } {
  return {
    block: { type: 'facts', rows: rows.map(([label, value]) => [label, escapeHtml(value)]) },
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  };
}

function compose(
  to: string,
  kind: string,
  subject: string,
  title: string,
  parts: { block: EmailBlock; text: string }[],
): OutgoingEmail {
  return {
    kind,
    to,
    subject,
    html: renderEmailHtml({ title, blocks: parts.map((p) => p.block), footer: T.footer }),
    text: [title, ...parts.map((p) => p.text).filter(Boolean), T.footer].join('\n\n'),
  };
}

function paragraph(text: string): { block: EmailBlock; text: string } {
  return { block: { type: 'paragraph', html: escapeHtml(text) }, text };
}

/** 1. Booking received: amount, how to pay, the reference for the transfer note, the deadline. */
export function bookingReceivedEmail(config: Config, booking: BookingEmailData): OutgoingEmail {
  const { event } = booking;
  const deadline = new Date(booking.createdAt.getTime() + LIMITS.pendingBookingHours * 3600_000);
  const free = event.ticketPrice === 0;
  const payLine =
    booking.paymentMethod === 'InstaPay'
      ? T.payInstaPay(config.payment.instaPay)
      : T.payVodafoneCash(config.payment.vodafoneCash);
  const methodLabel = booking.paymentMethod === 'InstaPay' ? AR.booking.instaPay : AR.booking.vodafoneCash;
  const parts = [
    paragraph(T.greeting(booking.fullName)),
    paragraph(T.receivedIntro(event.name)),
    factRows([
      [T.reference, booking.reference],
      [T.event, event.name],
      [T.eventDate, formatCairo(event.date)],
      [T.location, event.location],
      [T.amount, price(event.ticketPrice)],
    ]),
  ];
  if (free) {
    parts.push(paragraph(T.freeEvent));
  } else {
    parts.push(
      { block: { type: 'paragraph', html: `<strong>${escapeHtml(T.howToPay)}</strong>` }, text: T.howToPay },
      factRows([
        [T.paymentMethod, methodLabel],
        [T.accountName, config.payment.accountName],
        [T.fromNumber, booking.paymentNumber ?? ''],
      ]),
      paragraph(payLine),
      {
        block: { type: 'highlight', html: escapeHtml(T.writeReference(booking.reference)) },
        text: T.writeReference(booking.reference),
      },
      paragraph(T.deadline(formatCairo(deadline))),
    );
  }
  return compose(
    booking.email,
    'booking-received',
    T.receivedSubject(event.name, booking.reference),
    T.receivedTitle,
    parts,
  );
}

/**
 * 1, queued as facts: what the booking batch writes to the outbox under the event's lock (a few
 * hundred bytes, not the HTML); the sender renders it with bookingReceivedEmail (jobs/outbox-templates.ts).
 */
export function bookingReceivedFacts(booking: BookingEmailData): TemplatedEmail {
  return {
    kind: 'booking-received',
    to: booking.email,
    subject: T.receivedSubject(booking.event.name, booking.reference),
    // JSON: the dates become ISO strings, read back by bookingEmailDataFrom.
    data: booking,
  };
}

/** The facts of a queued booking email, as bookingReceivedFacts stored them. */
export function bookingEmailDataFrom(data: Record<string, unknown>): BookingEmailData {
  const booking = data as unknown as BookingEmailData & { createdAt: string; event: { date: string } };
  return {
    ...booking,
    createdAt: new Date(booking.createdAt),
    event: { ...booking.event, date: new Date(booking.event.date) },
  };
}

/** 2. Accepted: the ticket with its QR code inline (cid), a link to the ticket page and an .ics file. */
export async function bookingAcceptedEmail(
  config: Config,
  booking: BookingEmailData,
): Promise<OutgoingEmail> {
  const token = signTicket(config.ticketSecret, booking.id);
  const ticketUrl = `${config.publicUrl}/ticket/${token}`;
  const qr = await QRCode.toBuffer(token, { type: 'png', width: 320, margin: 4, errorCorrectionLevel: 'M' });
  const cid = `ticket-qr-${booking.reference.toLowerCase()}@tickets`;
  const email = compose(
    booking.email,
    'booking-accepted',
    T.acceptedSubject(booking.event.name),
    T.acceptedTitle,
    [
      paragraph(T.greeting(booking.fullName)),
      paragraph(T.acceptedIntro(booking.event.name)),
      {
        block: { type: 'image', src: `cid:${cid}`, alt: T.qrAlt, width: 240 },
        text: T.ticketLinkText(ticketUrl),
      },
      factRows([
        [T.reference, booking.reference],
        [T.event, booking.event.name],
        [T.eventDate, formatCairo(booking.event.date)],
        [T.location, booking.event.location],
      ]),
      { block: { type: 'button', href: ticketUrl, label: T.viewTicket }, text: '' },
      paragraph(T.calendarHint),
    ],
  );
  const ics = buildIcs({
    uid: `${booking.id}@tickets`,
    start: booking.event.date,
    summary: booking.event.name,
    location: booking.event.location,
    description: `${T.reference}: ${booking.reference}\n${ticketUrl}`,
    url: ticketUrl,
  });
  email.attachments = [
    { filename: 'ticket-qr.png', contentType: 'image/png', contentBase64: qr.toString('base64'), cid },
    {
      filename: 'event.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
    },
  ];
  return email;
}

/** 3. Rejected by staff (with their reason, when they gave one), or expired after 24 hours without payment. */
export function bookingRejectedEmail(
  booking: BookingEmailData,
  cause: 'staff' | 'expired',
  reason: string | null = null,
): OutgoingEmail {
  const expired = cause === 'expired';
  const name = booking.event.name;
  const why = !expired && reason ? [paragraph(T.rejectedReason(reason))] : [];
  return compose(
    booking.email,
    expired ? 'booking-expired' : 'booking-rejected',
    expired ? T.expiredSubject(name) : T.rejectedSubject(name),
    expired ? T.expiredTitle : T.rejectedTitle,
    [
      paragraph(T.greeting(booking.fullName)),
      paragraph(expired ? T.expiredIntro(name, booking.reference) : T.rejectedIntro(name, booking.reference)),
      ...why,
      factRows([
        [T.reference, booking.reference],
        [T.event, name],
        [T.eventDate, formatCairo(booking.event.date)],
      ]),
    ],
  );
}
