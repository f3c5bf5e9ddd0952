import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';

/** PostgreSQL when DATABASE_URL is set, else PGlite on disk under DATA_DIR; migrated either way. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await migrateDatabase(database);
  return database;
}
