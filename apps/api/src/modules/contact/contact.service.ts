import {
  AR_CONTACT_REQUESTS,
  type ContactDecisionInput,
  type ContactFilter,
  type ContactMessageDto,
  type ContactMessageInput,
  parseCairoDateTime,
} from '@app/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { emailOf, enqueueEmail, enqueueEmails } from '../email';

type ContactRow = typeof contactMessages.$inferSelect;

export function toContactDto(row: ContactRow): ContactMessageDto {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    requestType: row.requestType,
    message: row.message,
    status: row.status,
    reason: row.reason,
    interviewDate: row.interviewDate,
    interviewTime: row.interviewTime,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The roles that handle contact requests (docs/product.md#states), told of each new one. */
const HANDLERS = ['Admin', 'Supporter'] as const;

/**
 * The first start creates its Admin with a placeholder address (`<username>@localhost`, see
 * users.service.ts) that no mail server delivers: it is never written to.
 */
const PLACEHOLDER_ADDRESS = /@localhost$/i;

/**
 * Who is told of a new contact request (docs/emails.md#who-hears-of-a-contact-request): every active Admin and Supporter
 * (accounts always have an email address), and STAFF_NOTIFY_EMAIL too when set (a shared inbox, or
 * the one address that hears of them while the accounts have placeholder addresses). Each address
 * once, whatever its case.
 */
async function requestHandlers(tx: Tx, config: Pick<Config, 'staffNotifyEmail'>): Promise<string[]> {
  const accounts = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...HANDLERS]), eq(users.isSuspended, false)));
  const addresses = new Map<string, string>();
  for (const address of [config.staffNotifyEmail, ...accounts.map((a) => a.email)]) {
    const trimmed = address?.trim();
    if (!trimmed || PLACEHOLDER_ADDRESS.test(trimmed)) continue;
    const key = trimmed.toLowerCase();
    if (!addresses.has(key)) addresses.set(key, trimmed);
  }
  return [...addresses.values()];
}

/** Stores a request and, in the same transaction, queues the email telling its handlers. */
export async function createContactMessage(
  db: Db,
  config: Pick<Config, 'staffNotifyEmail'>,
  body: ContactMessageInput,
): Promise<ContactMessageDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(body).returning();
    const handlers = await requestHandlers(tx, config);
    await enqueueEmails(
      tx,
      handlers.map((to) =>
        emailOf('contact-new', to, {
          fullName: row!.fullName,
          email: row!.email,
          phone: row!.phone,
          requestType: row!.requestType,
          message: row!.message,
          createdAt: row!.createdAt.toISOString(),
        }),
      ),
    );
    return toContactDto(row!);
  });
}

const FILTER_STATUSES: Record<ContactFilter, ContactRow['status'][]> = {
  pending: ['pending'],
  accepted: ['accepted', 'interviewScheduled'],
  rejected: ['rejected'],
};

/** Newest first; the 'accepted' filter covers accepted and interviewScheduled (docs/product.md#states). */
export async function listContactMessages(db: Db, filter?: ContactFilter): Promise<ContactMessageDto[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(filter ? inArray(contactMessages.status, FILTER_STATUSES[filter]) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactDto);
}

/**
 * An interview is set by the Cairo wall clock (the date and time staff type, docs/api/contact.md#decide);
 * one at or before the present minute in Cairo is in the past. The schema has checked both parts.
 */
function interviewIsPast(date: string | undefined, time: string | undefined, now = new Date()): boolean {
  if (!date || !time) return false;
  const at = parseCairoDateTime(`${date}T${time.slice(0, 5)}`);
  return !Number.isNaN(at.getTime()) && at.getTime() <= now.getTime();
}

/**
 * Decides a pending request once: the update only matches while it is still pending, so two staff
 * deciding at the same moment get one success and one 409. The requester's email is queued in
 * the same transaction.
 */
export async function decideContactMessage(
  db: Db,
  id: string,
  actorId: string,
  body: ContactDecisionInput,
): Promise<ContactMessageDto> {
  const accepted = body.status !== 'rejected';
  if (accepted && interviewIsPast(body.interviewDate, body.interviewTime)) {
    throw new BadRequest(AR_CONTACT_REQUESTS.interviewInPast, 'interviewDate');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({
        status: accepted ? 'interviewScheduled' : 'rejected',
        reason: body.reason,
        interviewDate: accepted ? body.interviewDate : null,
        interviewTime: accepted ? body.interviewTime : null,
        decidedAt: new Date(),
        decidedBy: actorId,
      })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'pending')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .limit(1);
      if (!existing) throw new NotFound(AR_CONTACT_REQUESTS.messageNotFound);
      throw new Conflict(AR_CONTACT_REQUESTS.alreadyDecided, 'status');
    }
    const decision = { fullName: row.fullName, requestType: row.requestType, reason: body.reason };
    await enqueueEmail(
      tx,
      accepted
        ? emailOf('contact-accepted', row.email, {
            ...decision,
            interviewDate: body.interviewDate,
            interviewTime: body.interviewTime,
          })
        : emailOf('contact-rejected', row.email, decision),
    );
    return toContactDto(row);
  });
}
