import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { AR_PAYMENTS } from '../messages/ar/payments';
import { AR_SERVER } from '../messages/ar/server';

import { parseAmount } from '../parse-amount';
import { pageQueryShape } from './paging';
import { text } from './text-rules';
import { personRefSchema } from './users';

const M = AR_PAYMENTS.server;

/** One statement import at most (docs/api/payments.md#statement-import). */
export const TRANSFERS_MAX = 500;
/** A pasted block of notifications or one forwarded SMS. */
export const PAYMENT_TEXT_MAX = 20_000;

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EASTERN_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';

/** Arabic-Indic (and Persian) digits to Western ones: '٢٥٠' -> '250'. */
export function westernDigits(value: string): string {
  return value.replace(/[٠-٩۰-۹]/g, (d) => {
    const i = ARABIC_INDIC.indexOf(d);
    return String(i >= 0 ? i : EASTERN_ARABIC_INDIC.indexOf(d));
  });
}

/**
 * An Egyptian mobile number in its local form (`01` and 9 digits) from `+20 10 1234 5678`,
 * `0020…`, `20…`, Arabic-Indic digits, spaces and dashes; null when it is not one.
 */
export function egyptianMobile(value: string): string | null {
  let digits = westernDigits(value).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('0020')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('20') && digits.length === 12) digits = `0${digits.slice(2)}`;
  else if (digits.length === 10 && digits.startsWith('1')) digits = `0${digits}`;
  return /^01\d{9}$/.test(digits) ? digits : null;
}

/** A wallet transaction number as stored and compared: case, spaces and dashes ignored. */
export function normalTransactionId(value: string): string {
  return westernDigits(value)
    .replace(/[\s\-_]/g, '')
    .toUpperCase();
}

/** A booking reference as compared in a note: case ignored, 0/O and 1/I/L the same (section 16). */
export function normalReference(value: string): string {
  return value.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}

const line = (max: number, error: string) =>
  text({ error, invalid: AR_SERVER.textInvalid }).trim().max(max, error);

/** An amount as a number or a plain decimal string, by the one rule of every way in (parse-amount.ts). */
const amountField = z.union([z.number(), z.string()], { error: M.amountInvalid }).transform((value, ctx) => {
  const amount = parseAmount(value);
  if (amount !== null) return amount;
  ctx.addIssue({ code: 'custom', message: M.amountInvalid });
  return z.NEVER;
});

const senderNumberField = z
  .string({ error: M.senderNumberInvalid })
  .trim()
  .max(30, M.senderNumberInvalid)
  .transform((value, ctx) => {
    if (value === '') return null;
    const number = egyptianMobile(value);
    if (number) return number;
    // InstaPay senders may be a payment address (name@instapay) rather than a phone number.
    if (/^[\w.-]+@[\w.-]+$/.test(value)) return value.toLowerCase();
    ctx.addIssue({ code: 'custom', message: M.senderNumberInvalid });
    return z.NEVER;
  });

/** One incoming transfer of a statement import (POST /api/payments/transfers). */
export const transferInputSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: M.methodInvalid }),
  transactionId: line(40, M.transactionIdRequired).min(1, M.transactionIdRequired),
  amount: amountField,
  senderNumber: senderNumberField.nullish(),
  senderName: line(200, M.textTooLong).nullish(),
  note: line(500, M.textTooLong).nullish(),
  receivedAt: z.iso.datetime({ offset: true, error: M.receivedAtInvalid }),
});
export type TransferInput = z.infer<typeof transferInputSchema>;

export const transfersImportSchema = z.object({
  transfers: z
    .array(transferInputSchema, { error: M.transfersRequired })
    .min(1, M.transfersRequired)
    .max(TRANSFERS_MAX, M.tooManyTransfers),
});

/** POST /api/payments/transfers/parse: one or more notifications, separated by blank lines. */
export const transfersParseSchema = z.object({
  text: text({ error: M.textRequired, invalid: AR_SERVER.textInvalid, multiline: true })
    .max(PAYMENT_TEXT_MAX, M.textTooLong)
    .refine((v) => v.trim().length > 0, M.textRequired),
});

