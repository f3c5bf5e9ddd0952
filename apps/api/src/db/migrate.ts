import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../lib/paths';
import type { Database } from './client';
import { rowsOf } from './rows';

const MIGRATION_LOCK = 727_001;

/**
 * Whether migrating would change a database that already holds data: some shipped migration is newer
 * than the last applied one (drizzle's own rule) and the public schema has tables.
 */
async function changesExistingData({ db }: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const [tables] = rowsOf<{ count: number; migrations: string | null }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM information_schema.tables WHERE table_schema = 'public') AS count,
             to_regclass('drizzle.__drizzle_migrations')::text AS migrations`),
  );
  if (!tables?.count) return false;
  let last = 0;
  if (tables.migrations) {
    const [row] = rowsOf<{ last: string | null }>(
      await db.execute(sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`),
    );
    last = Number(row?.last ?? 0);
  }
  return journal.entries.some((entry) => entry.when > last);
}

/**
 * Applies the committed migrations; on PostgreSQL an advisory lock lets many processes start at once.
 * `beforeChange` runs first when they would change a database that already has tables (the embedded
 * database's backup before an upgrade, docs/operations.md#backups); if it throws, nothing is migrated.
 */
export async function migrateDatabase(
  database: Database,
  beforeChange?: () => Promise<unknown>,
): Promise<void> {
  const { db, kind } = database;
  if (kind === 'pglite') {
    if (beforeChange && (await changesExistingData(database))) await beforeChange();
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder: migrationsDir });
  });
}
