import { z } from 'zod';
import { LIMITS, MAX_GUESTS, PAYMENT_METHODS, type PaymentMethod } from '../constants';
import { AR_BOOKING_ERRORS } from '../messages/ar/booking-errors';
import { AR_BOOKINGS } from '../messages/ar/bookings';
import { AR_CODES } from '../messages/ar/codes';
import { AR_SERVER } from '../messages/ar/server';

import { isEgyptianNationalId } from '../national-id';
import { pageMetaSchema, pageQueryShape } from './paging';
import { bookingTransferSchema, shortPaymentReasonField } from './payments';
import { proofOfWorkSolutionField } from './proof-of-work';
import { bookingSourceField } from './reports';
import { email, personName, text } from './text-rules';
import { ticketTypeRefSchema } from './ticket-types';
import { personRefSchema } from './users';

export const BOOKING_STATUSES = ['Pending', 'Accepted', 'Rejected', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const VODAFONE_CASH = /^01\d{9}$/;

/** What the staff may write about a decision (docs/api/bookings.md#decisions). */
export const BOOKING_REASON_MAX = 500;
/** Bookings one bulk decision may carry. */
export const BULK_DECISION_MAX = 200;

function paymentNumberIssue(method: PaymentMethod, number: string): string | undefined {
  if (method === 'VodafoneCash' && !VODAFONE_CASH.test(number)) return AR_BOOKING_ERRORS.vodafoneInvalid;
  if (method === 'InstaPay' && number.length < LIMITS.instaPayMinLength)
    return AR_BOOKING_ERRORS.instaPayInvalid;
  return undefined;
}

/** A person's national ID, checked as docs/product.md and docs/api/bookings.md#national-id say. */
const nationalIdField = z
  .string({ error: AR_BOOKING_ERRORS.nationalIdInvalid })
  .trim()
  .refine((value) => isEgyptianNationalId(value), AR_BOOKING_ERRORS.nationalIdInvalid);

/** A person's name: copied into emails, so never a web or email address (docs/api/README.md#input-hygiene). */
const fullNameField = personName({
  required: AR_BOOKING_ERRORS.fullNameRequired,
  tooLong: AR_SERVER.textTooLong(200),
  invalid: AR_SERVER.textInvalid,
  hasAddress: AR_BOOKING_ERRORS.fullNameHasAddress,
  max: 200,
});

/** One more person in a booking: a name and a national ID, with the booker's rules. */
/** A ticket type's id in a booking (docs/api/ticket-types.md); an unknown one is refused under the lock. */
const ticketTypeIdField = text({ error: AR_SERVER.invalidInput, invalid: AR_SERVER.invalidInput })
  .trim()
  .min(1)
  .max(100)
  .optional();

export const guestSchema = z.object({
  fullName: fullNameField,
  nationalId: nationalIdField,
  /** Its ticket's type; the booker's when absent. */
  ticketTypeId: ticketTypeIdField,
});
export type Guest = z.infer<typeof guestSchema>;

/**
 * The booking form of docs/product.md#validation, used by the booking page and by POST /api/events/bookings.
 * Whether the payment method and number are needed depends on what the booking costs, which the schema
 * does not know: a free booking needs neither and ignores whatever was sent, a paid one needs both
 * (`readBookerPayment`, applied by the server under the event's lock and by `bookingRequestSchemaFor`
 * in the form, which knows the price too).
 */
export const bookingRequestSchema = z
  .object({
    eventId: text({ error: AR_BOOKING_ERRORS.eventIdRequired, invalid: AR_BOOKING_ERRORS.eventIdRequired })
      .trim()
      .min(1, AR_BOOKING_ERRORS.eventIdRequired)
      .max(100),
    nationalId: nationalIdField,
    fullName: fullNameField,
    email: email(AR_BOOKING_ERRORS.emailInvalid),
    /** Friends or family on the same booking and transfer (section 13): up to five. */
    guests: z
      .array(guestSchema, { error: AR_BOOKING_ERRORS.guestsInvalid(MAX_GUESTS) })
      .max(MAX_GUESTS, AR_BOOKING_ERRORS.guestsInvalid(MAX_GUESTS))
      .optional(),
    /** The booker's ticket type (docs/api/ticket-types.md): needed when more than one is on sale. */
    ticketTypeId: ticketTypeIdField,
    /** A discount, access or complimentary code (docs/api/codes.md), compared without case. */
    code: text({ error: AR_CODES.invalid, invalid: AR_CODES.invalid })
      .trim()
      .max(40, AR_CODES.invalid)
      .optional()
      .transform((v) => (v ? v : undefined)),
    /**
     * A waiting-list offer's token (docs/api/waitlist.md#offers): the booking takes the seats held for it,
     * at most that many tickets.
     */
    offer: text({ error: AR_SERVER.invalidInput, invalid: AR_SERVER.invalidInput })
      .trim()
      .min(1)
      .max(200)
      .optional(),
    /** A solved proof-of-work challenge, needed only after a 429 that carried one (proof-of-work.ts). */
    altcha: proofOfWorkSolutionField(AR_SERVER.invalidInput),
    /** The campaign link the booker came by (docs/api/reports.md#campaign-links); a bad one counts as direct. */
    source: bookingSourceField,
    /** Read by `paymentDetailsSchema` once the booking's amount is known: a free booking ignores them. */
    paymentMethod: z
      .unknown()
      .optional()
      .describe('InstaPay or VodafoneCash: required for a paid booking, ignored by a free one'),
    paymentNumber: z
      .unknown()
      .optional()
      .describe("The wallet's or InstaPay's number: required for a paid booking, ignored by a free one"),
  })
  .superRefine((value, ctx) => {
    // One national ID twice in one booking: 400 naming the repeat.
    const seen = new Set([value.nationalId]);
    value.guests?.forEach((guest, i) => {
      if (seen.has(guest.nationalId)) {
        ctx.addIssue({
          code: 'custom',
          message: AR_BOOKING_ERRORS.repeatedNationalId,
          path: ['guests', i, 'nationalId'],
        });
      }
      seen.add(guest.nationalId);
    });
  });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/**
 * A paid booking's payment details (docs/api/bookings.md#book): both required, the number in its
 * method's form. Checked once the booking's amount is known, so a free booking ignores whatever it sent.
 */
export const bookerPaymentSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS, { error: AR_BOOKING_ERRORS.paymentMethodRequired }),
    paymentNumber: text({ error: AR_BOOKING_ERRORS.paymentNumberRequired, invalid: AR_SERVER.textInvalid })
      .trim()
      .min(1, AR_BOOKING_ERRORS.paymentNumberRequired)
      .max(100, AR_BOOKING_ERRORS.paymentNumberRequired),
  })
  .superRefine((value, ctx) => {
    const issue = paymentNumberIssue(value.paymentMethod, value.paymentNumber);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['paymentNumber'] });
  });
