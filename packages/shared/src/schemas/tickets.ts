import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { AR_FIND_BOOKINGS } from '../messages/ar/find-bookings';
import { AR_TICKET } from '../messages/ar/ticket';
import { BOOKING_STATUSES, guestSchema, paymentDetailsSchema, paymentProofDtoSchema } from './bookings';
import { email } from './text-rules';
import { ticketTypeRefSchema } from './ticket-types';

const T = AR_TICKET.server;

/** The text fields of POST /api/tickets/{token}/payment-proof (the screenshot is the `image` file). */
export const paymentProofFieldsSchema = z.object({
  transactionId: z
    .string({ error: T.transactionIdInvalid })
    .trim()
    .max(40, T.transactionIdInvalid)
    .regex(/^[\p{L}\p{N} ._#/-]*$/u, T.transactionIdInvalid)
    .optional()
    .transform((value) => value || undefined),
  senderNumber: z
    .string({ error: T.senderNumberInvalid })
    .trim()
    .regex(/^[+\d\s-]{0,20}$/, T.senderNumberInvalid)
    .optional()
    .transform((value) => value?.replace(/[\s-]/g, '') || undefined),
});
export type PaymentProofFields = z.output<typeof paymentProofFieldsSchema>;

/**
 * One ticket of the booker's view: its holder's name (never the national ID), its check-in and, once
 * the booking is Accepted, its QR code (the signed token and an SVG data URL) and `qrImageUrl`, the
 * same code as a PNG to download and forward to that holder.
 */
export const bookerTicketSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  checkedInAt: z.string().nullable(),
  /** Its type (docs/api/ticket-types.md) and what it costs after the discount. */
  ticketType: ticketTypeRefSchema,
  price: z.number(),
  qrCodeData: z.string().optional(),
  qrSvg: z.string().optional(),
  qrImageUrl: z.string().optional(),
  /** Whether its holder may be changed now (a guest's ticket, not admitted, before the deadline). */
  canChangeHolder: z.boolean().optional(),
});
export type BookerTicket = z.infer<typeof bookerTicketSchema>;

/**
 * GET /api/tickets/{token}: the booker's own view of a booking, in every status. Never the national
 * ID or the payment number; the QR code only once Accepted.
 */
export const ticketDtoSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  fullName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  event: z.object({
    _id: z.string(),
    name: z.string(),
    date: z.string(),
    location: z.string(),
    image: z.string().nullable(),
  }),
  /** EGP; 0 for a free event. */
  amount: z.number(),
  /** Its tickets' prices before the code's discount, the discount, and the code (docs/api/codes.md). */
  subtotal: z.number(),
  discount: z.number(),
  code: z.string().nullable(),
  /** Null for a free event. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** While Pending: where to pay and by when. */
  payment: paymentDetailsSchema.omit({ deadline: true }).nullable(),
  expiresAt: z.string().nullable(),
  proof: paymentProofDtoSchema.nullable(),
  /** The staff's reason when Rejected. */
  reason: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  /** Whether the booker may still cancel (Pending, or Accepted before CANCEL_UNTIL_HOURS and check-in). */
  canCancel: z.boolean(),
  /** An Accepted booking: the last moment its booker may cancel it. */
  cancelUntil: z.string().nullable(),
  /** A paid Accepted booking: the agency's refund policy, stated before the booker cancels. */
  refundPolicy: z.string().nullable(),
  /** A paid booking was cancelled: its money is owed back (section 16). */
  refundDue: z.boolean(),
  /** The event was cancelled by the agency, and why. */
  eventCancelled: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  /** Its ticket count, 1 to 6 (docs/api/bookings.md#several-tickets). */
  quantity: z.number(),
  /** Pending or Accepted: the last moment a guest's ticket may get another holder; else null. */
  changeHolderUntil: z.string().nullable(),
  /** Its tickets, the booker's first: each with its own QR code once Accepted. */
  tickets: z.array(bookerTicketSchema),
  /** Only when Accepted: the booker's ticket's signed token (the QR text) and its QR code as an SVG data URL. */
  qrCodeData: z.string().nullable(),
  qrSvg: z.string().nullable(),
});
export type TicketDto = z.infer<typeof ticketDtoSchema>;

/** POST /api/tickets/resend: "find my bookings" by the address they were made with. */
export const ticketResendBodySchema = z.object({
  email: email(AR_FIND_BOOKINGS.emailInvalid),
});
export type TicketResendBody = z.infer<typeof ticketResendBodySchema>;

/**
 * PUT /api/tickets/{token}/tickets/{ticketId} and PUT /api/events/bookings/{id}/tickets/{ticketId}:
 * a guest's ticket gets another holder, with a guest's rules (docs/api/ticket-transfer.md).
 */
export const ticketHolderBodySchema = guestSchema;
export type TicketHolderBody = z.infer<typeof ticketHolderBodySchema>;
