import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { OutboxAttachment } from '../../db/schema';

/**
 * The email outbox (docs/emails.md#the-outbox): every statement that writes the email_outbox table is
 * in this file. Emails are queued in the transaction of the change they report and delivered by the
 * sender job (jobs/outbox-sender.ts) with retries.
 */

/**
 * An email as it is queued: its kind (modules/email/templates), address, subject and the facts it
 * shows (JSON), rendered by the sender (jobs/outbox-sender.ts). Made by templates/index.ts emailOf.
 */
export type QueuedEmail = { kind: string; to: string; subject: string; data: Record<string, unknown> };

/**
 * A queued email as the sender claims it: its facts (data), or, for a row queued by an earlier
 * release, its rendered html, text and attachments.
 */
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
  /** 0 for one person's email, MESSAGE_PRIORITY for a staff message's copy. */
  priority?: number;
};

/**
 * The one way an email enters the outbox: an INSERT of the rows `emails` yields, with the columns
 * kind, "to", subject and data (jsonb). Run alone by enqueueEmails, or as a step of a larger
 * statement (the booking batch queues its emails in the statement that inserts its bookings, so a
 * batch costs no extra round trip).
 */
export function insertIntoOutbox(emails: SQL): SQL {
  return sql`INSERT INTO email_outbox (kind, "to", subject, data)
    SELECT queued.kind, queued."to", queued.subject, queued.data FROM (${emails}) AS queued`;
}

/** Queues emails in the caller's transaction: they are sent only if the change commits. */
export async function enqueueEmails(tx: Tx, emails: QueuedEmail[]): Promise<void> {
  // An erased booking (docs/api/privacy.md#what-is-erased) has no address left: there is nobody to write to.
  const addressed = emails.filter((email) => email.to);
  if (addressed.length === 0) return;
  await tx.execute(
    insertIntoOutbox(sql`
      SELECT * FROM json_to_recordset(${JSON.stringify(addressed)}::json)
        AS e(kind text, "to" text, subject text, data jsonb)`),
  );
}

/** Queues one email in the caller's transaction (enqueueEmails). */
export async function enqueueEmail(tx: Tx, email: QueuedEmail): Promise<void> {
  await enqueueEmails(tx, [email]);
}

const lease = (leaseMs: number) => sql`make_interval(secs => ${leaseMs / 1000})`;

/**
 * The priority of a staff message's copies (docs/emails.md#the-outbox): after every email about one
 * person's booking or place in line (0, the default), whenever both are due.
 */
export const MESSAGE_PRIORITY = 1;

/**
 * Queues one copy of a staff message per row of `copies` (columns kind, "to", subject, data) in the
 * caller's transaction, at MESSAGE_PRIORITY and tied to the message for its counts. Answers how many.
 */
