/**
 * `npm run backup [-- FILE]` (docs/operations.md#backups): one consistent backup, its path printed.
 * - DATABASE_URL set: pg_dump of that database (restored with pg_restore, see the README).
 * - A server runs on DATA_DIR: it owns the embedded database (no second process may open it), so it is
 *   asked over HTTP on the loopback, with the local secret DATA_DIR/secrets/backup, to make the
 *   archive between two of its own queries; then the archive is moved to FILE if one was given.
 * - No server: the database is opened here (without migrating it) under the DATA_DIR lock.
 */
import { copyFileSync, existsSync, renameSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, pgdataDirOf } from '../db/client';
import {
  backupSourceOf,
  compactUtc,
  createBackupService,
  type DataDirOwner,
  dataDirOwner,
  lockDataDir,
  runPgDump,
  writeArchive,
} from '../modules/backups';

/** FILE as the user typed it, relative to where they ran npm. */
function targetFile(): string | undefined {
  const arg = process.argv[2];
  return arg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg) : undefined;
}

function moveFile(from: string, to: string) {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
    unlinkSync(from);
  }
}

/** The server, once it listens (it may still be starting: migrating, say). */
async function listeningServer(dataDir: string): Promise<DataDirOwner | undefined> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const owner = dataDirOwner(dataDir);
    if (!owner || (owner.role === 'server' && owner.url) || Date.now() > deadline) return owner;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function askServer(owner: DataDirOwner, token: string): Promise<string> {
  const res = await fetch(`${owner.url}/api/admin/backups`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json().catch(() => ({}))) as { data?: { name: string }; error?: string };
  if (res.status !== 201 || !body.data) {
    throw new Error(
      `the server (process ${owner.pid}) could not make the backup: ${body.error ?? res.status}`,
    );
  }
  return path.join(owner.backupDir!, body.data.name);
}

async function main(): Promise<string> {
  const config = loadConfig();
  const target = targetFile();
  if (config.databaseUrl) {
    const file = target ?? path.join(config.backup.dir, `backup-${compactUtc(new Date())}.dump`);
    await runPgDump(config.databaseUrl, file);
    return file;
  }

  const owner = await listeningServer(config.dataDir);
  if (owner?.role === 'server' && owner.url) {
    const made = await askServer(owner, config.backup.token);
    if (!target) return made;
    moveFile(made, target);
    return target;
  }
  if (owner) throw new Error(`DATA_DIR is in use by process ${owner.pid} (${owner.role}); try again later.`);

  if (!existsSync(path.join(pgdataDirOf(config.dataDir), 'PG_VERSION'))) {
    throw new Error(`There is no database in ${config.dataDir} to back up.`);
  }
  const lock = lockDataDir(config.dataDir, { role: 'backup' });
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    try {
      const source = backupSourceOf(database)!;
      if (source.kind !== 'pglite') throw new Error('unreachable');
      if (target) {
        await writeArchive({ ...source, dataDir: config.dataDir, file: target });
        return target;
      }
      const item = await createBackupService({ config, source }).create();
      return path.join(config.backup.dir, item.name);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

process.umask(0o077);
main().then(
  (file) => {
    console.log(file);
    process.exit(0);
  },
  (error) => {
    console.error(
      error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
