import { z } from 'zod';
import { AR_SERVER } from '../messages/ar/server';
import { AR_WAITLIST } from '../messages/ar/waitlist';

import { proofOfWorkSolutionField } from './proof-of-work';
import { email, personName, text } from './text-rules';

/** The waiting list (docs/api/waitlist.md). */
const W = AR_WAITLIST.server;

export const WAITLIST_STATUSES = ['Waiting', 'Offered', 'Booked', 'Expired', 'Left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Seats one entry may ask for: a booking's tickets (section 13). */
export const WAITLIST_MAX_QUANTITY = 6;

const EGYPTIAN_MOBILE = /^01\d{9}$/;

/** POST /api/events/{eventId}/waitlist, and the join form. */
export const waitlistJoinSchema = z.object({
  fullName: personName({
    required: W.fullNameRequired,
    tooLong: AR_SERVER.textTooLong(200),
    invalid: AR_SERVER.textInvalid,
    hasAddress: W.fullNameHasAddress,
    max: 200,
  }),
  email: email(W.emailInvalid),
  phone: text({ error: W.phoneInvalid, invalid: W.phoneInvalid })
    .trim()
    .refine((value) => value === '' || EGYPTIAN_MOBILE.test(value), W.phoneInvalid)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  quantity: z
    .number({ error: W.quantityInvalid })
    .int(W.quantityInvalid)
    .min(1, W.quantityInvalid)
    .max(WAITLIST_MAX_QUANTITY, W.quantityInvalid),
  /** The ticket type waited for; the cheapest public type on sale when absent (checked under the lock). */
  ticketTypeId: text({ error: AR_SERVER.invalidInput, invalid: AR_SERVER.invalidInput })
    .trim()
    .min(1)
    .max(100)
    .optional(),
  altcha: proofOfWorkSolutionField(AR_SERVER.invalidInput),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** The ticket type an entry waits for. */
const entryTicketTypeSchema = z.object({ _id: z.string(), name: z.string() });

/** 201: the place in line and the private link's token (the page is /waitlist/{token}). */
export const waitlistJoinAnswerSchema = z.object({
  position: z.number(),
  ticketType: entryTicketTypeSchema,
  token: z.string(),
  status: z.enum(WAITLIST_STATUSES),
});
export type WaitlistJoinAnswer = z.infer<typeof waitlistJoinAnswerSchema>;

/** GET /api/waitlist/{token}: the holder's view of their place. */
export const waitlistViewSchema = z.object({
  /** Place in line among the people still waiting for its type or holding an offer of it (1 = next). */
  position: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  quantity: z.number(),
  ticketType: entryTicketTypeSchema,
  /** While Offered: the seats held, the booking page's link (/booking/{eventId}?offer={token}) and its deadline. */
  heldSeats: z.number(),
  offerUrl: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  event: z.object({ _id: z.string(), name: z.string(), date: z.string(), location: z.string() }),
  fullName: z.string(),
  /** While Offered: the address given, to fill the booking form the offer opens; else null. */
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistView = z.infer<typeof waitlistViewSchema>;

/** GET /api/events/{eventId}/waitlist (Admin, Supporter), in joining order. */
export const waitlistStaffEntrySchema = z.object({
  _id: z.string(),
  position: z.number(),
  fullName: z.string(),
  /** Null once erased (docs/api/privacy.md#what-is-erased). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  quantity: z.number(),
  ticketType: entryTicketTypeSchema,
  status: z.enum(WAITLIST_STATUSES),
  createdAt: z.string(),
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistStaffEntry = z.infer<typeof waitlistStaffEntrySchema>;

/** The public event's `waitlist`: whether the list takes entries now, and how many wait. */
export const eventWaitlistSchema = z.object({ open: z.boolean(), waiting: z.number() });
export type EventWaitlist = z.infer<typeof eventWaitlistSchema>;
