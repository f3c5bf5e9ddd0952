/**
 * Check-in benchmark: starts the real product (the bundled API) on PostgreSQL and on PGlite,
 * creates TICKETS accepted bookings, computes their signed ticket tokens (the server gets a known
 * TICKET_SECRET), then SCANNERS concurrent door scanners verify distinct tickets through
 * POST /api/events/bookings/verify-qr. Prints verifications/s, p50/p99 latency and the answers;
 * then one ticket scanned at SCANNERS doors at once (must give exactly one 200), and a
 * single-scanner pass for the latency of one request without queueing. Loopback only, bounded.
 *
 *   npm run bench:checkin
 *   TICKETS=5000 SCANNERS=50 DBS=postgres npm run bench:checkin
 *   BENCH_NO_BUILD=1 ...        (reuse apps/api/dist/server.js as it is)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { percentile } from './lib';

const root = path.resolve(import.meta.dirname, '..');
const apiDir = path.join(root, 'apps/api');

const TICKETS = Number(process.env.TICKETS ?? 3000);
const SCANNERS = Number(process.env.SCANNERS ?? 50);
/** Tickets verified one at a time after the concurrent phase (service time without queueing). */
const SERIAL = Number(process.env.SERIAL ?? 300);
/** Each phase of each database gets at most this long. */
const TIME_LIMIT_MS = Number(process.env.TIME_LIMIT_MS ?? 120_000);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DBS = (process.env.DBS ?? 'postgres,pglite').split(',').map((s) => s.trim()) as Kind[];
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const TICKET_SECRET = 'bench-ticket-secret-0123456789abcdefghijklmnop';
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

type Kind = 'pglite' | 'postgres';

/** The token format of apps/api/src/modules/tickets/ticket-token.ts. */
function signTicket(bookingId: string): string {
  const mac = createHmac('sha256', TICKET_SECRET).update(`T1.${bookingId}`).digest('base64url').slice(0, 32);
  return `T1.${bookingId}.${mac}`;
}

