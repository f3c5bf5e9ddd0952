import { z } from 'zod';
import { AR_CODES } from '../messages/ar/codes';
import { AR_SERVER } from '../messages/ar/server';
import { AR_TYPES } from '../messages/ar/ticket-types';

import { proofOfWorkSolutionField } from './proof-of-work';
import { text } from './text-rules';

/** At most this many types per event (docs/api/ticket-types.md). */
export const MAX_TICKET_TYPES = 10;
export const CODE_KINDS = ['discount', 'access', 'comp'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

const isoTime = text({ error: AR_TYPES.timeInvalid, invalid: AR_TYPES.timeInvalid })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), AR_TYPES.timeInvalid);

/** A number sent as a number or as text. */
function numeric(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).finite(message),
  );
}

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** POST /api/events/{id}/ticket-types; PUT takes any subset (ticketTypeUpdateSchema). */
export const ticketTypeFormSchema = z.object({
  name: text({ error: AR_TYPES.nameInvalid, invalid: AR_TYPES.nameInvalid })
    .trim()
    .min(1, AR_TYPES.nameInvalid)
    .max(40, AR_TYPES.nameInvalid),
  description: text({ error: AR_TYPES.descriptionInvalid, invalid: AR_TYPES.descriptionInvalid })
    .trim()
    .max(200, AR_TYPES.descriptionInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
  price: numeric(AR_TYPES.priceInvalid).pipe(
    z
      .number()
      .min(0, AR_TYPES.priceInvalid)
      .max(1_000_000, AR_TYPES.priceInvalid)
      .refine(twoDecimals, AR_TYPES.priceInvalid),
  ),
  quantity: numeric(AR_TYPES.quantityInvalid).pipe(
    z
      .number()
      .int(AR_TYPES.quantityInvalid)
      .min(1, AR_TYPES.quantityInvalid)
      .max(1_000_000, AR_TYPES.quantityInvalid),
  ),
  salesStart: isoTime.nullish(),
  salesEnd: isoTime.nullish(),
  hidden: z.boolean({ error: AR_SERVER.invalidInput }).optional(),
  maxPerBooking: numeric(AR_TYPES.maxPerBookingInvalid)
    .pipe(
      z
        .number()
        .int(AR_TYPES.maxPerBookingInvalid)
        .min(1, AR_TYPES.maxPerBookingInvalid)
        .max(6, AR_TYPES.maxPerBookingInvalid),
    )
    .optional(),
  sortOrder: numeric(AR_SERVER.invalidInput)
    .pipe(
      z.number().int(AR_SERVER.invalidInput).min(0, AR_SERVER.invalidInput).max(1000, AR_SERVER.invalidInput),
    )
    .optional(),
});
export type TicketTypeFormInput = z.input<typeof ticketTypeFormSchema>;
export type TicketTypeForm = z.output<typeof ticketTypeFormSchema>;

/** Whether an edit names at least one field (an empty one is 400, docs/api/README.md#input-hygiene). */
const namesAField = (value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined);

export const ticketTypeUpdateSchema = ticketTypeFormSchema
  .partial()
  .refine(namesAField, { message: AR_SERVER.nothingToUpdate });
export type TicketTypeUpdate = z.output<typeof ticketTypeUpdateSchema>;

/** A ticket type as the API answers it. */
export const ticketTypeDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  quantity: z.number(),
  available: z.number(),
  salesStart: z.string().nullable(),
  salesEnd: z.string().nullable(),
  hidden: z.boolean(),
  maxPerBooking: z.number(),
  sortOrder: z.number(),
  /** Whether it can be booked now (inside its sales window). */
  onSale: z.boolean(),
});
export type TicketTypeDto = z.infer<typeof ticketTypeDtoSchema>;

/** A ticket's type as every booking answer names it. */
export const ticketTypeRefSchema = z.object({ _id: z.string(), name: z.string() });

const CODE_PATTERN = /^[A-Za-z0-9-]{3,20}$/;

/** A code's limit in tickets (docs/api/codes.md): 1 to 1,000,000, or none. */
const maxUsesField = numeric(AR_CODES.maxUsesInvalid)
  .pipe(
    z
      .number()
      .int(AR_CODES.maxUsesInvalid)
      .min(1, AR_CODES.maxUsesInvalid)
      .max(1_000_000, AR_CODES.maxUsesInvalid),
  )
  .nullish();