export type BookerPayment = z.output<typeof bookerPaymentSchema>;

type BookerPaymentIssue = { msg: string; path: 'paymentMethod' | 'paymentNumber' };

/** A paid booking's payment details, or what is wrong with them (the method's issue first). */
export function readBookerPayment(
  body: Pick<BookingRequest, 'paymentMethod' | 'paymentNumber'>,
): { ok: true; details: BookerPayment } | { ok: false; issues: BookerPaymentIssue[] } {
  const parsed = bookerPaymentSchema.safeParse({
    paymentMethod: body.paymentMethod,
    paymentNumber: body.paymentNumber,
  });
  if (parsed.success) return { ok: true, details: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({
    msg: issue.message,
    path: issue.path[0] === 'paymentMethod' ? ('paymentMethod' as const) : ('paymentNumber' as const),
  }));
  return { ok: false, issues };
}

/** The booking form's schema for an event of this price (EGP): payment details required unless it is free. */
export function bookingRequestSchemaFor(ticketPrice: number) {
  if (ticketPrice === 0) return bookingRequestSchema;
  return bookingRequestSchema.superRefine((value, ctx) => {
    const read = readBookerPayment(value);
    if (read.ok) return;
    for (const issue of read.issues) ctx.addIssue({ code: 'custom', message: issue.msg, path: [issue.path] });
  });
}

/** The staff's optional reason for a decision: one text rule, up to 500 characters, several lines allowed. */
const decisionReason = text({
  error: AR_BOOKINGS.reasonInvalid,
  invalid: AR_SERVER.textInvalid,
  multiline: true,
})
  .trim()
  .max(BOOKING_REASON_MAX, AR_BOOKINGS.reasonTooLong)
  .nullish();

