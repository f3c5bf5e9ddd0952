import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SqlClient } from './big-event-seed';

/**
 * The product's embedded database (DATA_DIR/pgdata, apps/api/src/db/client.ts) opened in this process
 * while the product is stopped, so the benchmark seeds it in SQL as it seeds PostgreSQL; closed (and
 * written out) before the product starts on it again.
 */
export async function withEmbeddedDatabase<T>(
  dataDir: string,
  work: (client: SqlClient) => Promise<T>,
): Promise<T> {
  const db = new PGlite({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  await db.waitReady;
  try {
    return await work({ query: (text, params) => db.query(text, params) });
  } finally {
    await db.close();
  }
}