/** POST /api/events/{id}/codes */
export const codeFormSchema = z
  .object({
    code: text({ error: AR_CODES.codeFormat, invalid: AR_CODES.codeFormat })
      .trim()
      .regex(CODE_PATTERN, AR_CODES.codeFormat),
    kind: z.enum(CODE_KINDS, { error: AR_CODES.kindInvalid }),
    percentOff: numeric(AR_CODES.percentInvalid)
      .pipe(
        z
          .number()
          .int(AR_CODES.percentInvalid)
          .min(1, AR_CODES.percentInvalid)
          .max(100, AR_CODES.percentInvalid),
      )
      .nullish(),
    amountOff: numeric(AR_CODES.amountInvalid)
      .pipe(
        z
          .number()
          .gt(0, AR_CODES.amountInvalid)
          .max(1_000_000, AR_CODES.amountInvalid)
          .refine(twoDecimals, AR_CODES.amountInvalid),
      )
      .nullish(),
    ticketTypeIds: z
      .array(z.string().max(100), { error: AR_CODES.typesInvalid })
      .max(10, AR_CODES.typesInvalid)
      .nullish(),
    maxUses: maxUsesField,
    validUntil: isoTime.nullish(),
  })
  .superRefine((value, ctx) => {
    const both = value.percentOff != null && value.amountOff != null;
    const none = value.percentOff == null && value.amountOff == null;
    // A discount code takes exactly one of them; an access code at most one; a comp code none (its tickets are free).
    if ((value.kind === 'discount' && (both || none)) || (value.kind === 'access' && both)) {
      ctx.addIssue({ code: 'custom', message: AR_CODES.discountOneOf, path: ['percentOff'] });
    }
  });
export type CodeFormInput = z.input<typeof codeFormSchema>;
export type CodeForm = z.output<typeof codeFormSchema>;

/** PUT /api/events/{id}/codes/{codeId} */
export const codeUpdateSchema = z
  .object({
    maxUses: maxUsesField,
    validUntil: isoTime.nullish(),
    active: z.boolean({ error: AR_SERVER.invalidInput }).optional(),
  })
  .refine(namesAField, { message: AR_SERVER.nothingToUpdate });
export type CodeUpdate = z.output<typeof codeUpdateSchema>;

/** A code as staff see it. */
export const codeDtoSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(CODE_KINDS),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  ticketTypeIds: z.array(z.string()).nullable(),
  maxUses: z.number().nullable(),
  /** Tickets of active bookings that used it. */
  uses: z.number(),
  /** EGP its active bookings were given off. */
  discountGiven: z.number(),
  validUntil: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type CodeDto = z.infer<typeof codeDtoSchema>;

/** GET /api/events/{id}/codes/check?code= */
export const codeCheckSchema = z.object({
  valid: z.literal(true),
  kind: z.enum(CODE_KINDS),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  /** The types it applies to or unlocks, hidden ones included, with their prices. */
  ticketTypes: z.array(ticketTypeDtoSchema),
});
export type CodeCheck = z.infer<typeof codeCheckSchema>;

export const codeCheckQuerySchema = z.object({
  code: text({ error: AR_CODES.invalid, invalid: AR_CODES.invalid })
    .trim()
    .min(1, AR_CODES.invalid)
    .max(40, AR_CODES.invalid),
  /** A solved challenge, once the address has sent too many wrong codes (docs/api/codes.md#checking-a-code). */
  altcha: proofOfWorkSolutionField(AR_SERVER.invalidInput),
});

/** What one ticket costs with a code: never below 0 (docs/api/codes.md). */
export function discountedPrice(
  price: number,
  code: { kind: CodeKind; percentOff: number | null; amountOff: number | null } | null,
): number {
  if (!code) return price;
  if (code.kind === 'comp') return 0;
  if (code.percentOff != null) return Math.max(0, Math.round(price * (100 - code.percentOff)) / 100);
  if (code.amountOff != null) return Math.max(0, Math.round((price - code.amountOff) * 100) / 100);
  return price;
}
