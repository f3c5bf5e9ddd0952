import {
  AR,
  type ContactDecisionInput,
  type ContactFilter,
  type ContactMessageDto,
  type ContactMessageInput,
} from '@app/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { Conflict, NotFound } from '../../lib/errors';
import { enqueueEmail } from '../email/outbox';
import { contactDecisionEmail } from './contact-emails';

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

export async function createContactMessage(db: Db, body: ContactMessageInput): Promise<ContactMessageDto> {
  const [row] = await db.insert(contactMessages).values(body).returning();
  return toContactDto(row!);
}

const FILTER_STATUSES: Record<ContactFilter, ContactRow['status'][]> = {
  pending: ['pending'],
  accepted: ['accepted', 'interviewScheduled'],
  rejected: ['rejected'],
};

/** Newest first; the 'accepted' filter covers accepted and interviewScheduled (SPEC.md section 4). */
export async function listContactMessages(db: Db, filter?: ContactFilter): Promise<ContactMessageDto[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(filter ? inArray(contactMessages.status, FILTER_STATUSES[filter]) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactDto);
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
      if (!existing) throw new NotFound(AR.messages.messageNotFound);
      throw new Conflict(AR.messages.alreadyDecided, 'status');
    }
    await enqueueEmail(
      tx,
      contactDecisionEmail(
        accepted
          ? {
              accepted: true,
              to: row.email,
              fullName: row.fullName,
              requestType: row.requestType,
              reason: body.reason,
              interviewDate: body.interviewDate,
              interviewTime: body.interviewTime,
            }
          : {
              accepted: false,
              to: row.email,
              fullName: row.fullName,
              requestType: row.requestType,
              reason: body.reason,
            },
      ),
    );
    return toContactDto(row);
  });
}
