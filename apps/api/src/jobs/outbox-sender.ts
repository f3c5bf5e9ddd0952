import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { OutboxAttachment } from '../db/schema';
import type { Job } from './scheduler';

export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** A claimed row stays invisible to other senders for this long; a crash makes it due again after. */
const LOCK = '2 minutes';

type OutboxRow = {
  id: number | string;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[] | string;
  attempts: number;
};

/** 30 s, 1 min, 2 min ... capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Claims due emails with a lock (FOR UPDATE SKIP LOCKED, so several processes never take the same row),
 * sends each through SMTP_URL or, without it, writes DATA_DIR/outbox/<id>-<kind>.eml, and records the
 * outcome. Bodies and addresses never reach the log.
 */
export function createOutboxSender(db: Db, config: Config, log: FastifyBaseLogger) {
  let transporter: Transporter | undefined;
  const transport = (): Transporter => {
    transporter ??= config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return transporter;
  };
  const outboxDir = path.join(config.dataDir, 'outbox');

  async function deliver(row: OutboxRow): Promise<void> {
    const attachments = typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments;
    const info = await transport().sendMail({
      from: config.mailFrom,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: (attachments as OutboxAttachment[]).map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.contentBase64, 'base64'),
        contentType: a.contentType,
        ...(a.cid && { cid: a.cid }),
      })),
    });
    if (!config.smtpUrl) {
      await mkdir(outboxDir, { recursive: true });
      const kind = row.kind.replace(/[^a-z0-9-]/gi, '_');
      await writeFile(path.join(outboxDir, `${row.id}-${kind}.eml`), info.message as Buffer);
    }
  }

  /** One pass: claims and sends up to BATCH emails; returns how many it claimed. */
  async function sendDue(): Promise<number> {
    const claimed = rowsOf<OutboxRow>(
      await db.execute(sql`
        UPDATE email_outbox SET locked_until = now() + ${sql.raw(`interval '${LOCK}'`)}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM email_outbox
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING *`),
    );
    for (const row of claimed) {
      try {
        await deliver(row);
        await db.execute(
          sql`UPDATE email_outbox SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${row.id}`,
        );
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const failed = row.attempts >= MAX_ATTEMPTS;
        await db.execute(sql`
          UPDATE email_outbox SET locked_until = NULL, last_error = ${message},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)}),
            failed_at = ${failed ? sql`now()` : sql`NULL`}
          WHERE id = ${row.id}`);
        log.warn(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, failed, error: message },
          'email not sent',
        );
      }
    }
    return claimed.length;
  }

  /** Sends until nothing is due (bounded, so one run never takes over the process). */
  async function run(): Promise<number> {
    let total = 0;
    for (let round = 0; round < 25; round++) {
      const n = await sendDue();
      total += n;
      if (n < BATCH) break;
    }
    return total;
  }

  return { run, sendDue, close: () => transporter?.close() };
}

export function outboxSenderJob(db: Db, config: Config, log: FastifyBaseLogger): Job {
  const sender = createOutboxSender(db, config, log);
  return { name: 'outbox-sender', everyMs: 5_000, run: sender.run };
}
