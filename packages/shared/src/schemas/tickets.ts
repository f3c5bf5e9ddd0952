import { z } from 'zod';
import { AR_TICKET } from '../messages/ar-ticket';
import type { BookingStatus, PaymentMethod } from './bookings';
import { email } from './text-rules';

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

/** What the booker sent as proof of payment; `url` serves the screenshot to the link's holder or staff. */
export type PaymentProofDto = {
  url: string;
  transactionId: string | null;
  senderNumber: string | null;
  uploadedAt: string;
};

/**
 * GET /api/tickets/{token}: the booker's own view of a booking, in every status. Never the national
 * ID or the payment number; the QR code only once Accepted.
 */
export type TicketDto = {
  _id: string;
  reference: string;
  fullName: string;
  status: BookingStatus;
  event: { _id: string; name: string; date: string; location: string; image: string | null };
  /** EGP; 0 for a free event. */
  amount: number;
  /** Null for a free event. */
  paymentMethod: PaymentMethod | null;
  /** While Pending: where to pay and by when. */
  payment: { instaPay: string; vodafoneCash: string; accountName: string } | null;
  expiresAt: string | null;
  proof: PaymentProofDto | null;
  /** The staff's reason when Rejected. */
  reason: string | null;
  checkedInAt: string | null;
  /** Whether the booker may still cancel (Pending, or Accepted before the event and check-in). */
  canCancel: boolean;
  /** Only when Accepted: the signed ticket token (the QR text) and the QR code as an SVG data URL. */
  qrCodeData: string | null;
  qrSvg: string | null;
};

/** POST /api/tickets/resend: "find my bookings" by the address they were made with. */
export const ticketResendBodySchema = z.object({
  email: email(AR_TICKET.server.emailInvalid),
});
export type TicketResendBody = z.infer<typeof ticketResendBodySchema>;
