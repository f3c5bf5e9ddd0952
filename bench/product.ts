import { readFileSync } from 'node:fs';
import { buildServer, launchProduct, repoRoot } from '@app/launcher';
import pg from 'pg';

export const root = repoRoot;

/** The Admin every benchmark's product is started with. */
export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };

/**
 * Bundles the server from the current sources, unless BENCH_NO_BUILD (reuse the bundle as it is) or
 * BENCH_SERVER (run another bundle) says otherwise.
 */
export function buildUnlessTold() {
  if (!process.env.BENCH_NO_BUILD && !process.env.BENCH_SERVER) buildServer();
}

/**
 * Starts the built product (apps/api/dist/server.js, or the bundle BENCH_SERVER names) on a free
 * loopback port, API only, with the rate limits out of the way and no background jobs. `stop` leaves `dataDir` in place.
 */
export async function startProduct(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
}) {
  return launchProduct({
    server: process.env.BENCH_SERVER ?? 'built',
    dataDir: options.dataDir,
    site: false,
    // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the product under a benchmark.
    nodeArgs: options.nodeArgs ?? process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean),
    echo: 'all',
    readyTimeoutMs: 90_000,
    env: {
      ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
      RATE_LIMIT_SCALE: '100000',
      // Every request comes from one address: no proof-of-work challenge after the fifth booking.
      PROOF_OF_WORK: 'off',
      JOBS: 'off',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...options.env,
    },
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new empty PostgreSQL database for one run (loopback only), and how to drop it afterwards; made on
 * the server of `adminUrl` (BENCH_PG_URL's by default).
 */
export async function freshPostgresDatabase(
  prefix: string,
  adminUrl = PG_ADMIN_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** An upcoming paid event with a picture, created through the API as the bench admin; answers its id. */
export async function createBenchEvent(base: string): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const form = new FormData();
  form.append('name', 'ملتقى التسويق الرقمي في القاهرة');
  form.append('description', 'يوم كامل من الجلسات العملية عن التسويق الرقمي وصناعة المحتوى في مصر.');
  form.append('date', new Date(Date.now() + 14 * 86_400_000).toISOString());
  form.append('location', 'القاهرة، مصر الجديدة');
  form.append('totalSeats', '200');
  form.append('ticketPrice', '150');
  // A 1x1 PNG: the page's own picture weight is not what this benchmark is about.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'event.png');
  const created = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${data.accessToken}` },
    body: form,
  });
  if (created.status !== 201) throw new Error(`creating the event failed: ${await created.text()}`);
  return ((await created.json()) as { data: { _id: string } }).data._id;
}
