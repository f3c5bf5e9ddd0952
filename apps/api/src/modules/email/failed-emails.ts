import type { OutboxItemDto, OutboxListDto, OutboxListQuery } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { Conflict, NotFound } from '../../lib/errors';
import { scrubText } from '../../lib/private-logs';
import { retryFailedEmail } from './outbox';

/** An outbox id as the URL carries it: digits only, else it cannot exist (404, never a database error). */
const OUTBOX_ID = /^[1-9]\d{0,17}$/;

type FailedRow = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  failed_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The mail server's words without what they may quote: an address, a link, a long number, and the
 * user and password of an SMTP URL (smtp://user:pass@host).
 */
function safeError(text: string | null): string | null {
  if (text === null) return null;
  return scrubText(text.replace(/\b([a-z][\w+.-]*:\/\/)[^\s/@]*@/gi, '$1…@'));
}

/** GET /api/admin/outbox?state=failed: the newest emails given up after 3 days of retries. */
/** How many emails gave up (the Admin's home, docs/api/reports.md#the-admins-home). */
export async function countFailedEmails(db: Db): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM email_outbox WHERE failed_at IS NOT NULL`),
  );
  return row?.total ?? 0;
}

export async function listFailedEmails(db: Db, query: OutboxListQuery): Promise<OutboxListDto> {
  const rows = rowsOf<FailedRow>(
    await db.execute(sql`
      SELECT id::text AS id, kind, "to", subject, attempts, last_error, created_at, failed_at
      FROM email_outbox WHERE failed_at IS NOT NULL
      ORDER BY failed_at DESC, id DESC LIMIT ${query.limit}`),
  );
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM email_outbox WHERE failed_at IS NOT NULL`),
  );
  const items: OutboxItemDto[] = rows.map((r) => ({
    _id: r.id,
    id: r.id,
    to: r.to,
    subject: r.subject,
    kind: r.kind,
    attempts: r.attempts,
    lastError: safeError(r.last_error),
    createdAt: iso(r.created_at),
    failedAt: r.failed_at === null ? null : iso(r.failed_at),
  }));
  return { items, total: count?.total ?? 0 };
}

/** POST /api/admin/outbox/{id}/retry: 404 unknown, 409 when it is not failed (sent, or still tried). */
export async function retryEmail(db: Db, id: string, messages: { notFound: string; notFailed: string }) {
  if (!OUTBOX_ID.test(id)) throw new NotFound(messages.notFound);
  const outcome = await retryFailedEmail(db, id);
  if (outcome === 'unknown') throw new NotFound(messages.notFound);
  if (outcome === 'not-failed') throw new Conflict(messages.notFailed);
}
