import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { scrubText } from '../lib/private-logs';
import {
  claimDueEmails,
  emlFile,
  markEmailFailed,
  markEmailSent,
  type OutboxRow,
  renderOutboxRow,
  renewClaims,
} from '../modules/email';
import type { Job } from './scheduler';

const BATCH = 20;
/**
 * A claimed row stays invisible to other senders for this long; a crash makes it due again after.
 * While its batch is being sent the lease is renewed (every third of it, and before each email), so a
 * slow batch is never claimed a second time by another sender.
 */
const LEASE_MS = 2 * 60_000;

export type OutboxSenderOptions = {
  /** The claim's lease; shorter in tests. */
  leaseMs?: number;
};

/**
 * The Message-ID of an outbox row: the same on every attempt, so a resend after a crash (sent, but
 * not yet recorded as sent) is the same message to the receiving servers and mail programs.
 */
export function outboxMessageId(publicUrl: string, id: number | string): string {
  return `<outbox-${id}@${new URL(publicUrl).hostname}>`;
}

/**
 * How long an email is tried after it was queued (docs/api/operations.md#failed-emails): a mail server down over a
 * long weekend still delivers on Monday. After that it is failed for good, and Admin can send it
 * again from the panel (modules/email/outbox-admin.routes.ts).
 */
export const RETRY_FOR_SECONDS = 3 * 24 * 3600;
/** The longest wait between two attempts. */
const MAX_WAIT_SECONDS = 6 * 3600;

/**
 * The wait after a failed attempt: 30 s, 1 min, 2 min ... doubling up to 6 hours, so a brief refusal
 * costs seconds and a long outage a few attempts a day (about 22 in all over the 3 days).
 */
export function backoffSeconds(attempts: number): number {
  return Math.min(MAX_WAIT_SECONDS, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due emails with a lock (FOR UPDATE SKIP LOCKED, so several processes never take the same row),
 * sends each through SMTP_URL or, without it, writes DATA_DIR/outbox/<id>-<kind>.eml, and records the
 * outcome. Bodies and addresses never reach the log.
 */
export function createOutboxSender(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  options: OutboxSenderOptions = {},
) {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  let transporter: Transporter | undefined;
  const transport = (): Transporter => {
    transporter ??= config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return transporter;
  };

  async function deliver(row: OutboxRow): Promise<void> {
    // Rendered here from its facts (QR codes drawn by the sender), or as an earlier release queued it.
    const { subject, html, text, attachments = [] } = await renderOutboxRow(config, row);
    const info = await transport().sendMail({
      messageId: outboxMessageId(config.publicUrl, row.id),
      from: config.mailFrom,
      // Answers reach the agency's real inbox, never the no-reply sender (docs/emails.md#reply-to-and-contact).
      replyTo: config.mailReplyTo,
      to: row.to,
      subject,
      html,
      text,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.contentBase64, 'base64'),
        contentType: a.contentType,
        ...(a.cid && { cid: a.cid }),
      })),
    });
    if (!config.smtpUrl) {
      // Private like everything under DATA_DIR (docs/operations.md#private-data), whatever the process umask.
      const file = emlFile(config.dataDir, row.id, row.kind);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
    }
  }

  /** One pass: claims and sends up to BATCH emails; returns how many it claimed. */
  async function sendDue(): Promise<number> {
    const claimed = await claimDueEmails(db, BATCH, leaseMs, config.mailPerMinute);
    if (claimed.length === 0) return 0;

    // The rows of this batch still to send; a timer keeps their lease alive while one email is slow.
    const unsent = new Map(claimed.map((row) => [String(row.id), row]));
    let renewing: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = renewing
        .then(() => renewClaims(db, [...unsent.values()], leaseMs))
        .catch((err) => log.warn({ err }, 'outbox lease not renewed'));
    }, leaseMs / 3);
    timer.unref?.();
    try {
      for (const row of claimed) {
        // Still ours? Renewed here too, so the lease never runs out between two emails.
        const ours = await renewClaims(db, [row], leaseMs);
        if (!ours.has(String(row.id))) {
          unsent.delete(String(row.id));
          continue;
        }
        try {
          await deliver(row);
          unsent.delete(String(row.id));
          await markEmailSent(db, row);
        } catch (error) {
          unsent.delete(String(row.id));
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const failed = await markEmailFailed(db, row, message, {
            retryInSeconds: backoffSeconds(row.attempts),
            retryForSeconds: RETRY_FOR_SECONDS,
          });
          // A mail server's refusal may quote the address: the log gets the message without it.
          log.warn(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, failed, error: scrubText(message) },
            'email not sent',
          );
        }
      }
    } finally {
      clearInterval(timer);
      await renewing;
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
