import { z } from 'zod';
import { LIMITS } from '../constants';
import { AR } from '../messages/ar';

export const PAYMENT_METHODS = ['InstaPay', 'VodafoneCash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const BOOKING_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const VODAFONE_CASH = /^01\d{9}$/;
const NATIONAL_ID = new RegExp(`^\\d{${LIMITS.nationalIdDigits}}$`);

/** The booking form of SPEC.md section 5, used by the booking page and by POST /api/events/bookings. */
export const bookingRequestSchema = z
  .object({
    eventId: z
      .string({ error: AR.booking.eventIdRequired })
      .trim()
      .min(1, AR.booking.eventIdRequired)
      .max(100),
    nationalId: z
      .string({ error: AR.booking.nationalIdInvalid })
      .trim()
      .regex(NATIONAL_ID, AR.booking.nationalIdInvalid),
    fullName: z
      .string({ error: AR.booking.fullNameRequired })
      .trim()
      .min(1, AR.booking.fullNameRequired)
      .max(200, AR.booking.fullNameRequired),
    email: z
      .string({ error: AR.booking.emailInvalid })
      .trim()
      .max(254, AR.booking.emailInvalid)
      .email(AR.booking.emailInvalid),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: AR.booking.paymentMethodRequired }),
    paymentNumber: z
      .string({ error: AR.booking.paymentNumberRequired })
      .trim()
      .min(1, AR.booking.paymentNumberRequired)
      .max(100, AR.booking.paymentNumberRequired),
  })
  .superRefine((value, ctx) => {
    if (value.paymentMethod === 'VodafoneCash' && !VODAFONE_CASH.test(value.paymentNumber)) {
      ctx.addIssue({ code: 'custom', message: AR.booking.vodafoneInvalid, path: ['paymentNumber'] });
    }
    if (value.paymentMethod === 'InstaPay' && value.paymentNumber.length < LIMITS.instaPayMinLength) {
      ctx.addIssue({ code: 'custom', message: AR.booking.instaPayInvalid, path: ['paymentNumber'] });
    }
  });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** PUT /api/events/bookings/{id}/status */
export const bookingStatusBodySchema = z.object({
  status: z.enum(['Accepted', 'Rejected'], { error: AR.bookings.statusInvalid }),
});
export type BookingStatusBody = z.infer<typeof bookingStatusBodySchema>;

/** GET /api/events/bookings query: optional event filter and search text. */
export const bookingsQuerySchema = z.object({
  eventId: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
});

/** A booking as the API returns it (SPEC.md section 3 field names, plus the reference code). */
export type BookingDto = {
  _id: string;
  reference: string;
  event: { _id: string; name: string };
  nationalId: string;
  fullName: string;
  email: string;
  paymentMethod: PaymentMethod;
  paymentNumber: string;
  status: BookingStatus;
  createdAt: string;
  checkedInAt: string | null;
};

/** GET /api/tickets/{token}: what the ticket page shows. */
export type TicketDto = {
  reference: string;
  fullName: string;
  status: BookingStatus;
  checkedInAt: string | null;
  event: { _id: string; name: string; date: string; location: string; image: string | null };
  /** The signed ticket token, the text inside the QR code. */
  qrCodeData: string;
  /** data:image/svg+xml;... of the QR code. */
  qrSvg: string;
};

/** Where and by when to pay, from the server's configuration (answer of POST /api/events/bookings). */
export type PaymentDetails = {
  instaPay: string;
  vodafoneCash: string;
  accountName: string;
  /** ISO time after which an unpaid booking is released. */
  deadline: string;
};

/** A new booking as its booker receives it: the booking plus how to pay for it. */
export type BookingReceiptDto = BookingDto & { payment: PaymentDetails };
