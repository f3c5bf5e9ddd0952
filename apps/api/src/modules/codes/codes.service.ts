import {
  AR_CODES,
  AR_EVENTS,
  type CodeCheck,
  type CodeDto,
  type CodeForm,
  type CodeUpdate,
} from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type EventCodeRow, eventCodes, events } from '../../db/schema';
import { BadRequest, Conflict, isUniqueViolation, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { codeDiscountGivenSql, codeWasUsed } from '../bookings';
import { toTicketTypeDto, typeRowsOf } from '../ticket-types';
import { codeAppliesTo, codeIsLive, usesLeft } from './code-rules';

/**
 * Discount, access and complimentary codes (docs/api/codes.md). Changes lock the event row first,
 * as the booking round does, so a code never changes under a round that is using it.
 */

async function lockEvent(tx: Tx, eventId: string): Promise<void> {
  if (!isId(eventId)) throw new NotFound(AR_EVENTS.notFound);
  const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw new NotFound(AR_EVENTS.notFound);
}

function toCodeDto(row: EventCodeRow, given: number | string = 0): CodeDto {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOff === null ? null : Number(row.amountOff),
    ticketTypeIds: row.ticketTypeIds,
    maxUses: row.maxUses,
    uses: row.uses,
    discountGiven: Number(given),
    validUntil: row.validUntil?.toISOString() ?? null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCodes(db: Db, eventId: string): Promise<CodeDto[]> {
  if (!isId(eventId)) throw new NotFound(AR_EVENTS.notFound);
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new NotFound(AR_EVENTS.notFound);
  const rows = await db
    .select({ code: eventCodes, given: codeDiscountGivenSql })
    .from(eventCodes)
    .where(eq(eventCodes.eventId, eventId))
    .orderBy(eventCodes.createdAt);
  return rows.map((row) => toCodeDto(row.code, row.given));
}

export async function createCode(db: Db, eventId: string, form: CodeForm): Promise<CodeDto> {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const typeIds = form.ticketTypeIds?.length ? [...new Set(form.ticketTypeIds)] : null;
    if (typeIds) {
      const known = new Set((await typeRowsOf(tx, eventId)).map((t) => t.id));
      if (!typeIds.every((id) => known.has(id))) throw new BadRequest(AR_CODES.typesInvalid, 'ticketTypeIds');
    }
    const comp = form.kind === 'comp';
    const [row] = await tx
      .insert(eventCodes)
      .values({
        eventId,
        code: form.code.toUpperCase(),
        kind: form.kind,
        percentOff: comp ? null : (form.percentOff ?? null),
        amountOff: comp ? null : (form.amountOff ?? null),
        ticketTypeIds: typeIds,
        maxUses: form.maxUses ?? null,
        validUntil: form.validUntil ? new Date(form.validUntil) : null,
      })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'event_codes_event_code_idx'))
          throw new Conflict(AR_CODES.codeTaken, 'code');
        throw error;
      });
    return toCodeDto(row!);
  });
}

async function codeOf(tx: Tx, eventId: string, codeId: string): Promise<EventCodeRow> {
  if (!isId(codeId)) throw new NotFound(AR_CODES.notFound);
  const [row] = await tx
    .select()
    .from(eventCodes)
    .where(and(eq(eventCodes.id, codeId), eq(eventCodes.eventId, eventId)));
  if (!row) throw new NotFound(AR_CODES.notFound);
  return row;
}

export async function updateCode(
  db: Db,
  eventId: string,
  codeId: string,
  values: CodeUpdate,
): Promise<CodeDto> {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const current = await codeOf(tx, eventId, codeId);
    if (values.maxUses != null && values.maxUses < current.uses) {
      throw new Conflict(AR_CODES.maxUsesBelowUses, 'maxUses');
    }
    const changes = {
      ...(values.maxUses !== undefined && { maxUses: values.maxUses }),
      ...(values.validUntil !== undefined && {
        validUntil: values.validUntil ? new Date(values.validUntil) : null,
      }),
      ...(values.active !== undefined && { active: values.active }),
    };
    const [row] =
      Object.keys(changes).length === 0
        ? [current]
        : await tx.update(eventCodes).set(changes).where(eq(eventCodes.id, codeId)).returning();
    const [{ given } = { given: 0 }] = await tx
      .select({ given: codeDiscountGivenSql })
      .from(eventCodes)
      .where(eq(eventCodes.id, codeId));
    return toCodeDto(row!, given);
  });
}

/** Deletes a code no booking used (409 after: it is stopped instead). */
export async function deleteCode(db: Db, eventId: string, codeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    await codeOf(tx, eventId, codeId);
    if (await codeWasUsed(tx, codeId)) throw new Conflict(AR_CODES.codeUsed);
    await tx.delete(eventCodes).where(eq(eventCodes.id, codeId));
  });
}

/** A code of an event by its text, compared without case. */
export async function codeByText(db: Tx, eventId: string, code: string): Promise<EventCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(eventCodes)
    .where(and(eq(eventCodes.eventId, eventId), sql`upper(${eventCodes.code}) = upper(${code.trim()})`));
  return row;
}

/** The public check (docs/api/codes.md): what a live code gives, on which types; 404 otherwise. */
export async function checkCode(db: Db, eventId: string, code: string): Promise<CodeCheck> {
  if (!isId(eventId)) throw new NotFound(AR_CODES.invalid);
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.isShow, true)));
  if (!event) throw new NotFound(AR_CODES.invalid);
  const row = await codeByText(db, eventId, code);
  const now = new Date();
  if (!row || !codeIsLive(row, now)) throw new NotFound(AR_CODES.invalid);
  if (usesLeft(row) <= 0) throw new NotFound(AR_CODES.usedUp);
  const types = (await typeRowsOf(db, eventId)).filter((type) => codeAppliesTo(row, type));
  return {
    valid: true,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOff === null ? null : Number(row.amountOff),
    ticketTypes: types.map((type) => toTicketTypeDto(type, now)),
  };
}

/** The text of a booking's code (docs/api/codes.md), or null. */
export async function codeTextOf(db: Tx, codeId: string | null): Promise<string | null> {
  if (!codeId) return null;
  const [row] = await db.select({ code: eventCodes.code }).from(eventCodes).where(eq(eventCodes.id, codeId));
  return row?.code ?? null;
}
