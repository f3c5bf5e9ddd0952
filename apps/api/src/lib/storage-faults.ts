import { closeSync, fsyncSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * A start that fails for the disk says so in words (docs/operations.md#faults): "the disk is full",
 * "not writable by this user", not a bare `ErrnoError` or `ENOSPC`.
 */
export class StartFault extends Error {}

/** Node's codes, and the numbers PGlite's file system (Emscripten) uses for the same faults. */
const FAULTS: { codes: string[]; emscripten: number[]; words: (dir: string) => string }[] = [
  {
    codes: ['ENOSPC', 'EDQUOT'],
    emscripten: [51, 19],
    words: (dir) =>
      `The disk holding DATA_DIR (${dir}) is full: no space left to write the database. Free some space (old backups, logs) and start again.`,
  },
  {
    codes: ['EACCES', 'EPERM'],
    emscripten: [2, 63],
    words: (dir) =>
      `DATA_DIR (${dir}) is not writable by this user${userName()}: give the directory to the user the server runs as (chown) and start again.`,
  },
  {
    codes: ['EROFS'],
    emscripten: [69],
    words: (dir) => `DATA_DIR (${dir}) is on a read-only file system: mount it writable and start again.`,
  },
  {
    codes: ['ENOTDIR', 'EEXIST'],
    emscripten: [54, 20],
    words: (dir) => `DATA_DIR (${dir}) is not a directory: point DATA_DIR at a directory.`,
  },
];

function userName(): string {
  const uid = process.getuid?.();
  return uid === undefined ? '' : ` (uid ${uid})`;
}

function faultOf(error: unknown) {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: unknown; errno?: unknown; name?: unknown };
    const fault = FAULTS.find(
      (f) =>
        (typeof e.code === 'string' && f.codes.includes(e.code)) ||
        (e.name === 'ErrnoError' && typeof e.errno === 'number' && f.emscripten.includes(e.errno)),
    );
    if (fault) return fault;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Bytes free for this user on the file system holding `dir`; undefined when it cannot be told. */
export function freeBytes(dir: string): number | undefined {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/** Below this, the embedded database is taken as out of space (a booking round needs a few KiB). */
export const LOW_SPACE_BYTES = 1024 * 1024;

/**
 * The words for a start that failed writing under DATA_DIR, or undefined when it was not the disk.
 * PGlite reports some faults only as `ErrnoError` with no number Node knows: a DATA_DIR with (almost)
 * no free space is then named as the cause.
 */
export function describeStorageFault(error: unknown, dataDir: string): string | undefined {
  const fault = faultOf(error);
  if (fault) return fault.words(dataDir);
  const isErrno = (error as { name?: unknown } | undefined)?.name === 'ErrnoError';
  const free = freeBytes(dataDir);
  if (isErrno && free !== undefined && free < LOW_SPACE_BYTES) return FAULTS[0]!.words(dataDir);
  return undefined;
}

/**
 * Writes, flushes and removes a small file in DATA_DIR, so a full disk or a directory this user may
 * not write is told at once and in words, before the database half-opens.
 */
export function checkDataDirWritable(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    const fd = openSync(probe, 'w', 0o600);
    try {
      writeSync(fd, Buffer.alloc(64 * 1024));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new StartFault(
      describeStorageFault(error, dataDir) ?? `DATA_DIR (${dataDir}) cannot be written: ${String(error)}`,
    );
  } finally {
    rmSync(probe, { force: true });
  }
}
