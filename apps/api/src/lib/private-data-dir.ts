import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

/** Bits that let the group or others write: such a DATA_DIR could have been tampered with. */
const WRITABLE_BY_OTHERS = 0o022;
/** Any access for the group or others. */
const OPEN_TO_OTHERS = 0o077;

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/**
 * DATA_DIR holds the database, the emails, the secrets: it is private to the server's user
 * (docs/operations.md#private-data). Creates it 0700 when missing; refuses (ConfigError, naming DATA_DIR)
 * when it exists and the group or others may write to it; otherwise tightens it and everything
 * under it that others could read (dirs 0700, files 0600). Symbolic links are left alone.
 * Answers how many entries it had to tighten.
 */
export function makeDataDirPrivate(dataDir: string): number {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    return 0;
  }
  if (!stat.isDirectory()) throw new ConfigError(`DATA_DIR ${dataDir} is not a directory.`);
  if (stat.mode & WRITABLE_BY_OTHERS) {
    throw new ConfigError(
      `Refusing to start: DATA_DIR ${dataDir} is writable by other users (mode ${octal(stat.mode)}). ` +
        `It holds the database and the secrets; make it private to this user (chmod 700 ${dataDir}) ` +
        'and check that nothing in it was changed.',
    );
  }

  let tightened = 0;
  const tighten = (target: string, mode: number, wanted: number) => {
    if ((mode & OPEN_TO_OTHERS) === 0) return;
    try {
      chmodSync(target, wanted);
    } catch (error) {
      throw new ConfigError(
        `DATA_DIR ${dataDir}: cannot make ${path.relative(dataDir, target) || '.'} private ` +
          `(${(error as NodeJS.ErrnoException).code ?? 'error'}); it must belong to the server's user.`,
      );
    }
    tightened += 1;
  };
  tighten(dataDir, stat.mode, 0o700);
  // Small (a database directory, a few secrets, the outbox): one walk at start is cheap.
  const pending = [dataDir];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const target = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      const mode = lstatSync(target).mode;
      if (entry.isDirectory()) {
        tighten(target, mode, 0o700);
        pending.push(target);
      } else if (entry.isFile()) {
        tighten(target, mode, 0o600);
      }
    }
  }
  return tightened;
}
