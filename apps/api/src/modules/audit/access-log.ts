import { createHmac } from 'node:crypto';
import { type AccessAction, AR_PRIVACY, type AuditEntryDto, type AuditQuery } from '@app/shared';
import { desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { type AccessLogRow, accessLog } from '../../db/schema';
import { BadRequest } from '../../lib/errors';
import { isId } from '../../lib/ids';

export type AccessEntry = {
  action: AccessAction;
  targetType: AccessLogRow['targetType'];
  targetId: string;
  /** Ids and counts only: never a name, national ID, email, phone or searched text. */
  details?: Record<string, unknown>;
};

/**
 * A searched text (a national ID, an email, a phone) is personal data: the log keeps a keyed hash
 * of it, so "was this person looked up, and by whom" can be answered by hashing the same text with
 * this server's secret, while the log alone reveals nothing (14-digit IDs are too few to hide
 * behind a plain hash).
 */
export function personHash(secret: string, normalizedKey: string): string {
  return createHmac('sha256', secret).update(`person:${normalizedKey}`).digest('hex').slice(0, 32);
}

function row(request: FastifyRequest, entry: AccessEntry) {
  return {
    actorId: request.user?.id ?? null,
    actorName: request.user?.username ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
  };
}

/** Writes the entry inside the caller's transaction: the change and its record commit together. */
export async function recordAccessIn(tx: Tx, request: FastifyRequest, entry: AccessEntry): Promise<void> {
  await tx.insert(accessLog).values(row(request, entry));
}

/**
 * Records a read of personal data before the data is sent (the route awaits it), so the log cannot
 * be skipped by a client that drops the connection early. When the database refuses the entry,
 * the read still succeeds (a log fault must not lock staff out of a proof at the payment desk), and
 * the same entry, ids only, goes to the process log at error level: never lost without a trace.
 */
export async function recordAccess(
  db: Db,
  log: FastifyBaseLogger,
  request: FastifyRequest,
  entry: AccessEntry,
): Promise<void> {
  try {
    await db.insert(accessLog).values(row(request, entry));
  } catch (err) {
    log.error({ err, accessLog: row(request, entry) }, 'access log entry not stored');
  }
}

function toDto(entry: AccessLogRow): AuditEntryDto {
  return {
    _id: entry.id,
    at: entry.at.toISOString(),
    actor:
      entry.actorId || entry.actorName
        ? { _id: entry.actorId, username: entry.actorName ?? AR_PRIVACY.audit.deletedUser }
        : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
  };
}

/** Newest first; `before` an entry's id (the page's last one) or an ISO time. */
export async function listAccessLog(db: Db, query: AuditQuery): Promise<AuditEntryDto[]> {
  let older: SQL | undefined;
  if (query.before) {
    if (isId(query.before)) {
      const [cursor] = await db
        .select({ id: accessLog.id })
        .from(accessLog)
        .where(eq(accessLog.id, query.before))
        .limit(1);
      if (!cursor) throw new BadRequest(AR_PRIVACY.audit.beforeInvalid, 'before');
      // Compared in SQL: the stored time has microseconds, a JavaScript Date only milliseconds.
      older = sql`(${accessLog.at}, ${accessLog.id}) < (SELECT at, id FROM access_log WHERE id = ${cursor.id})`;
    } else {
      const time = new Date(query.before);
      if (Number.isNaN(time.getTime())) throw new BadRequest(AR_PRIVACY.audit.beforeInvalid, 'before');
      older = lt(accessLog.at, time);
    }
  }
  const rows = await db
    .select()
    .from(accessLog)
    .where(older)
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .limit(query.limit);
  return rows.map(toDto);
}
