import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@app/launcher';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries (the postgresql-15 package). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries =
  existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));

/** PostgreSQL refuses to run as root: as root the cluster belongs to `nobody`, run through runuser. */
const NOBODY = { uid: 65534, gid: 65534, name: 'nobody' };
const asRoot = process.getuid?.() === 0;

function command(bin: string, args: string[]): [string, string[]] {
  const file = path.join(PG_BIN, bin);
  return asRoot ? ['runuser', ['-u', NOBODY.name, '--', file, ...args]] : [file, args];
}

export type PrivatePostgres = {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: (database?: string) => string;
  start: () => Promise<void>;
  /** Fast shutdown: open connections are ended with 57P01 (admin_shutdown). */
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  /** Ends every backend of `database` but the caller's (what an operator or a failover does). */
  terminateBackends: (database: string) => Promise<number>;
  /** SQL as the superuser, on the maintenance database unless another is named. */
  query: (text: string, database?: string) => Promise<pg.QueryResult>;
  /** Stops it and removes its files. */
  remove: () => Promise<void>;
};

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, a free loopback port), so a
 * test may stop, restart and terminate it freely: the shared server on 5432 is never touched.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const root = mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
  const dataDir = path.join(root, 'data');
  if (asRoot) chownSync(root, NOBODY.uid, NOBODY.gid);
  const exec = (bin: string, args: string[]) => run(...command(bin, args), { cwd: root, timeout: 60_000 });

  await exec('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    // A test's cluster: speed over durability, and room for a process's pool and the jobs.
    '-c fsync=off',
    '-c max_connections=60',
  ].join(' ');
  const logFile = path.join(root, 'postgres.log');
  const start = async () => {
    await exec('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async (text: string, database?: string) => {
    const client = new pg.Client({ connectionString: url(database) });
    client.on('error', () => {});
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  await start();

  return {
    port,
    url,
    start,
    stop,
    restart: async () => {
      await exec('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        logFile,
        '-m',
        'fast',
        '-w',
        '-t',
        '60',
        'restart',
      ]);
    },
    terminateBackends: async (database) => {
      const result = await query(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE datname = '${database.replaceAll("'", "''")}' AND pid <> pg_backend_pid()`,
      );
      return (result.rows[0] as { n: number }).n;
    },
    query,
    remove: async () => {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}
