import type { Tx } from '../../db/client';
import { emailOutbox, type OutboxAttachment } from '../../db/schema';

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
 * Queues an email in the caller's transaction: it is sent only if the change commits,
 * and the sender job (jobs/) delivers it with retries.
 */
export async function enqueueEmail(tx: Tx, email: OutgoingEmail): Promise<void> {
  await tx.insert(emailOutbox).values({ ...email, attachments: email.attachments ?? [] });
}