/** POST /api/payments/inbox/{deviceToken}: what an SMS-forwarding app sends. */
export const inboxMessageSchema = z.object({
  from: line(100, M.fromRequired).min(1, M.fromRequired),
  text: text({ error: M.textRequired, invalid: AR_SERVER.textInvalid, multiline: true }).max(
    PAYMENT_TEXT_MAX,
    M.textTooLong,
  ),
  /** ISO 8601, or epoch milliseconds as forwarding apps send them (a number or a string of digits). */
  receivedAt: z
    .union([z.iso.datetime({ offset: true }), z.number().int().positive(), z.string().regex(/^\d{10,13}$/)], {
      error: M.receivedAtInvalid,
    })
    .nullish(),
});

export const TRANSFER_OUTCOMES = [
  'matched',
  'accepted',
  'mismatch',
  'unmatched',
  'duplicate',
  'late',
  'unreadable',
  'ignored',
] as const;
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number];

/**
 * Why an answer item is `ignored` or `unreadable` (docs/api/payments.md): money that did not come in
 * (a transfer sent, a purchase, a balance, a code...), an inbox sender not in PAYMENT_SMS_SENDERS, no
 * amount, an amount that is none by the one amount rule, no telling whether money came in.
 */
export const TRANSFER_REASONS = [
  'not-incoming',
  'sender-not-listed',
  'no-amount',
  'amount-invalid',
  'no-direction',
] as const;
export type TransferReason = (typeof TRANSFER_REASONS)[number];
/** Which of section 16's matching rules found the booking (`docs/api/payments.md`, matching). */
export const MATCH_RULES = ['transaction', 'reference', 'sender', 'name'] as const;
export type MatchRule = (typeof MATCH_RULES)[number];
/** How a stored transfer found its booking: one of the rules, or linked by hand at the desk. */
export const MATCHED_BY = [...MATCH_RULES, 'hand'] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];

/** Each door's answer, per transfer (section 16). */
export const transferResultSchema = z.object({
  _id: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  transactionId: z.string().nullable(),
  amount: z.number().nullable(),
  senderNumber: z.string().nullable(),
  senderName: z.string().nullable(),
  outcome: z.enum(TRANSFER_OUTCOMES),
  /** Why the outcome is `ignored` or `unreadable`; absent otherwise. */
  reason: z.enum(TRANSFER_REASONS).optional(),
  /** The rule that found the booking, whenever one was found (matched, mismatch, accepted, late). */
  by: z.enum(MATCH_RULES).optional(),
  bookingId: z.string().optional(),
  /** The booking's reference, so the desk can show it beside the outcome. */
  reference: z.string().optional(),
  /** Transfer minus the booking's amount, for `mismatch`. */
  difference: z.number().optional(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** `dismissed`: marked "not ours" at the desk, kept and out of the queue. */
export const TRANSFER_STATES = [
  'unmatched',
  'matched',
  'mismatch',
  'late',
  'settled',
  'ignored',
  'dismissed',
] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const transfersQuerySchema = z.object({
  state: z.enum(TRANSFER_STATES, { error: M.stateInvalid }).optional(),
  ...pageQueryShape,
});

/** A stored transfer as GET /api/payments/transfers lists it. */
export const transferDtoSchema = z.object({
  _id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  transactionId: z.string().nullable(),
  amount: z.number().nullable(),
  senderNumber: z.string().nullable(),
  senderName: z.string().nullable(),
  note: z.string().nullable(),
  receivedAt: z.string(),
  source: z.enum(['import', 'paste', 'inbox']),
  outcome: z.enum(['matched', 'accepted', 'mismatch', 'unmatched', 'late', 'ignored', 'unreadable']),
  state: z.enum(TRANSFER_STATES),
  /** Accepted by PAYMENTS_AUTO_ACCEPT, not by a person. */
  automatic: z.boolean(),
  text: z.string().nullable(),
  booking: z
    .object({
      _id: z.string(),
      reference: z.string(),
      fullName: z.string(),
      status: z.enum(['Pending', 'Accepted', 'Rejected', 'Cancelled']),
      amount: z.number(),
    })
    .nullable(),
  /** Transfer minus the booking's amount, less any excess already put on the refunds list. */
  difference: z.number().nullable(),
  /** How it found its booking (a rule, or `hand`); null while it has none. */
  by: z.enum(MATCHED_BY).nullable(),
  /** Why staff marked it "not ours" (state `dismissed`). */
  dismissedReason: z.string().nullable(),
  /** The excess of an overpayment already on the refunds list. */
  excessRefunded: z.number().nullable(),
});
export type TransferDto = z.infer<typeof transferDtoSchema>;

/**
 * The desk's figures (GET /api/payments/summary): bookings still waiting for money, the EGP still
 * owed (what is missing of every Pending booking, and of Accepted ones taken short), and how many
 * are ready (transfer in, amount right).
 */
export const paymentsSummarySchema = z.object({
  waiting: z.number(),
  expected: z.number(),
  ready: z.number(),
});

/** A desk action's reason ("not ours", a short payment taken): 1 to this many characters. */
export const DESK_REASON_MAX = 200;
const shortReason = (error: string) => line(DESK_REASON_MAX, error).min(1, error);

/** POST /api/payments/transfers/{id}/link: an unmatched transfer given its booking by hand. */
export const transferLinkSchema = z.object({
  bookingId: line(100, M.bookingIdRequired).min(1, M.bookingIdRequired),
});

/** POST /api/payments/transfers/{id}/dismiss: "not ours", with why. */
export const transferDismissSchema = z.object({ reason: shortReason(M.dismissReasonInvalid) });

/** The second confirmation of accepting a short-paid booking: why (1-200 characters). */
export const shortPaymentReasonField = shortReason(M.shortPaymentReasonInvalid);
/** The desk's second-confirmation dialog: its one field, with the body's rule. */
export const shortPaymentFormSchema = z.object({ reason: shortPaymentReasonField });
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;

export const REFUND_STATUSES = ['Due', 'Refunded'] as const;

export const refundsQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES, { error: M.statusInvalid }).optional(),
  ...pageQueryShape,
});