/** PUT /api/events/bookings/{id}/status */
export const bookingStatusBodySchema = z.object({
  status: z.enum(['Accepted', 'Rejected'], { error: AR_BOOKINGS.statusInvalid }),
  reason: decisionReason,
  /**
   * Accepting a booking whose transfer is short needs this second, explicit confirmation: why the
   * desk takes less (recorded with the decision, never sent to the booker). Ignored otherwise.
   */
  shortPaymentReason: shortPaymentReasonField.optional(),
});
export type BookingStatusBody = z.infer<typeof bookingStatusBodySchema>;

/** POST /api/events/bookings/bulk-status: reject many bookings at once, one result per id. */
export const bookingBulkStatusBodySchema = z.object({
  ids: z
    .array(text({ error: AR_BOOKINGS.bookingNotFound, invalid: AR_SERVER.textInvalid }).max(100), {
      error: AR_BOOKINGS.bulkIdsInvalid,
    })
    .min(1, AR_BOOKINGS.bulkIdsInvalid)
    .max(BULK_DECISION_MAX, AR_BOOKINGS.bulkIdsInvalid),
  status: z.literal('Rejected', { error: AR_BOOKINGS.statusInvalid }),
  reason: decisionReason,
});
export type BookingBulkStatusBody = z.infer<typeof bookingBulkStatusBodySchema>;

/** POST /api/events/bookings/{id}/cancel and POST /api/events/{id}/cancel (docs/api/events.md#cancel-an-event). */
export const cancelBodySchema = z.object({ reason: decisionReason });
export type CancelBody = z.infer<typeof cancelBodySchema>;

/**
 * The staff's cancel dialogs (a booking, an event): the same rule as the body, and a reason is asked
 * for, since the booker's email and the event's public page say it.
 */
export const cancelFormSchema = z.object({
  reason: text({
    error: AR_BOOKINGS.cancelReasonRequired,
    invalid: AR_SERVER.textInvalid,
    multiline: true,
  })
    .trim()
    .min(1, AR_BOOKINGS.cancelReasonRequired)
    .max(BOOKING_REASON_MAX, AR_BOOKINGS.cancelReasonTooLong),
});
export type CancelForm = z.infer<typeof cancelFormSchema>;

