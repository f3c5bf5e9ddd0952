import { AR, AR_GROUPS, escapeHtml } from '@app/shared';
import type { Config } from '../../config';
import { qrPng } from '../../lib/qr-code';
import { arabicDateTime, arabicPrice } from '../email/arabic-numbers';
import { buildIcs } from '../email/ics';
import { type EmailBlock, renderEmailHtml } from '../email/layout';
import { withoutAutolinks } from '../email/no-autolink';
import type { OutgoingEmail, TemplatedEmail } from '../email/outbox';
import { signTicket, ticketUrl } from './booking-tokens';

const T = AR.booking.emails;
const G = AR_GROUPS.emails;

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
  /** The payment deadline of a Pending booking (booking-clock.ts). */
  expiresAt: Date | null;
  /** Its ticket count and tickets, the booker's first (section 13). */
  quantity: number;
  tickets: { id: string; fullName: string }[];
  event: { id: string; name: string; date: Date; location: string; ticketPrice: number };
};

/** '... (بتوقيت القاهرة)', in the Arabic-Indic digits of every Arabic email (email/arabic-numbers.ts). */
export function formatCairo(date: Date): string {
  return T.cairoTime(arabicDateTime(date));
}

/**
 * The footer of every booker email: replies reach the agency (Reply-To: MAIL_REPLY_TO), and its
 * contact is written out (DECISIONS.md section 5).
 */
export function bookerFooter(config: Pick<Config, 'mailReplyTo' | 'contactPhone'>): string {
  return `${T.footer} ${T.contactUs(config.mailReplyTo, config.contactPhone)}`;
}

/** What the booker typed, as an email shows it: never turned into a link (email/no-autolink.ts). */
const typed = withoutAutolinks;

/** The same facts as HTML rows and as plain-text lines. */
function factRows(rows: [string, string][]): { block: EmailBlock; text: string } {
  return {
    block: { type: 'facts', rows: rows.map(([label, value]) => [label, escapeHtml(value)]) },
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  };
}

function compose(
  config: Config,
  to: string,
  kind: string,
  subject: string,
  title: string,
  parts: { block: EmailBlock; text: string }[],
  footer = bookerFooter(config),
): OutgoingEmail {
  return {
    kind,
    to,
    subject,
    html: renderEmailHtml({ title, blocks: parts.map((p) => p.block), footer }),
    text: [title, ...parts.map((p) => p.text).filter(Boolean), footer].join('\n\n'),
  };
}

function paragraph(text: string): { block: EmailBlock; text: string } {
  return { block: { type: 'paragraph', html: escapeHtml(text) }, text };
}

/** The booker's own page (DECISIONS.md section 5): a button, and the address itself in the text part. */
function bookingPage(config: Config, bookingId: string): { block: EmailBlock; text: string } {
  const url = ticketUrl(config, bookingId);
  return {
    block: { type: 'button', href: url, label: T.bookingPageButton },
    text: T.bookingPageLink(url),
  };
}

/** How to reach the agency about a booking that did not go through (rejected, expired, cancelled). */
export function reachUs(config: Pick<Config, 'mailReplyTo' | 'contactPhone'>): string {
  return `${T.questionsIntro} ${T.contactUs(config.mailReplyTo, config.contactPhone)}`;
}

