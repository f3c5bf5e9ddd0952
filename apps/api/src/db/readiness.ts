import { sql } from 'drizzle-orm';
import { freeBytes, LOW_SPACE_BYTES } from '../lib/storage-faults';
import type { Db } from './client';
import { rowsOf } from './rows';

export type ReadyState =
  | { ready: true; applied: number }
  | {
      ready: false;
      reason: 'database unreachable' | 'database refuses writes' | 'migrations pending';
      applied?: number;
      code?: string;
    };

/** How long one answer is reused: a load balancer polling every second costs one query a second. */
const CACHE_MS = 1_500;
/** A write refused for lack of space keeps /api/ready at 503 this long. */
const REFUSAL_MEMORY_MS = 15_000;

export type ReadinessOptions = {
  db: Db;
  /** How many migrations the code ships. */
  migrations: number;
  /** PGlite's DATA_DIR: its free space is checked too. Undefined with DATABASE_URL. */
  dataDir?: string;
  /** When a write was last refused for a full disk, as the error handler saw it. */
  lastWriteRefusal: () => number;
};

/**
 * What /api/ready tells a load balancer (docs/api/operations.md#readiness): the database answers,
 * every shipped migration is applied, AND it takes writes. A standby, a database or server set
 * read-only (default_transaction_read_only, which a reload applies to open sessions too), an
 * embedded database's disk with no space left, or a write refused within the last 15 s (disk full
 * on a PostgreSQL server shows only when a table must grow) all answer "not ready".
 */
export function createReadiness(options: ReadinessOptions): () => Promise<ReadyState> {
  let cached: { at: number; state: Promise<ReadyState> } | undefined;

  async function probe(): Promise<ReadyState> {
    let row: { applied: number; recovery: boolean; read_only: string } | undefined;
    try {
      [row] = rowsOf<{ applied: number; recovery: boolean; read_only: string }>(
        await options.db.execute(sql`
          SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS applied,
                 pg_is_in_recovery() AS recovery,
                 current_setting('transaction_read_only') AS read_only`),
      );
    } catch (error) {
      return { ready: false, reason: 'database unreachable', code: (error as { code?: string }).code };
    }
    const applied = row?.applied ?? 0;
    if (applied < options.migrations) return { ready: false, reason: 'migrations pending', applied };
    if (row?.recovery || row?.read_only === 'on')
      return { ready: false, reason: 'database refuses writes', applied };
    if (options.dataDir !== undefined) {
      const free = freeBytes(options.dataDir);
      if (free !== undefined && free < LOW_SPACE_BYTES)
        return { ready: false, reason: 'database refuses writes', applied };
    }
    if (Date.now() - options.lastWriteRefusal() < REFUSAL_MEMORY_MS) {
      return { ready: false, reason: 'database refuses writes', applied };
    }
    return { ready: true, applied };
  }

  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > CACHE_MS) cached = { at: now, state: probe() };
    return cached.state;
  };
}