/** `sort=deadline`: Pending first, nearest payment deadline first; `newest`: newest first. */
export const BOOKING_SORTS = ['deadline', 'newest'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

/**
 * GET /api/events/bookings query: optional event, search text and status (without status: Pending
 * and Accepted), and the order (default: nearest deadline for Pending, else newest first). `id`
 * asks for one booking in whatever status (the desk's link to a booking sharing a transaction ID).
 */
export const bookingsQuerySchema = z.object({
  id: text({ error: AR_SERVER.invalidInput, invalid: AR_SERVER.textInvalid }).trim().max(100).optional(),
  eventId: text({ error: AR_SERVER.invalidInput, invalid: AR_SERVER.textInvalid }).trim().max(100).optional(),
  q: text({ error: AR_SERVER.invalidInput, invalid: AR_SERVER.textInvalid }).trim().max(200).optional(),
  status: z.enum(BOOKING_STATUSES, { error: AR_BOOKINGS.statusInvalid }).optional(),
  sort: z.enum(BOOKING_SORTS, { error: AR_SERVER.invalidInput }).optional(),
  ...pageQueryShape,
});
export type BookingsQuery = z.infer<typeof bookingsQuerySchema>;

/** What the booker sent as proof of payment; `url` serves the screenshot to the link's holder or staff. */
export const paymentProofDtoSchema = z.object({
  url: z.string(),
  transactionId: z.string().nullable(),
  senderNumber: z.string().nullable(),
  uploadedAt: z.string(),
});
export type PaymentProofDto = z.infer<typeof paymentProofDtoSchema>;

/**
 * A booking as the API returns it: docs/api/README.md#field-names field names, plus what the payment desk needs
 * (docs/api/bookings.md#decisions). One shape for the booking answer, the staff list and every decision.
 */
export const bookingDtoSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  event: z.object({ _id: z.string(), name: z.string() }),
  /** Null once erased: retention after the event or a privacy request (docs/api/privacy.md#what-is-erased). */
  nationalId: z.string().nullable(),
  fullName: z.string(),
  email: z.string().nullable(),
  /** Null for a free event (nothing to pay). */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentNumber: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  /** What the booking costs in EGP: its tickets' prices after the code's discount; 0 for a free event. */
  amount: z.number(),
  /** Its tickets' prices before the discount, and the discount (docs/api/codes.md). */
  subtotal: z.number(),
  discount: z.number(),
  /** The code it used, or null. */
  code: z.string().nullable(),
  /** Its ticket count, 1 to 6 (section 13). */
  quantity: z.number(),
  /** Its tickets, the booker's first; staff answers add each holder's national ID. */
  tickets: z.array(
    z.object({
      _id: z.string(),
      fullName: z.string(),
      nationalId: z.string().nullable().optional(),
      checkedInAt: z.string().nullable(),
      /** Its type (docs/api/ticket-types.md) and what it costs after the discount. */
      ticketType: ticketTypeRefSchema,
      price: z.number(),
    }),
  ),
  /** While Pending: when the unpaid booking is released; otherwise null. */
  expiresAt: z.string().nullable(),
  /** The booker's proof of payment; `url` is the staff's private GET /api/events/bookings/{id}/payment-proof. */
  proof: paymentProofDtoSchema.nullable(),
  /** Other bookings whose proof carries the same transaction ID (compared without case). */
  duplicateTransactionOf: z.array(z.string()),
  /** Who decided (Accepted or Rejected) and when; null until then, and decidedBy null for the server's own decisions. */
  decidedBy: personRefSchema.nullable(),
  decidedAt: z.string().nullable(),
  /** The staff's reason for the decision, if they gave one. */
  reason: z.string().nullable(),
  /**
   * Why it left the active statuses: Rejected 'staff' or 'expired' (the clock: staff may revive it),
   * Cancelled 'booker', 'staff' or 'event'; null while active.
   */
  cause: z.enum(['staff', 'expired', 'booker', 'event']).nullable(),
  /** A paid booking was cancelled or rejected: its money is owed back. */
  refundDue: z.boolean(),
  checkedInAt: z.string().nullable(),
  /** The wallet transfer that settles it (section 16), or null. */
  transfer: bookingTransferSchema,
  /** Accepted with a short transfer: why staff took less (the second confirmation). */
  shortPaymentReason: z.string().nullable(),
});
export type BookingDto = z.infer<typeof bookingDtoSchema>;

/** Where and by when to pay, from the server's configuration (answer of POST /api/events/bookings). */
export const paymentDetailsSchema = z.object({
  instaPay: z.string(),
  vodafoneCash: z.string(),
  accountName: z.string(),
  /** ISO time after which an unpaid booking is released. */
  deadline: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** A new booking as its booker receives it: the booking plus how to pay for it. */
export const bookingReceiptDtoSchema = bookingDtoSchema.extend({
  payment: paymentDetailsSchema,
  /** The booker's own page for this booking (pay, send proof, cancel, see the ticket). */
  ticketUrl: z.string(),
});
export type BookingReceiptDto = z.infer<typeof bookingReceiptDtoSchema>;

/** One id's outcome in a bulk decision: the booking as decided, or the Arabic reason it was not. */
export const bookingBulkResultSchema = z.discriminatedUnion('ok', [
  z.object({ _id: z.string(), ok: z.literal(true), booking: bookingDtoSchema }),
  z.object({ _id: z.string(), ok: z.literal(false), error: z.string() }),
]);
export type BookingBulkResult = z.infer<typeof bookingBulkResultSchema>;

/** The answer of POST /api/events/bookings/bulk-status: one result per id, in order. */
export const bookingBulkAnswerSchema = z.object({ results: z.array(bookingBulkResultSchema) });

/** The bookings list's page counters, for the whole filter (docs/api/big-events.md). */
export const bookingsPageMetaSchema = pageMetaSchema.extend({
  pending: z.number().int(),
  accepted: z.number().int(),
  moneyExpected: z.number(),
});
export type BookingsPageMeta = z.infer<typeof bookingsPageMetaSchema>;
