import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Who uses DATA_DIR now: the server (with the address `npm run backup` asks it at), or a backup or a
 * restore run without a server. PGlite keeps no lock of its own that another process would see, so
 * this file is the lock: a process that finds a living owner in it refuses to open the database.
 * A process killed with -9 leaves the file behind; its owner is then dead and the file is taken over.
 */
export type DataDirOwner = {
  pid: number;
  /**
   * When that process started (Linux: clock ticks since boot, from /proc): a process that merely
   * reuses the pid of a dead owner (a container restarted with the same volume) is not the owner.
   */
  started?: string;
  role: 'server' | 'backup' | 'restore';
  /** The server's loopback address, once it listens. */
  url?: string;
  /** Where the server writes its backups (BACKUP_DIR as it read it). */
  backupDir?: string;
};

const LOCK_FILE = 'server.json';

export class DataDirInUse extends Error {
  constructor(readonly owner: DataDirOwner) {
    super(`DATA_DIR is in use by process ${owner.pid} (${owner.role})`);
  }
}

/** The start time of a process, where the system tells it (Linux); undefined elsewhere. */
function startTimeOf(pid: number | 'self'): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (in parentheses, which may hold anything): field 3 onwards; starttime is 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: DataDirOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!owner.started) return true;
  const started = startTimeOf(owner.pid);
  return started === undefined || started === owner.started;
}

/** The living process that holds DATA_DIR, if any. */
export function dataDirOwner(dataDir: string): DataDirOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as DataDirOwner;
    return Number.isInteger(owner.pid) && isAlive(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUse naming the living owner. Returns `update`
 * (to add the address once listening) and `release`.
 */
export function lockDataDir(dataDir: string, owner: Omit<DataDirOwner, 'pid'>) {
  const file = path.join(dataDir, LOCK_FILE);
  let current: DataDirOwner = { pid: process.pid, started: startTimeOf('self'), ...owner };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(current), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const living = dataDirOwner(dataDir);
      if (living && living.pid !== process.pid) throw new DataDirInUse(living);
      unlinkSync(file);
    }
  }
  return {
    update(more: Partial<DataDirOwner>) {
      current = { ...current, ...more };
      writeFileSync(file, JSON.stringify(current), { mode: 0o600 });
    },
    release() {
      const holder = dataDirOwner(dataDir);
      if (holder?.pid === process.pid && holder.started === current.started) unlinkSync(file);
    },
  };
}
