import { z } from 'zod';
import { AR_EVENT_MESSAGES } from '../messages/ar/event-messages';
import { AR_SERVER } from '../messages/ar/server';

import { text } from './text-rules';

/** Messages to an event's people (docs/api/event-messages.md). */
const M = AR_EVENT_MESSAGES.server;

export const MESSAGE_STATUSES = ['Scheduled', 'Sending', 'Sent', 'Cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_SUBJECT_MAX = 120;
export const MESSAGE_BODY_MAX = 5000;

const bookingStatus = z.enum(['Accepted', 'Pending'], { error: M.audienceInvalid });

/** Who receives it: bookings by status (and check-in), or the waiting list's entries still Waiting. */
export const messageAudienceSchema = z
  .object(
    {
      statuses: z
        .array(bookingStatus, { error: M.audienceInvalid })
        .min(1, M.audienceInvalid)
        .max(2, M.audienceInvalid)
        .refine((list) => new Set(list).size === list.length, M.audienceInvalid)
        .optional(),
      ticketTypeIds: z.array(z.string().max(100), { error: M.ticketTypesUnknown }).max(50).optional(),
      checkedIn: z.boolean({ error: M.audienceInvalid }).optional(),
      waitlist: z.boolean({ error: M.audienceInvalid }).optional(),
    },
    { error: M.audienceInvalid },
  )
  .refine((a) => a.waitlist === true || a.statuses !== undefined, {
    message: M.audienceInvalid,
    path: ['statuses'],
  });
export type MessageAudienceInput = z.input<typeof messageAudienceSchema>;

/** POST /api/events/{id}/messages and .../messages/preview. */
export const messageBodySchema = z.object({
  subject: text({ error: M.subjectInvalid, invalid: AR_SERVER.textInvalid })
    .trim()
    .min(1, M.subjectInvalid)
    .max(MESSAGE_SUBJECT_MAX, M.subjectInvalid),
  // Plain text whose line breaks are kept (the email writes each as a break, escaped).
  body: text({ error: M.bodyInvalid, invalid: AR_SERVER.textInvalid, multiline: true })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, M.bodyInvalid).max(MESSAGE_BODY_MAX, M.bodyInvalid)),
  audience: messageAudienceSchema,
  sendAt: z
    .string({ error: M.sendAtInvalid })
    .max(40, M.sendAtInvalid)
    .refine((v) => !Number.isNaN(Date.parse(v)), M.sendAtInvalid)
    .nullable()
    .optional(),
});
export type MessageBodyInput = z.input<typeof messageBodySchema>;
export type MessageBody = z.output<typeof messageBodySchema>;

/** A message as the API answers it, with the counts of its emails. */
export const eventMessageSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: z.object({
    statuses: z.array(z.enum(['Accepted', 'Pending'])).optional(),
    ticketTypeIds: z.array(z.string()).optional(),
    checkedIn: z.boolean().optional(),
    waitlist: z.boolean().optional(),
  }),
  /** Mailboxes written to (an address gets one copy). */
  recipients: z.number(),
  /** ISO, UTC. */
  sendAt: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  sent: z.number(),
  failed: z.number(),
  createdBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
});
export type EventMessage = z.infer<typeof eventMessageSchema>;

/** POST .../messages/preview: what the first recipient would receive; nothing is queued. */
export const messagePreviewSchema = z.object({
  recipients: z.number(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;