/** 1. Booking received: amount, how to pay, the reference for the transfer note, the deadline. */
export function bookingReceivedEmail(config: Config, booking: BookingEmailData): OutgoingEmail {
  const { event } = booking;
  const deadline = booking.expiresAt ?? booking.createdAt;
  const free = event.ticketPrice === 0;
  const payLine =
    booking.paymentMethod === 'InstaPay'
      ? T.payInstaPay(config.payment.instaPay)
      : T.payVodafoneCash(config.payment.vodafoneCash);
  const methodLabel = booking.paymentMethod === 'InstaPay' ? AR.booking.instaPay : AR.booking.vodafoneCash;
  const parts = [
    paragraph(T.greeting(typed(booking.fullName))),
    paragraph(T.receivedIntro(event.name)),
    factRows([
      [T.reference, booking.reference],
      [T.event, event.name],
      [T.eventDate, formatCairo(event.date)],
      [T.location, event.location],
      [T.amount, arabicPrice(event.ticketPrice * booking.quantity)],
      ...(booking.quantity > 1
        ? [[G.people, booking.tickets.map((t) => typed(t.fullName)).join('، ')] as [string, string]]
        : []),
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
        [T.fromNumber, typed(booking.paymentNumber ?? '')],
      ]),
      paragraph(payLine),
      {
        block: { type: 'highlight', html: escapeHtml(T.writeReference(booking.reference)) },
        text: T.writeReference(booking.reference),
      },
      paragraph(T.deadline(formatCairo(deadline))),
    );
  }
  // The page where the proof is sent: the only way back for a booker who closed the tab. A free
  // booking's page (its tickets) says no word of payment (DECISIONS.md section 5).
  if (!free) parts.push(paragraph(T.bookingPageIntro));
  parts.push(bookingPage(config, booking.id));
  return compose(
    config,
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

/** 2, queued as facts: the ticket email, whose QR codes the sender draws (bookingAcceptedEmail). */
export function bookingAcceptedFacts(booking: BookingEmailData): TemplatedEmail {
  return {
    kind: 'booking-accepted',
    to: booking.email,
    subject: T.acceptedSubject(booking.event.name),
    data: booking,
  };
}

/** The facts of a queued booking email, as bookingReceivedFacts or bookingAcceptedFacts stored them. */
export function bookingEmailDataFrom(data: Record<string, unknown>): BookingEmailData {
  const booking = data as unknown as BookingEmailData & {
    createdAt: string;
    expiresAt: string | null;
    event: { date: string };
  };
  return {
    ...booking,
    // Facts queued before tickets had rows: the booking was its one ticket.
    quantity: booking.quantity ?? 1,
    tickets: booking.tickets ?? [{ id: booking.id, fullName: booking.fullName }],
    createdAt: new Date(booking.createdAt),
    expiresAt: booking.expiresAt ? new Date(booking.expiresAt) : null,
    event: { ...booking.event, date: new Date(booking.event.date) },
  };
}

/**
 * 2. Accepted: every ticket with its QR code inline (cid) and its holder's name, each also attached
 * on its own (an image the booker can forward to that guest), a link to the booker's page and an .ics file.
 */
export async function bookingAcceptedEmail(
  config: Config,
  booking: BookingEmailData,
): Promise<OutgoingEmail> {
  const pageUrl = ticketUrl(config, booking.id);
  const codes = await Promise.all(
    booking.tickets.map(async (ticket, n) => {
      const token = signTicket(config.ticketSecret, ticket.id);
      const png = await qrPng(token);
      return { ticket, png, cid: `ticket-qr-${booking.reference.toLowerCase()}-${n + 1}@tickets` };
    }),
  );
  const several = codes.length > 1;
  const email = compose(
    config,
    booking.email,
    'booking-accepted',
    T.acceptedSubject(booking.event.name),
    T.acceptedTitle,
    [
      paragraph(T.greeting(typed(booking.fullName))),
      paragraph(T.acceptedIntro(booking.event.name)),
      ...codes.flatMap(({ ticket, cid }, n) => [
        ...(several ? [paragraph(G.ticketOf(n + 1, codes.length, typed(ticket.fullName)))] : []),
        {
          block: { type: 'image' as const, src: `cid:${cid}`, alt: T.qrAlt, width: 240 },
          text: '',
        },
      ]),
      factRows([
        [T.reference, booking.reference],
        [T.event, booking.event.name],
        [T.eventDate, formatCairo(booking.event.date)],
        [T.location, booking.event.location],
      ]),
      { block: { type: 'button', href: pageUrl, label: T.viewTicket }, text: T.ticketLinkText(pageUrl) },
      paragraph(T.calendarHint),
    ],
  );
  const ics = buildIcs({
    uid: `${booking.id}@tickets`,
    start: booking.event.date,
    summary: booking.event.name,
    location: booking.event.location,
    description: `${T.reference}: ${booking.reference}\n${pageUrl}`,
    url: pageUrl,
  });
  email.attachments = [
    ...codes.map(({ png, cid }, n) => ({
      filename: several ? `ticket-${n + 1}-qr.png` : 'ticket-qr.png',
      contentType: 'image/png',
      contentBase64: png.toString('base64'),
      cid,
    })),
    {
      filename: 'event.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
    },
  ];
  return email;
}

type RejectedFacts = { booking: BookingEmailData; cause: 'staff' | 'expired'; reason: string | null };

/**
 * 3. Rejected by staff (with their reason, when they gave one), or expired: its deadline passed with
 * no proof. Queued as facts and rendered by the sender (renderBookingRejectedEmail), which knows the
 * configuration: the booker's link and the agency's contact.
 */
export function bookingRejectedEmail(
  booking: BookingEmailData,
  cause: 'staff' | 'expired',
  reason: string | null = null,
): TemplatedEmail {
  const expired = cause === 'expired';
  const facts: RejectedFacts = { booking, cause, reason };
  return {
    kind: expired ? 'booking-expired' : 'booking-rejected',
    to: booking.email,
    subject: expired ? T.expiredSubject(booking.event.name) : T.rejectedSubject(booking.event.name),
    data: facts,
  };
}

/** 3, rendered from the facts bookingRejectedEmail queued (jobs/outbox-templates.ts). */
export function renderBookingRejectedEmail(config: Config, data: Record<string, unknown>): OutgoingEmail {
  const facts = data as unknown as RejectedFacts & { booking: Record<string, unknown> };
  const booking = bookingEmailDataFrom(facts.booking);
  const expired = facts.cause === 'expired';
  const name = booking.event.name;
  const why = !expired && facts.reason ? [paragraph(T.rejectedReason(facts.reason))] : [];
  return compose(
    config,
    booking.email,
    expired ? 'booking-expired' : 'booking-rejected',
    expired ? T.expiredSubject(name) : T.rejectedSubject(name),
    expired ? T.expiredTitle : T.rejectedTitle,
    [
      paragraph(T.greeting(typed(booking.fullName))),
      paragraph(expired ? T.expiredIntro(name, booking.reference) : T.rejectedIntro(name, booking.reference)),
      ...why,
      factRows([
        [T.reference, booking.reference],
        [T.event, name],
        [T.eventDate, formatCairo(booking.event.date)],
      ]),
      paragraph(reachUs(config)),
      bookingPage(config, booking.id),
    ],
    // The contact is in the body already.
    T.footer,
  );
}
