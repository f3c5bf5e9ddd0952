import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailboxKeySql } from '../../db/mailbox-key-sql';
import { rowsOf } from '../../db/rows';
import { ids } from './personal-data';

/**
 * The emails that hold a person's data (docs/api/privacy.md; docs/api/privacy.md#erase-a-person): those written to
 * their mailboxes, and those whose facts or body name them (a new contact request told to the
 * staff carries the visitor's address and phone). Reads only; modules/email/outbox.ts erases.
 */

export type FoundEmail = {
  id: string;
  kind: string;
  subject: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  failed_at: Date | string | null;
};

/**
 * Who to look for: their mailboxes (packages/shared mailboxKey) and texts that name them in an
 * email's content (their addresses, national ID, phone digits, and the ids of their bookings and
 * waiting-list entries, which every booking and waiting-list email's facts carry).
 */
export type EmailTrail = { mailboxes: string[]; needles: string[] };

const FOUND_COLUMNS = sql.raw(`o.id::text AS id, o.kind, o.subject, o.created_at, o.sent_at, o.failed_at`);

/** A privacy search's emails: not yet erased, to their mailboxes or naming them (case ignored). */
export async function findEmails(tx: Tx, trail: EmailTrail, limit = 200): Promise<FoundEmail[]> {
  const terms: SQL[] = [];
  if (trail.mailboxes.length) terms.push(sql`${mailboxKeySql(sql`o."to"`)} IN (${ids(trail.mailboxes)})`);
  for (const needle of new Set(trail.needles.map((n) => n.toLowerCase()).filter(Boolean))) {
    terms.push(sql`strpos(c.body, ${needle}) > 0`);
  }
  if (terms.length === 0) return [];
  return rowsOf<FoundEmail>(
    await tx.execute(sql`
      SELECT ${FOUND_COLUMNS}
      FROM email_outbox o,
        LATERAL (SELECT lower(concat_ws(' ', o.data::text, o.html, o.text)) AS body) c
      WHERE o.erased_at IS NULL AND (${sql.join(terms, sql` OR `)})
      ORDER BY o.id DESC LIMIT ${limit}`),
  );
}

/**
 * Retention's emails: those whose facts carry one of these booking or waiting-list entry ids
 * (any value at any depth: `booking.id`, `bookingId`, `entryId`, `bookings[].id`). Rows queued
 * rendered by an earlier release have no facts; OUTBOX_KEEP_DAYS reaches them.
 */
export async function findEmailsAbout(tx: Tx, recordIds: string[]): Promise<string[]> {
  if (recordIds.length === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      WITH record AS (SELECT value FROM json_array_elements_text(${JSON.stringify(recordIds)}::json))
      SELECT o.id::text AS id FROM email_outbox o
      WHERE o.erased_at IS NULL AND o.data IS NOT NULL AND EXISTS (
        SELECT 1 FROM jsonb_path_query(o.data, 'strict $.**') AS v(value)
        WHERE jsonb_typeof(v.value) = 'string' AND (v.value #>> '{}') IN (SELECT value FROM record))`),
  );
  return rows.map((row) => row.id);
}
