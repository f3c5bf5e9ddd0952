import { type SQL, sql } from 'drizzle-orm';

/**
 * packages/shared's mailboxKey written in SQL (docs/api/bookings.md; docs/emails.md#every-email): case
 * ignored, a `+tag` dropped, Gmail's dots ignored and googlemail.com read as gmail.com. Only
 * immutable functions, so it can be a generated column and be indexed; NULL for an erased (NULL)
 * address. apps/api/src/db/mailbox-key.test.ts holds it to the TypeScript helper's answers.
 */
export function mailboxKeySql(address: SQL): SQL {
  const lower = sql`lower(${address})`;
  const local = sql`split_part(split_part(${lower}, '@', 1), '+', 1)`;
  const domain = sql`split_part(${lower}, '@', 2)`;
  return sql`(CASE WHEN ${domain} IN ('gmail.com', 'googlemail.com')
    THEN replace(${local}, '.', '') || '@gmail.com'
    ELSE ${local} || '@' || ${domain} END)`;
}

/** The generated column of a table whose address column is `email`. */
export const emailKeyColumn = () => mailboxKeySql(sql.raw('"email"'));
