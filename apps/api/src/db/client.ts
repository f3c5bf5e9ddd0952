import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DurableNodeFS, durableStartParams } from './durable-node-fs';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a service receives: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded engine, when it is PGlite (tests dump and clone it; backups copy it). */
  pglite?: PGlite;
  /** Where the embedded engine keeps its files, when it is on disk. */
  pgdataDir?: string;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; connectTimeoutMs?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * PGlite runs every query synchronously on this thread, and calls waiting for its lock run back to
 * back in promise callbacks: while a queue of them drains, Node reads no socket and fires no timer,
 * so new requests (and their timeouts) stall behind it. Here the top-level calls pass one at a time
 * through a queue that waits one turn of the event loop (setImmediate) before each, letting I/O in
 * between. Queries inside a transaction go through its own handle (tx.query) and are not delayed.
 */
function yieldBetweenCalls(client: PGlite): PGlite {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  let tail: Promise<unknown> = Promise.resolve();
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const call = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, name, {
      value: (...args: unknown[]) => {
        const result = tail.then(turn).then(() => call(...args));
        tail = result.catch(() => {});
        return result;
      },
    });
  }
  return client;
}

/**
 * A lost connection (a restart, a failover, pg_terminate_backend) must never end the process
 * (docs/operations.md#faults). node-postgres reports it as an 'error' event on the Client, and an
 * 'error' event nobody listens to throws. pg-pool listens only while a client sits idle: it removes
 * its listener when the client is checked out (a transaction: the booking batch, the jobs, the
 * migrations' lock) and puts it back on release. So every client gets its own listener from birth,
 * and the pool one for the idle ones. The query in flight still fails (the request answers 503 via
 * plugins/errors.ts), the dead client is dropped on release, and the next checkout connects anew.
 */
function survivesLostConnections(pool: pg.Pool): void {
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

/** The embedded database's folder under DATA_DIR. */
export function pgdataDirOf(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      // While the database is away a request waits at most this long for a connection, then answers 503.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    survivesLostConnections(pool);
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // On disk, every commit is flushed before it returns (durable-node-fs.ts); in memory (tests) not.
  const pgdataDir = options.dataDir ? pgdataDirOf(options.dataDir) : undefined;
  // pg_trgm indexes the staff search and the door's look-up (docs/api/big-events.md).
  const extensions = { pg_trgm };
  const client = pgdataDir
    ? new PGlite({ fs: new DurableNodeFS(pgdataDir), startParams: durableStartParams, extensions })
    : new PGlite({ loadDataDir: options.loadDataDir, extensions });
  await client.waitReady;
  return {
    db: drizzlePglite(yieldBetweenCalls(client), { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    pglite: client,
    pgdataDir,
  };
}