function reference(n: number): string {
  let code = '';
  for (let v = n + 31 ** 6; code.length < 7; v = Math.floor(v / 31)) code = REFERENCE_ALPHABET[v % 31] + code;
  return code;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(base: string, child: ChildProcess, limitMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

async function startServer(kind: Kind, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-checkin-${kind}-`));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      TICKET_SECRET,
      RATE_LIMIT_SCALE: '100000',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST_DIR: path.join(dataDir, 'no-site'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: any; error?: string };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.error ?? ''}`);
  return json.data;
}

async function createEvent(base: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('name', 'ملتقى قياس الحضور');
  form.set('description', 'فعالية لقياس سرعة تسجيل الحضور');
  form.set('date', new Date(Date.now() + 7 * 86_400_000).toISOString());
  form.set('location', 'القاهرة');
  form.set('totalSeats', String(TICKETS + 100));
  form.set('ticketPrice', '100');
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bench.png');
  const res = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as { data: { _id: string }; error?: string };
  if (!res.ok) throw new Error(`create event: ${res.status} ${json.error}`);
  return json.data._id;
}

/** PostgreSQL: accepted bookings straight into the table, in one statement. */
async function seedWithSql(databaseUrl: string, eventId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const references = Array.from({ length: TICKETS }, (_, i) => reference(i));
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO bookings (event_id, reference, national_id, full_name, email, payment_method,
         payment_number, status, decided_at)
       SELECT $1, ref, (29000000000000 + n)::text, 'ضيف رقم ' || n, 'guest' || n || '@example.com',
         'VodafoneCash', '01012345678', 'Accepted', now()
       FROM unnest($2::text[]) WITH ORDINALITY AS t(ref, n)
       RETURNING id`,
      [eventId, references],
    );
    await client.query(`UPDATE events SET available_seats = available_seats - $2 WHERE id = $1`, [
      eventId,
      TICKETS,
    ]);
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** PGlite belongs to the server process: the bookings are made and accepted through the API. */
async function seedWithApi(base: string, token: string, eventId: string): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const deadline = performance.now() + TIME_LIMIT_MS;
  const worker = async () => {
    while (next < TICKETS && performance.now() < deadline) {
      const i = next++;
      const booking = await call(base, 'POST', '/api/events/bookings', undefined, {
        eventId,
        nationalId: String(29_000_000_000_000 + i),
        fullName: `ضيف رقم ${i}`,
        email: `guest${i}@example.com`,
        paymentMethod: 'VodafoneCash',
        paymentNumber: '01012345678',
      });
      await call(base, 'PUT', `/api/events/bookings/${booking._id}/status`, token, { status: 'Accepted' });
      ids.push(booking._id);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return ids;
}

type Phase = {
  count: number;
  seconds: number;
  perSec: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Map<number, number>;
};

/** `clients` scanners take the next ticket from the queue until every ticket has been scanned. */
async function scan(base: string, token: string, tickets: string[], clients: number): Promise<Phase> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const deadline = started + TIME_LIMIT_MS;
  const body = (qrCodeData: string) => JSON.stringify({ qrCodeData });
  const client = async () => {
    while (next < tickets.length && performance.now() < deadline) {
      const ticket = tickets[next++]!;
      const t0 = performance.now();
      let status = -1;
      try {
        const res = await fetch(`${base}/api/events/bookings/verify-qr`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body(ticket),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        // counted as -1
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  return {
    count: latencies.length,
    seconds,
    perSec: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    statuses,
  };
}

const describe = (statuses: Map<number, number>) =>
  [...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(' ');

async function runOne(kind: Kind) {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `bench_checkin_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const server = await startServer(kind, databaseUrl).catch(async (error) => {
    await dropDatabase();
    throw error;
  });
  try {
    const admin = (await call(server.base, 'POST', '/api/users/login', undefined, ADMIN))
      .accessToken as string;
    const scanner = { username: 'bench-scanner', password: 'bench-scanner-password' };
    await call(server.base, 'POST', '/api/users/register', admin, {
      ...scanner,
      email: 'scanner@example.com',
      role: 'Scanner',
    });
    const token = (await call(server.base, 'POST', '/api/users/login', undefined, scanner))
      .accessToken as string;
    const eventId = await createEvent(server.base, admin);

    const seedStarted = performance.now();
    const ids = databaseUrl
      ? await seedWithSql(databaseUrl, eventId)
      : await seedWithApi(server.base, admin, eventId);
    console.log(
      `[${kind}] ${ids.length} accepted bookings in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const tickets = ids.map(signTicket);

    // Warm-up on a few tickets kept out of the measured set (connections, JIT).
    const warm = tickets.splice(0, Math.min(20, tickets.length - SERIAL - 1));
    await scan(server.base, token, warm, 5);
    const serial = tickets.splice(0, Math.min(SERIAL, tickets.length - 1));

    const concurrent = await scan(server.base, token, tickets, SCANNERS);
    const rescan = await scan(server.base, token, tickets.slice(0, 200), SCANNERS);
    const race = await scan(server.base, token, Array(SCANNERS).fill(serial.pop()!), SCANNERS);
    const single = await scan(server.base, token, serial, 1);

    const ok =
      concurrent.statuses.get(200) === tickets.length &&
      rescan.statuses.get(400) === rescan.count &&
      race.statuses.get(200) === 1 &&
      race.statuses.get(400) === SCANNERS - 1 &&
      single.statuses.get(200) === single.count;
    return { kind, concurrent, rescan, race, single, ok };
  } finally {
    await server.stop();
    await dropDatabase();
  }
}

async function main() {
  if (!process.env.BENCH_NO_BUILD) {
    const build = spawnSync('flock', ['/tmp/apibuild.lock', process.execPath, 'build.mjs'], {
      cwd: apiDir,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('API build failed');
  }
  console.log(
    `check-in benchmark: ${TICKETS} accepted tickets, ${SCANNERS} concurrent scanners, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const results = [];
  for (const kind of DBS) {
    console.log(`\n[${kind}] starting the product...`);
    results.push(await runOne(kind));
  }
  const f = (n: number, d = 1) => n.toFixed(d);
  console.table(
    results.flatMap((r) => [
      {
        database: r.kind,
        phase: `${SCANNERS} scanners, distinct tickets`,
        scans: r.concurrent.count,
        'verifications/s': f(r.concurrent.perSec, 0),
        'p50 ms': f(r.concurrent.p50),
        'p99 ms': f(r.concurrent.p99),
        'max ms': f(r.concurrent.max),
        answers: describe(r.concurrent.statuses),
      },
      {
        database: r.kind,
        phase: 'same tickets again',
        scans: r.rescan.count,
        'verifications/s': f(r.rescan.perSec, 0),
        'p50 ms': f(r.rescan.p50),
        'p99 ms': f(r.rescan.p99),
        'max ms': f(r.rescan.max),
        answers: describe(r.rescan.statuses),
      },
      {
        database: r.kind,
        phase: `one ticket at ${SCANNERS} doors`,
        scans: r.race.count,
        'verifications/s': f(r.race.perSec, 0),
        'p50 ms': f(r.race.p50),
        'p99 ms': f(r.race.p99),
        'max ms': f(r.race.max),
        answers: describe(r.race.statuses),
      },
      {
        database: r.kind,
        phase: '1 scanner (no queueing)',
        scans: r.single.count,
        'verifications/s': f(r.single.perSec, 0),
        'p50 ms': f(r.single.p50),
        'p99 ms': f(r.single.p99),
        'max ms': f(r.single.max),
        answers: describe(r.single.statuses),
      },
    ]),
  );
  for (const r of results)
    console.log(
      `${r.kind}: ${r.ok ? 'ok' : 'FAILED'} (every ticket admitted once, re-scans and the race refused)`,
    );
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
