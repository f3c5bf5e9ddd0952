/**
 * `npm run restore -- FILE` (docs/operations.md#backups): puts an archive of `npm run backup` (or of the
 * server's scheduled backups) in place of DATA_DIR's database and secrets. Refuses while a server (or a
 * backup) uses DATA_DIR; moves what was there to DATA_DIR/before-restore-<time>, deleting nothing.
 * The next start serves exactly the backed-up state, and the tickets it issued still admit (their
 * secret comes back with it). With DATABASE_URL, pg_restore does this job (README, "Backups").
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { makeDataDirPrivate } from '../lib/private-data-dir';
import { DataDirInUse, dataDirOwner, lockDataDir, restoreArchive } from '../modules/backups';

async function main() {
  const arg = process.argv[2];
  if (!arg) throw new Error('Usage: npm run restore -- FILE   (a backup-....tar.gz)');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: restore a pg_dump file with pg_restore (see "Backups" in the README).',
    );
  }
  const owner = dataDirOwner(config.dataDir);
  if (owner) throw new DataDirInUse(owner);
  const lock = lockDataDir(config.dataDir, { role: 'restore' });
  try {
    const inside = path.relative(config.dataDir, config.backup.dir);
    const keep =
      inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? [inside.split(path.sep)[0]!] : [];
    const aside = await restoreArchive(file, config.dataDir, keep);
    makeDataDirPrivate(config.dataDir);
    console.log(`Restored ${file} into ${config.dataDir}.`);
    console.log(`What was there before is in ${aside}. Start the server to serve the restored data.`);
  } finally {
    lock.release();
  }
}

process.umask(0o077);
main().then(
  () => process.exit(0),
  (error) => {
    const message = (error as Error).message;
    console.error(
      error instanceof DataDirInUse
        ? `Refusing to restore: ${message}. Stop the server first.`
        : `Restore failed: ${message}`,
    );
    process.exit(1);
  },
);
