import { AR_BOOKING_EMAILS, AR_TYPES_UI } from '@app/shared';
import type { Config } from '../../../config';
import { ticketUrl } from '../../../lib/booking-tokens';
import { arabicPrice } from '../arabic-numbers';
import { button, type EmailPart, paragraph } from '../compose';
import { withoutAutolinks } from '../no-autolink';

/** What the templates of the booker's emails share: the facts of a booking, greeting, contact, links. */

const T = AR_BOOKING_EMAILS;

/**
 * A booking as its emails show it, as the outbox keeps it (JSON: instants as ISO strings). Written
 * by booking-view.ts emailData.
 */
export type BookingFacts = {
  id: string;
  reference: string;
  fullName: string;
  email: string;
  /** Null for a free event's booking. */
  paymentMethod: 'InstaPay' | 'VodafoneCash' | null;
  paymentNumber: string | null;
  createdAt: string;
  /** The payment deadline of a Pending booking (booking-clock.ts). */
  expiresAt: string | null;
  /** Its ticket count and tickets, the booker's first (section 13). */
  quantity: number;
  /** `qrVersion`: how many times its holder changed (absent: never), signed into its QR; `typeName`: its ticket type. */
  tickets: { id: string; fullName: string; qrVersion?: number; typeName?: string }[];
  event: { id: string; name: string; date: string; location: string; ticketPrice: number };
  /** What it costs after its code's discount (docs/api/codes.md); rows queued before codes lack it. */
  amount?: number;
  /** What its code took off (docs/api/codes.md), when it took anything off. */
  discount?: number;
};

/** A booking's facts as the outbox gave them back; rows queued before tickets had rows lack them. */
export function readBookingFacts(data: Record<string, unknown>): BookingFacts {
  const booking = data as Partial<BookingFacts> & Omit<BookingFacts, 'quantity' | 'tickets'>;
  return {
    ...booking,
    // The booking was its one ticket.
    quantity: booking.quantity ?? 1,
    amount: booking.amount ?? booking.event.ticketPrice * (booking.quantity ?? 1),
    tickets: booking.tickets ?? [{ id: booking.id, fullName: booking.fullName }],
  };
}

/** What the booker typed, as an email shows it: never turned into a link (no-autolink.ts). */
export const typed = withoutAutolinks;

/** A ticket's holder with its type, 'سارة (VIP)', as every booker's email names a ticket (docs/emails.md). */
export function holderWithType(ticket: BookingFacts['tickets'][number]): string {
  return ticket.typeName ? `${typed(ticket.fullName)} (${typed(ticket.typeName)})` : typed(ticket.fullName);
}

/** The fact rows of a ticket's type and of the booking's discount, each when there is one. */
export function typeAndDiscountRows(
  booking: Pick<BookingFacts, 'discount'>,
  ticket?: BookingFacts['tickets'][number],
): [string, string][] {
  return [
    ...(ticket?.typeName ? [[AR_TYPES_UI.ticketType, typed(ticket.typeName)] as [string, string]] : []),
    ...(booking.discount ? [[AR_TYPES_UI.discount, arabicPrice(booking.discount)] as [string, string]] : []),
  ];
}

/** 'مرحباً {name}،' with the name as typed. */
export function greeting(fullName: string): EmailPart {
  return paragraph(T.greeting(typed(fullName)));
}

/**
 * The footer of the booker's emails that do not give the contact in their body: replies reach the
 * agency (Reply-To: MAIL_REPLY_TO), and its contact is written out (docs/emails.md#reply-to-and-contact).
 */
export function bookerFooter(config: Pick<Config, 'mailReplyTo' | 'contactPhone'>): string {
  return `${T.footer} ${T.contactUs(config.mailReplyTo, config.contactPhone)}`;
}

/** How to reach the agency about a booking that did not go through (rejected, expired, cancelled). */
export function reachUs(config: Pick<Config, 'mailReplyTo' | 'contactPhone'>): EmailPart {
  return paragraph(`${T.questionsIntro} ${T.contactUs(config.mailReplyTo, config.contactPhone)}`);
}

/** The booker's own page (docs/api/booker-page.md#the-link): a button, and the address itself in the text part. */
export function bookingPage(config: Config, bookingId: string): EmailPart {
  const url = ticketUrl(config, bookingId);
  return button(url, T.bookingPageButton, T.bookingPageLink(url));
}

/** The same page from the emails of a booking's later life: 'view my booking' and its address. */
export function viewBooking(config: Config, bookingId: string): EmailPart {
  const url = ticketUrl(config, bookingId);
  return button(url, T.viewBooking, T.bookingLink(url));
}
