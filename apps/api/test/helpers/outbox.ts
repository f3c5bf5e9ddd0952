import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema';
import type { OutboxRow } from '../../src/modules/email/outbox';
import { renderOutboxRow } from '../../src/modules/email/templates';
import type { TestApp } from '../test-app';

/**
 * The queued emails matching `where`, oldest first, each as the sender sends it: subject, html, text
 * and attachments rendered from its facts (modules/email/templates). `queued` keeps the columns as
 * stored, to show what the outbox holds.
 */
export async function queuedEmails(app: TestApp, where?: SQL) {
  const rows = await app.database.db.select().from(emailOutbox).where(where).orderBy(asc(emailOutbox.id));
  return Promise.all(
    rows.map(async (row) => {
      const { attachments = [], ...rendered } = await renderOutboxRow(app.config, row as OutboxRow);
      return { ...row, ...rendered, attachments, queued: row };
    }),
  );
}

/** An email queued already rendered, as the release before templates did (its html and text kept). */
export async function queueRenderedEmail(
  db: Db,
  email: { kind: string; to: string; subject: string; html: string; text: string },
): Promise<void> {
  await db.insert(emailOutbox).values(email);
}

/** The queued emails to an address (of one kind, when given), as the sender sends them. */
export function emailsTo(app: TestApp, address: string | null, kind?: string) {
  const to = eq(emailOutbox.to, address ?? '');
  return queuedEmails(app, kind ? and(to, eq(emailOutbox.kind, kind)) : to);
}
