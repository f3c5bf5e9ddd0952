import { type SQL, sql } from 'drizzle-orm';

/** Uuids as one JSON parameter the SQL unpacks, whatever their number (`x IN ${idSet(ids)}`). */
export const idSet = (ids: string[]): SQL =>
  sql`(SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`;