export const refundDtoSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  fullName: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  toNumber: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
  refundedBy: personRefSchema.nullable(),
  transactionId: z.string().nullable(),
  /** The excess of an overpayment (the booking itself stands), not the whole booking's money. */
  excess: z.boolean(),
});
export type RefundDto = z.infer<typeof refundDtoSchema>;

export const refundDoneSchema = z.object({
  transactionId: line(40, M.transactionIdRequired).min(1, M.transactionIdRequired),
});

export const deviceCreateSchema = z.object({
  name: line(80, M.deviceNameRequired).min(1, M.deviceNameRequired),
});

export const deviceDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type DeviceDto = z.infer<typeof deviceDtoSchema>;

/** The answer of a device's creation: its token, shown this once. */
export const deviceCreatedSchema = deviceDtoSchema.extend({ token: z.string(), inboxUrl: z.string() });
export type DeviceCreated = z.infer<typeof deviceCreatedSchema>;

/** The one transfer a booking holds, on staff booking items. */
export const bookingTransferSchema = z
  .object({
    _id: z.string(),
    transactionId: z.string().nullable(),
    amount: z.number(),
    receivedAt: z.string(),
    /**
     * What came in minus what the booking costs (less an excess already put on the refunds list):
     * below 0 short, above 0 over, 0 right.
     */
    difference: z.number(),
    /** How it found the booking; `name` (rule 4) waits for a person's confirmation. */
    by: z.enum(MATCHED_BY).nullable(),
  })
  .nullable();

/** What a booking's money looks like at the desk: received, missing (short) and excess (over). */
export function bookingMoney(booking: {
  amount: number;
  transfer: { amount: number; difference: number } | null;
}): { received: number; missing: number; excess: number } | null {
  if (!booking.transfer) return null;
  const { difference } = booking.transfer;
  return {
    received: Math.round((booking.amount + difference) * 100) / 100,
    missing: difference < 0 ? -difference : 0,
    excess: difference > 0 ? difference : 0,
  };
}
