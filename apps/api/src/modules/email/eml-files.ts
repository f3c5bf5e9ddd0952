import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Without SMTP_URL, each sent email is a file under DATA_DIR/outbox (docs/emails.md#the-outbox): the
 * name of an outbox row's file, and its removal when the row is erased (docs/api/privacy.md), so the
 * files keep no more than the table does.
 */
export function emlFile(dataDir: string, id: number | string, kind: string): string {
  return path.join(dataDir, 'outbox', `${id}-${kind.replace(/[^a-z0-9-]/gi, '_')}.eml`);
}

export async function removeEmlFiles(dataDir: string, emails: { id: string; kind: string }[]): Promise<void> {
  for (const email of emails) await rm(emlFile(dataDir, email.id, email.kind), { force: true });
}