export async function enqueueMessageCopies(tx: Tx, messageId: string, copies: SQL): Promise<number> {
  const inserted = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      INSERT INTO email_outbox (kind, "to", subject, data, priority, event_message_id)
      SELECT copy.kind, copy."to", copy.subject, copy.data, ${MESSAGE_PRIORITY}, ${messageId}::uuid
      FROM (${copies}) AS copy
      RETURNING id`),
  );
  return inserted.length;
}

const PACING_WINDOW = sql.raw(`interval '1 minute'`);

/**
 * Claims up to `limit` due emails for `leaseMs` (FOR UPDATE SKIP LOCKED, so several processes never
 * take the same row), the lowest priority first, then the oldest. Each claim counts an attempt:
 * `attempts` is the claim's fencing token.
 *
 * Paced (docs/emails.md#the-outbox): no more than `perMinute` claims in a minute for the installation,
 * counted in the mail_pacing row, locked and updated in the claim's own transaction, so processes
 * claiming at once wait for each other's count and never overspend it.
 */
export async function claimDueEmails(
  db: Db,
  limit: number,
  leaseMs: number,
  perMinute = Number.POSITIVE_INFINITY,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const budget = async () =>
      rowsOf<{ left: number }>(
        await tx.execute(sql`
          SELECT CASE WHEN window_start <= now() - ${PACING_WINDOW} THEN ${perMinute}
            ELSE greatest(0, ${perMinute} - used) END::float8 AS left
          FROM mail_pacing WHERE id = 1 FOR UPDATE`),
      )[0];
    let pace = Number.isFinite(perMinute) ? await budget() : { left: limit };
    if (!pace) {
      await tx.execute(sql`INSERT INTO mail_pacing (id) VALUES (1) ON CONFLICT DO NOTHING`);
      pace = await budget();
    }
    const take = Math.max(0, Math.min(limit, Math.floor(Number(pace?.left ?? 0))));
    if (take === 0) return [];
    const claimed = rowsOf<OutboxRow>(
      await tx.execute(sql`
        UPDATE email_outbox SET locked_until = now() + ${lease(leaseMs)}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM email_outbox
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY priority, id LIMIT ${take} FOR UPDATE SKIP LOCKED)
        RETURNING *`),
    );
    if (claimed.length > 0 && Number.isFinite(perMinute)) {
      await tx.execute(sql`
        UPDATE mail_pacing SET
          used = CASE WHEN window_start <= now() - ${PACING_WINDOW} THEN 0 ELSE used END + ${claimed.length},
          window_start = CASE WHEN window_start <= now() - ${PACING_WINDOW} THEN now() ELSE window_start END
        WHERE id = 1`);
    }
    // The rows' order inside RETURNING is not the subquery's: sent in the order they were chosen.
    return claimed.sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || Number(a.id) - Number(b.id));
  });
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

/**
 * Records a failed attempt of this claim: due again after `retryInSeconds` (never later than the end of
 * its `retryForSeconds` window since it was queued, so the last try falls on the window's end), or
 * failed for good once the window is over. Answers whether it was given up.
 */
export async function markEmailFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  schedule: { retryInSeconds: number; retryForSeconds: number },
): Promise<boolean> {
  const deadline = sql`created_at + make_interval(secs => ${schedule.retryForSeconds})`;
  const [updated] = rowsOf<{ failed: boolean }>(
    await db.execute(sql`
      UPDATE email_outbox SET locked_until = NULL, last_error = ${error},
        next_attempt_at = least(now() + make_interval(secs => ${schedule.retryInSeconds}), ${deadline}),
        failed_at = CASE WHEN now() >= ${deadline} THEN now() END
      WHERE id = ${row.id} AND attempts = ${row.attempts}
      RETURNING failed_at IS NOT NULL AS failed`),
  );
  return updated?.failed ?? false;
}

/**
 * Admin's "send it again" for an email failed for good (docs/api/operations.md#failed-emails): due now, one more
 * attempt by the sender job. It keeps its history (attempts, created_at): its 3 days are over, so if
 * this attempt fails too it is failed again at once, with the new error, for Admin to see.
 * Answers 'retried', 'not-failed' (sent, or still being tried) or 'unknown'.
 */
export async function retryFailedEmail(db: Db, id: string): Promise<'retried' | 'not-failed' | 'unknown'> {
  const [row] = rowsOf<{ retried: boolean }>(
    await db.execute(sql`
      WITH target AS (SELECT id, failed_at FROM email_outbox WHERE id = ${id}::bigint FOR UPDATE),
      retried AS (
        UPDATE email_outbox SET failed_at = NULL, next_attempt_at = now(), locked_until = NULL
        WHERE id IN (SELECT id FROM target WHERE failed_at IS NOT NULL)
        RETURNING id)
      SELECT EXISTS (SELECT 1 FROM retried) AS retried FROM target`),
  );
  if (!row) return 'unknown';
  return row.retried ? 'retried' : 'not-failed';
}

/** An email whose address and body were erased (or, never sent, dropped): its file name is `<id>-<kind>.eml`. */
export type ErasedEmail = { id: string; kind: string };

const ERASED = sql.raw(`"to" = '', html = NULL, text = NULL, data = NULL, attachments = '[]'::jsonb,
  last_error = NULL, erased_at = now()`);

/**
 * Erases the emails of an erased person (docs/api/privacy.md; docs/api/privacy.md#erase-a-person): a sent one
 * keeps its kind, subject and times, without address, facts or body; one not sent (due, or failed
 * for good) is dropped, so nothing is written to them afterwards and no retry can revive it
 * (unless `dropUnsent` is false: someone still waiting for seats keeps an offer on its way).
 */
export async function eraseEmails(
  tx: Tx,
  ids: string[],
  { dropUnsent = true }: { dropUnsent?: boolean } = {},
): Promise<ErasedEmail[]> {
  if (ids.length === 0) return [];
  const list = sql`(SELECT value::bigint FROM json_array_elements_text(${JSON.stringify(ids)}::json))`;
  return rowsOf<ErasedEmail>(
    await tx.execute(sql`
      WITH erased AS (
        UPDATE email_outbox SET ${ERASED}
        WHERE id IN ${list} AND sent_at IS NOT NULL AND erased_at IS NULL RETURNING id, kind
      ), dropped AS (
        DELETE FROM email_outbox WHERE id IN ${list} AND sent_at IS NULL AND ${dropUnsent} RETURNING id, kind
      )
      SELECT id::text AS id, kind FROM erased UNION ALL SELECT id::text AS id, kind FROM dropped`),
  );
}

/**
 * OUTBOX_KEEP_DAYS (docs/api/privacy.md): up to `limit` emails sent more than `days` ago lose their
 * address and body (SKIP LOCKED: several processes never take the same rows).
 */
export async function eraseSentEmailsBefore(
  db: Db | Tx,
  days: number,
  limit: number,
): Promise<ErasedEmail[]> {
  return rowsOf<ErasedEmail>(
    await db.execute(sql`
      UPDATE email_outbox SET ${ERASED}
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE sent_at IS NOT NULL AND erased_at IS NULL AND sent_at < now() - make_interval(days => ${days})
        ORDER BY sent_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, kind`),
  );
}
