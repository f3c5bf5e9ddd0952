import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgdataDirOf } from '../../db/client';

/**
 * The archive of the embedded database (docs/operations.md#backups): a .tar.gz holding
 *   pgdata/       PGlite's data directory, images included (they live in the database)
 *   secrets/      DATA_DIR/secrets: the ticket secret signs every issued ticket, the JWT secret the sessions
 *   backup.json   what it is and when it was made
 * Restoring puts pgdata/ and secrets/ back under DATA_DIR; the next start serves that state.
 */
const MANIFEST = 'backup.json';
const FORMAT = 1;

/** Runs the system's tar (GNU tar on Linux, bsdtar on macOS: both take these options). */
function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tar exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * A consistent copy of the database's files into `target`. PGlite runs PostgreSQL on this thread and
 * writes through to the host files: while its query lock is held nothing writes, so the files copied
 * under it are exactly what a power cut at that instant would leave, which PostgreSQL recovers from
 * its write-ahead log (all of it since the last checkpoint is in pg_wal/). A CHECKPOINT just before
 * keeps that replay short. A transaction open at that instant is not in the copy (it had not committed).
 */
async function copyDatabase(pglite: PGlite, pgdataDir: string | undefined, target: string) {
  await pglite.exec('CHECKPOINT');
  if (pgdataDir) {
    await pglite.runExclusive(async () => {
      cpSync(pgdataDir, target, {
        recursive: true,
        // The running engine's lock file is not part of the data.
        filter: (source) => path.basename(source) !== 'postmaster.pid',
      });
    });
    return;
  }
  // In memory (tests): PGlite's own dump, taken under the same lock, unpacked.
  const dump = await pglite.dumpDataDir('none');
  const tarFile = `${target}.tar`;
  writeFileSync(tarFile, Buffer.from(await dump.arrayBuffer()));
  mkdirSync(target, { recursive: true });
  await tar(['-xf', tarFile, '-C', target]);
  rmSync(tarFile);
}

/** Writes the archive of the running (or just opened) embedded database and DATA_DIR/secrets to `file`. */
export async function writeArchive(options: {
  pglite: PGlite;
  pgdataDir?: string;
  dataDir: string;
  file: string;
}): Promise<void> {
  const { pglite, pgdataDir, dataDir, file } = options;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Beside the archive, so the finished file is renamed into place, never seen half written.
  const staging = mkdtempSync(path.join(path.dirname(file), '.backup-'));
  const partial = `${file}.partial`;
  try {
    await copyDatabase(pglite, pgdataDir, path.join(staging, 'pgdata'));
    const secrets = path.join(dataDir, 'secrets');
    if (existsSync(secrets)) cpSync(secrets, path.join(staging, 'secrets'), { recursive: true });
    writeFileSync(
      path.join(staging, MANIFEST),
      JSON.stringify({ format: FORMAT, database: 'pglite', createdAt: new Date().toISOString() }),
    );
    await tar(['-czf', partial, '-C', staging, '.']);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

export class InvalidArchive extends Error {}

/** A time for file names: 20260131T142501Z. */
export function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * Puts the archive's database and secrets in place of DATA_DIR's, after moving what was there to
 * DATA_DIR/before-restore-<time> (nothing is deleted). The backups folder stays where it is.
 * The caller makes sure no process uses DATA_DIR. Returns the folder the old data went to.
 */
export async function restoreArchive(file: string, dataDir: string, keep: string[] = []): Promise<string> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    await tar(['-xzf', path.resolve(file), '-C', staging]);
    let manifest: { format?: number; database?: string } = {};
    try {
      manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8'));
    } catch {
      throw new InvalidArchive('not a backup of this product (no backup.json)');
    }
    if (manifest.format !== FORMAT || manifest.database !== 'pglite') {
      throw new InvalidArchive('not a backup of the embedded database in a format this version reads');
    }
    if (!existsSync(path.join(staging, 'pgdata', 'PG_VERSION'))) {
      throw new InvalidArchive('the archive holds no database');
    }

    const aside = path.join(dataDir, `before-restore-${compactUtc(new Date())}`);
    mkdirSync(aside, { mode: 0o700 });
    const stays = new Set(['backups', 'server.json', path.basename(staging), ...keep]);
    for (const entry of readdirSync(dataDir)) {
      if (stays.has(entry) || entry.startsWith('before-restore-')) continue;
      renameSync(path.join(dataDir, entry), path.join(aside, entry));
    }
    renameSync(path.join(staging, 'pgdata'), pgdataDirOf(dataDir));
    if (existsSync(path.join(staging, 'secrets'))) {
      renameSync(path.join(staging, 'secrets'), path.join(dataDir, 'secrets'));
    } else if (existsSync(path.join(aside, 'secrets'))) {
      // An archive without secrets (they came from the environment): the current ones stay.
      cpSync(path.join(aside, 'secrets'), path.join(dataDir, 'secrets'), { recursive: true });
    }
    return aside;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
