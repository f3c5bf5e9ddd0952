import { z } from 'zod';
import { AR_EVENT_MESSAGES } from '../messages/ar/event-messages';
import { AR_EVENTS_ADMIN } from '../messages/ar/events-admin';
import { AR_SERVER } from '../messages/ar/server';

import { text } from './text-rules';
import { ticketTypeDtoSchema } from './ticket-types';
import { eventWaitlistSchema } from './waitlist';

/**
 * A number field that may arrive as a number (JSON, react-hook-form valueAsNumber) or as text
 * (multipart, plain inputs). Empty or absent is "missing" and gets the field's message.
 */
function numberField(message: string) {
  return z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      if (typeof v === 'string') return Number(v.trim());
      return v;
    },
    z.number({ error: message }).finite(message),
  );
}

function requiredText(message: string, max: number, multiline = false) {
  return text({ error: message, invalid: AR_SERVER.textInvalid, multiline })
    .trim()
    .min(1, message)
    .max(max, message);
}

/**
 * The event form of docs/product.md#validation (create and edit), shared by the admin dialog and the server.
 * `date` is an ISO 8601 text; send it with its offset (the browser's toISOString()).
 */
export const eventFormSchema = z.object({
  name: requiredText(AR_EVENTS_ADMIN.nameRequired, 200),
  description: requiredText(AR_EVENTS_ADMIN.descriptionRequired, 5000, true),
  date: text({ error: AR_EVENTS_ADMIN.dateRequired, invalid: AR_EVENTS_ADMIN.dateRequired })
    .trim()
    .min(1, AR_EVENTS_ADMIN.dateRequired)
    .refine((v) => !Number.isNaN(Date.parse(v)), AR_EVENTS_ADMIN.dateRequired),
  location: requiredText(AR_EVENTS_ADMIN.locationRequired, 300),
  totalSeats: numberField(AR_EVENTS_ADMIN.seatsInvalid).pipe(
    z
      .number()
      .int(AR_EVENTS_ADMIN.seatsInvalid)
      .min(1, AR_EVENTS_ADMIN.seatsInvalid)
      .max(1_000_000, AR_EVENTS_ADMIN.seatsInvalid),
  ),
  ticketPrice: numberField(AR_EVENTS_ADMIN.priceInvalid).pipe(
    z.number().min(0, AR_EVENTS_ADMIN.priceInvalid).max(99_999_999, AR_EVENTS_ADMIN.priceInvalid),
  ),
  /** Hours a booker has to pay (docs/api/bookings.md#the-payment-clock), 1-72; 24 when absent. */
  paymentHours: numberField(AR_EVENTS_ADMIN.paymentHoursInvalid)
    .pipe(
      z
        .number()
        .int(AR_EVENTS_ADMIN.paymentHoursInvalid)
        .min(1, AR_EVENTS_ADMIN.paymentHoursInvalid)
        .max(72, AR_EVENTS_ADMIN.paymentHoursInvalid),
    )
    .optional(),
  /** Hours before the event when Accepted bookings are reminded (docs/api/event-messages.md#the-reminder-before-the-event), 0-168; 24 when absent. */
  reminderHours: numberField(AR_EVENT_MESSAGES.server.reminderHoursInvalid)
    .pipe(
      z
        .number()
        .int(AR_EVENT_MESSAGES.server.reminderHoursInvalid)
        .min(0, AR_EVENT_MESSAGES.server.reminderHoursInvalid)
        .max(168, AR_EVENT_MESSAGES.server.reminderHoursInvalid),
    )
    .optional(),
});
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

/** isShow as JSON boolean or multipart text ('true' / 'false'). */
export const isShowSchema = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: AR_EVENTS_ADMIN.toggleFailed }),
);

/** PUT /api/events/{id}: any subset of the form fields, plus isShow (the visibility toggle sends only it). */
export const eventUpdateSchema = eventFormSchema.partial().extend({ isShow: isShowSchema.optional() });
export type EventUpdateValues = z.output<typeof eventUpdateSchema>;

/** An event as the API returns it (docs/api/README.md#field-names field names). */
export const eventDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Public path of the image (WebP), or null. */
  image: z.string().nullable(),
  /** A smaller copy for cards, when one was made. */
  imageSmall: z.string().nullable().optional(),
  /** ISO 8601, UTC. */
  date: z.string(),
  location: z.string(),
  totalSeats: z.number(),
  availableSeats: z.number(),
  /** EGP. */
  ticketPrice: z.number(),
  isShow: z.boolean(),
  createdAt: z.string(),
  /** Hours a booker has to pay (section 15). */
  paymentHours: z.number(),
  /** Hours before the event when each Accepted booking is reminded; 0: none. */
  reminderHours: z.number(),
  /** When booking stops: SALES_CLOSE_HOURS before a paid event, a free one's start (ISO, UTC). */
  salesCloseAt: z.string(),
  /** Set when the agency cancelled the event, with its reason. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The waiting list (section 14): `open` when seats are short and it takes entries; how many wait. */
  waitlist: eventWaitlistSchema,
  /** Its public ticket types, in their order (docs/api/ticket-types.md). */
  ticketTypes: z.array(ticketTypeDtoSchema).optional(),
  /** Only for staff (Admin, Contant) tokens. */
  acceptedCount: z.number().optional(),
  checkedInCount: z.number().optional(),
});
export type EventDto = z.infer<typeof eventDtoSchema>;
