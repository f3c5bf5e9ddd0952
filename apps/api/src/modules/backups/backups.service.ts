import { existsSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { AR_BACKUPS, type BackupFailure, type BackupItem } from '@app/shared';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { compactUtc, writeArchive } from './archive';
import { PgDumpMissing, runPgDump } from './pg-dump';

/** What a backup copies: the embedded engine (an archive) or a PostgreSQL server (pg_dump). */
export type BackupSource =
  | { kind: 'pglite'; pglite: PGlite; pgdataDir?: string }
  | { kind: 'postgres'; url: string };

/** What this server's backups copy: its embedded engine, or its PostgreSQL (pg_dump of `url`). */
export function backupSourceOf(database: Database, databaseUrl?: string): BackupSource | undefined {
  if (database.kind === 'pglite' && database.pglite) {
    return { kind: 'pglite', pglite: database.pglite, pgdataDir: database.pgdataDir };
  }
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : undefined;
}

/** backup-20260131T142501Z[-2][-before-migration].tar.gz (or .dump for pg_dump). */
const NAME = /^backup-(\d{8}T\d{6}Z)(?:-\d+)?(?:-[a-z-]+)?\.(?:tar\.gz|dump)$/;

function createdAtOf(stamp: string): string {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp)!;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
}

/** The backups in `dir`, newest first (files being written, and anything else, are not listed). */
export function listBackups(dir: string): (BackupItem & { mtimeMs: number })[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const items: (BackupItem & { mtimeMs: number })[] = [];
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match) continue;
    try {
      const stat = statSync(path.join(dir, name));
      if (stat.isFile())
        items.push({ name, size: stat.size, createdAt: createdAtOf(match[1]!), mtimeMs: stat.mtimeMs });
    } catch {
      // removed meanwhile
    }
  }
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.mtimeMs - a.mtimeMs);
}

/** A new file name in `dir` for a backup made now. */
function newBackupFile(dir: string, extension: string, label?: string): string {
  const stamp = compactUtc(new Date());
  const suffix = label ? `-${label}` : '';
  for (let n = 1; ; n++) {
    const file = path.join(dir, `backup-${stamp}${n > 1 ? `-${n}` : ''}${suffix}.${extension}`);
    if (!existsSync(file)) return file;
  }
}

/** What the Admin reads about a failed backup: the cause in words, never a path or a stack. */
function failureMessage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (error instanceof PgDumpMissing) return AR_BACKUPS.pgDumpMissing;
  if (code === 'ENOSPC') return AR_BACKUPS.diskFull;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return AR_BACKUPS.notWritable;
  return AR_BACKUPS.failed;
}

export type BackupService = ReturnType<typeof createBackupService>;

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupService;
  }
}

/**
 * Backups of this server's database into BACKUP_DIR (docs/operations.md#backups): made on request
 * (POST /api/admin/backups, `npm run backup`), on schedule and before migrations; one at a time;
 * the newest BACKUP_KEEP kept. The last failure is kept for the Admin's screen until one succeeds.
 */
export function createBackupService(options: {
  config: Config;
  /** Absent when the app was built without one (then every backup fails, saying so). */
  source?: BackupSource;
  log?: FastifyBaseLogger;
}) {
  const { config, source, log } = options;
  const dir = config.backup.dir;
  let lastFailure: BackupFailure | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function makeOne(label?: string): Promise<BackupItem> {
    if (!source) throw new Error('this server was started without a database to back up');
    const file =
      source.kind === 'pglite' ? newBackupFile(dir, 'tar.gz', label) : newBackupFile(dir, 'dump', label);
    if (source.kind === 'pglite') {
      await writeArchive({
        pglite: source.pglite,
        pgdataDir: source.pgdataDir,
        dataDir: config.dataDir,
        file,
      });
    } else {
      await runPgDump(source.url, file);
    }
    const made = listBackups(dir);
    // The newest BACKUP_KEEP stay; the one just made is among them.
    for (const old of made.slice(config.backup.keep)) {
      if (old.name !== path.basename(file)) unlinkSync(path.join(dir, old.name));
    }
    const item = made.find((b) => b.name === path.basename(file))!;
    return { name: item.name, size: item.size, createdAt: item.createdAt };
  }

  return {
    kind: source?.kind,
    dir,
    list: (): BackupItem[] =>
      listBackups(dir).map(({ name, size, createdAt }) => ({ name, size, createdAt })),
    lastFailure: () => lastFailure,
    /** Makes one now (after any already running); records the failure and throws it on. */
    create(label?: string): Promise<BackupItem> {
      const run = queue.then(async () => {
        try {
          const item = await makeOne(label);
          lastFailure = null;
          log?.info({ backup: item.name, size: item.size }, 'backup made');
          return item;
        } catch (error) {
          lastFailure = { at: new Date().toISOString(), message: failureMessage(error) };
          log?.error({ err: error }, 'backup failed');
          throw error;
        }
      });
      queue = run.catch(() => {});
      return run;
    },
    /**
     * Whether the scheduled backup is due: BACKUP_HOURS since the newest backup, or since the database
     * was made when there is none yet (so a restart does not take one, and a new install waits a period).
     */
    isDue(now = Date.now()): boolean {
      if (config.backup.hours <= 0) return false;
      const newest = listBackups(dir)[0];
      let since = newest ? Date.parse(newest.createdAt) : undefined;
      if (since === undefined && source?.kind === 'pglite' && source.pgdataDir) {
        try {
          since = statSync(path.join(source.pgdataDir, 'PG_VERSION')).mtimeMs;
        } catch {
          // no files yet
        }
      }
      return now - (since ?? now) >= config.backup.hours * 3_600_000;
    },
  };
}
