import { z } from 'zod';
import { AR_PRIVACY } from '../messages/ar/privacy';
import { AR_SERVER } from '../messages/ar/server';
import { AR_USERS } from '../messages/ar/users';

import { ROLES } from '../roles';
import { BOOKING_STATUSES } from './bookings';
import { email, text } from './text-rules';
import { newPasswordSchema } from './users';

const P = AR_PRIVACY.privacy;

/** The person's national ID, email or phone number (docs/api/privacy.md). */
const personQuery = text({ error: P.queryRequired, invalid: AR_SERVER.textInvalid })
  .trim()
  .min(1, P.queryRequired)
  .max(200, P.queryInvalid);

/** GET /api/privacy/search?q= */
export const privacySearchQuerySchema = z.object({ q: personQuery });
/** POST /api/privacy/erase { q } */
export const privacyEraseBodySchema = z.strictObject({ q: personQuery });
export type PrivacyEraseBody = z.infer<typeof privacyEraseBodySchema>;

const eventRef = z.object({ _id: z.string(), name: z.string(), date: z.string(), cancelled: z.boolean() });

/** A person's data as a privacy request finds it: what it is and whether it is still in use, never the data itself. */
export const privacySearchDtoSchema = z.object({
  /** Pending or Accepted for an event to come: erasing waits until it is cancelled. */
  blocked: z.boolean(),
  bookings: z.array(
    z.object({
      _id: z.string(),
      reference: z.string(),
      fullName: z.string(),
      status: z.enum(BOOKING_STATUSES),
      event: eventRef,
      createdAt: z.string(),
      erasedAt: z.string().nullable(),
      inUse: z.boolean(),
    }),
  ),
  tickets: z.array(
    z.object({
      _id: z.string(),
      bookingId: z.string(),
      reference: z.string(),
      fullName: z.string(),
      event: eventRef,
      inUse: z.boolean(),
    }),
  ),
  waitlist: z.array(
    z.object({
      _id: z.string(),
      fullName: z.string(),
      status: z.string(),
      event: eventRef,
      createdAt: z.string(),
      inUse: z.boolean(),
    }),
  ),
  contactRequests: z.array(
    z.object({
      _id: z.string(),
      fullName: z.string(),
      requestType: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The wallet's transfers from them or for their bookings that still hold a number, name or text. */
  transfers: z.array(
    z.object({
      _id: z.string(),
      method: z.string(),
      amount: z.number().nullable(),
      receivedAt: z.string(),
      bookingId: z.string().nullable(),
    }),
  ),
  /** Refunds of their bookings or to their numbers; one still Due keeps the erasure waiting. */
  refunds: z.array(
    z.object({
      _id: z.string(),
      bookingId: z.string(),
      reference: z.string(),
      amount: z.number(),
      status: z.enum(['Due', 'Refunded']),
      createdAt: z.string(),
      inUse: z.boolean(),
    }),
  ),
  /** Emails to them or naming them, with their address and body still kept. */
  emails: z.array(
    z.object({
      _id: z.string(),
      kind: z.string(),
      subject: z.string(),
      state: z.enum(['sent', 'pending', 'failed']),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type PrivacySearchDto = z.infer<typeof privacySearchDtoSchema>;

/** What an erasure did, by id. */
export const privacyEraseDtoSchema = z.object({
  bookings: z.array(z.string()),
  tickets: z.array(z.string()),
  contactRequests: z.array(z.string()),
  waitlistEntries: z.array(z.string()),
  transfers: z.array(z.string()),
  refunds: z.array(z.string()),
  emails: z.array(z.string()),
});
export type PrivacyEraseDto = z.infer<typeof privacyEraseDtoSchema>;

export const ACCESS_ACTIONS = [
  'payment-proof.view',
  'bookings.export',
  'bookings.search',
  'door.lookup',
  'door.list',
  'door.snapshot',
  'privacy.search',
  'privacy.erase',
  'ticket.holder-change',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** GET /api/audit?limit=&before= : `before` is an entry's `_id` or an ISO time (entries strictly older). */
export const auditQuerySchema = z.object({
  limit: z.coerce.number({ error: AR_SERVER.invalidInput }).int().min(1).max(200).default(50),
  before: text({ error: AR_PRIVACY.audit.beforeInvalid, invalid: AR_SERVER.textInvalid })
    .trim()
    .max(100, AR_PRIVACY.audit.beforeInvalid)
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One entry of the access log: ids only, never the personal data itself. */
export const auditEntryDtoSchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), username: z.string() }).nullable(),
  action: z.enum(ACCESS_ACTIONS),
  targetType: z.enum(['booking', 'event', 'person']),
  /** A booking or event id; for a person, the keyed hash of what was searched. */
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

/** An account's address: section 11's one rule, kept in lower case as the users screen registers it. */
const accountEmail = email(AR_USERS.emailInvalid).toLowerCase();

/** PATCH /api/users/{id} (Admin): a new role, a new password, a new address, or several. */
// Strict: an unknown field is refused (docs/api/README.md#input-hygiene), never ignored on a role change.
export const updateUserBodySchema = z
  .strictObject({
    role: z.enum(ROLES, { error: AR_USERS.roleInvalid }).optional(),
    password: newPasswordSchema.optional(),
    email: accountEmail.optional(),
  })
  .refine((body) => body.role !== undefined || body.password !== undefined || body.email !== undefined, {
    message: AR_PRIVACY.staff.nothingToChange,
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** PATCH /api/users/profile (any active account, docs/api/accounts.md#profile): its own address. */
export const updateProfileBodySchema = z.strictObject({
  email: z.string({ error: AR_USERS.emailRequired }).trim().min(1, AR_USERS.emailRequired).pipe(accountEmail),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** The users screen's two forms, each one field of PATCH /api/users/{id}. */
export const changeRoleFormSchema = z.object({ role: z.enum(ROLES, { error: AR_USERS.roleInvalid }) });
export const setPasswordFormSchema = z.object({ password: newPasswordSchema });

/** POST /api/users/{id}/sessions/end: how many sessions were still open. */
export const endSessionsDtoSchema = z.object({ _id: z.string(), ended: z.number() });
