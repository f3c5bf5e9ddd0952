import { type SQL, sql } from 'drizzle-orm';

/** Digits only, compared by their last 10 (01xxxxxxxxx, +201xxxxxxxxx and 201xxxxxxxxx are one phone). */
export const phoneDigits = (column: SQL) =>
  sql`right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 10)`;
