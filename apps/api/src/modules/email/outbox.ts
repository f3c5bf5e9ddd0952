import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { OutboxAttachment } from '../../db/schema';

/**
 * The email outbox (DECISIONS.md sections 5 and 10): every statement that writes the email_outbox table is
 * in this file. Emails are queued in the transaction of the change they report and delivered by the
 * sender job (jobs/outbox-sender.ts) with retries.
 */

export type OutgoingEmail = {
  /** What the email is about, e.g. 'booking-received'; kept for the log and tests. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
};

/**
 * An email queued as the facts it shows, rendered by the sender (jobs/outbox-templates.ts renders
 * `kind` from `data`). For the emails of a sales rush: a few hundred bytes per booking travel to the
 * database under the event's lock instead of the whole HTML.
 */
export type TemplatedEmail = { kind: string; to: string; subject: string; data: Record<string, unknown> };

/** A queued email as the sender claims it: rendered (html and text) or as facts (data). */
export type OutboxRow = {
  id: number | string;
  kind: string;
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
  data: Record<string, unknown> | string | null;
  attachments: OutboxAttachment[] | string;
  attempts: number;
};

/**
 * The one way an email enters the outbox: an INSERT of the rows `emails` yields, with the columns
 * kind, "to", subject, html, text, attachments (jsonb, null for none) and data (jsonb: the facts of a
 * TemplatedEmail, null for a rendered one). Run alone by enqueueEmail, or as a step of a larger
 * statement (the booking batch queues its emails in the statement that inserts its bookings, so a
 * batch costs no extra round trip).
 */
export function insertIntoOutbox(emails: SQL): SQL {
  return sql`INSERT INTO email_outbox (kind, "to", subject, html, text, attachments, data)
    SELECT queued.kind, queued."to", queued.subject, queued.html, queued.text,
           coalesce(queued.attachments, '[]'::jsonb), queued.data
    FROM (${emails}) AS queued`;
}

/** The columns of an outbox row for a rendered or a templated email, as insertIntoOutbox takes them. */
export function outboxColumns(email: OutgoingEmail | TemplatedEmail): {
  html: string | null;
  text: string | null;
  attachments: OutboxAttachment[] | null;
  data: TemplatedEmail['data'] | null;
} {
  return 'data' in email
    ? { html: null, text: null, attachments: null, data: email.data }
    : { html: email.html, text: email.text, attachments: email.attachments ?? null, data: null };
}

/** Queues an email in the caller's transaction: it is sent only if the change commits. */
export async function enqueueEmail(tx: Tx, email: OutgoingEmail): Promise<void> {
  await tx.execute(
    insertIntoOutbox(sql`
      SELECT *, NULL::jsonb AS data
      FROM json_to_record(${JSON.stringify({ ...email, attachments: email.attachments ?? [] })}::json)
        AS e(kind text, "to" text, subject text, html text, text text, attachments jsonb)`),
  );
}

const lease = (leaseMs: number) => sql`make_interval(secs => ${leaseMs / 1000})`;

/**
 * Claims up to `limit` due emails for `leaseMs` (FOR UPDATE SKIP LOCKED, so several processes never
 * take the same row). Each claim counts an attempt: `attempts` is the claim's fencing token.
 */
export async function claimDueEmails(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return rowsOf<OutboxRow>(
    await db.execute(sql`
      UPDATE email_outbox SET locked_until = now() + ${lease(leaseMs)}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING *`),
  );
}

/**
 * Extends the lease of claimed rows not yet sent; answers the ids still ours. A row claimed again by
 * another sender (after a lease ran out) has a higher attempt count, and is not renewed.
 */
export async function renewClaims(db: Db, rows: OutboxRow[], leaseMs: number): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const claims = sql.join(
    rows.map((r) => sql`(${r.id}::bigint, ${r.attempts}::integer)`),
    sql`, `,
  );
  const renewed = rowsOf<{ id: number | string }>(
    await db.execute(sql`
      UPDATE email_outbox SET locked_until = now() + ${lease(leaseMs)}
      WHERE (id, attempts) IN (${claims}) AND sent_at IS NULL AND failed_at IS NULL
      RETURNING id`),
  );
  return new Set(renewed.map((r) => String(r.id)));
}

export async function markEmailSent(db: Db, row: OutboxRow): Promise<void> {
  await db.execute(
    sql`UPDATE email_outbox SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${row.id}`,
  );
}

/** Records a failed attempt of this claim: due again after `retryInSeconds`, or given up. */
export async function markEmailFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  outcome: { retryInSeconds: number; givenUp: boolean },
): Promise<void> {
  await db.execute(sql`
    UPDATE email_outbox SET locked_until = NULL, last_error = ${error},
      next_attempt_at = now() + make_interval(secs => ${outcome.retryInSeconds}),
      failed_at = ${outcome.givenUp ? sql`now()` : sql`NULL`}
    WHERE id = ${row.id} AND attempts = ${row.attempts}`);
}
