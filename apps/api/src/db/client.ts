import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a service receives: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded engine, when it is PGlite (tests dump and clone it). */
  pglite?: PGlite;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const client = options.dataDir
    ? new PGlite(path.join(options.dataDir, 'pgdata'))
    : new PGlite({ loadDataDir: options.loadDataDir });
  await client.waitReady;
  return {
    db: drizzlePglite(yieldBetweenCalls(client), { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    pglite: client,
  };
}
