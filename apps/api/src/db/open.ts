import type { Config } from '../config';
import { isDatabaseUnavailable, unavailableCode } from '../lib/database-unavailable';
import { checkDataDirWritable, describeStorageFault, StartFault } from '../lib/storage-faults';
import { backupSourceOf, createBackupService } from '../modules/backups/backups.service';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';

/** What the start tells the operator while it waits (before the server's own logger exists). */
export type StartLog = (message: string) => void;

const RETRY_EVERY_MS = 1_000;
const REPEAT_EVERY_MS = 10_000;

/** PostgreSQL when DATABASE_URL is set, else PGlite on disk under DATA_DIR; migrated either way. */
export async function openConfiguredDatabase(
  config: Config,
  log: StartLog = (message) => console.error(message),
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config, config.databaseUrl, log);
  // A full disk or a DATA_DIR this user may not write is said in words, before PGlite half-opens.
  checkDataDirWritable(config.dataDir);
  let database: Database | undefined;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    await migrateDatabase(database, backupBeforeMigrating(config, database));
    return database;
  } catch (error) {
    await database?.close().catch(() => {});
    const words = describeStorageFault(error, config.dataDir);
    throw words ? new StartFault(words) : error;
  }
}

/**
 * Before migrations change an existing embedded database, a backup of it is made into BACKUP_DIR
 * (docs/operations.md#backups); when that fails the start stops and nothing is changed.
 */
function backupBeforeMigrating(config: Config, database: Database): () => Promise<void> {
  const source = backupSourceOf(database);
  return async () => {
    try {
      const item = await createBackupService({ config, source }).create('before-migration');
      console.log(`Backed up the database before migrating it: ${item.name}`);
    } catch (error) {
      throw new Error(
        `Could not back up the database before migrating it, so nothing was changed: ${(error as Error).message}`,
      );
    }
  };
}

/**
 * docs/operations.md#faults: a start while the database is down (a reboot where the server comes up
 * first, a failover) waits for it up to DB_WAIT_SECONDS, saying so, instead of exiting at once. Only
 * "cannot reach it" faults are waited out; a wrong password or a migration bug stops the start.
 */
async function openPostgres(config: Config, url: string, log: StartLog): Promise<Database> {
  const database = await openDatabase({ kind: 'postgres', url });
  const started = Date.now();
  let lastSaid = 0;
  for (;;) {
    try {
      await migrateDatabase(database);
      if (lastSaid) log(`database reachable after ${Math.round((Date.now() - started) / 1000)} s`);
      return database;
    } catch (error) {
      const waited = Date.now() - started;
      if (!isDatabaseUnavailable(error) || waited >= config.dbWaitSeconds * 1000) {
        await database.close().catch(() => {});
        if (!isDatabaseUnavailable(error)) throw error;
        throw new StartFault(
          `The database (DATABASE_URL) could not be reached within ${config.dbWaitSeconds} s (DB_WAIT_SECONDS): ${unavailableCode(error) ?? 'no answer'}. Start it, or check the address, and start again.`,
        );
      }
      if (!lastSaid || Date.now() - lastSaid >= REPEAT_EVERY_MS) {
        log(
          `waiting for the database (DATABASE_URL): ${unavailableCode(error) ?? 'no answer'}; ${Math.round(waited / 1000)} s of up to ${config.dbWaitSeconds} s (DB_WAIT_SECONDS)`,
        );
        lastSaid = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }
}
