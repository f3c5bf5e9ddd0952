/**
 * Check-in benchmark: starts the real product (the bundled API) on PostgreSQL and on PGlite,
 * books TICKETS tickets through the booking API (a free event, so each booking is Accepted at once;
 * GROUP tickets a booking), reads their ids from the door's own list (the check-in snapshot) and
 * signs their ticket tokens (the server gets a known TICKET_SECRET): the bench knows no table. Then
 * SCANNERS concurrent door scanners verify distinct tickets through
 * POST /api/events/bookings/verify-qr. Prints verifications/s, p50/p95/p99 latency and the answers;
 * then one ticket scanned at SCANNERS doors at once (must give exactly one 200), and a
 * single-scanner pass for the latency of one request without queueing. Then the offline door:
 * a queue of SYNC_SCANS scans decided on a device posted to POST .../check-in/sync (scans/s, once in
 * one request and once in the device's batches of 500, then the same queue again, which must
 * answer the same and record nothing), and, without the server, the on-device decision as the
 * scanner makes it (SHA-256 of the QR text with webcrypto, then a lookup among SYNC_SCANS keys).
 * Loopback only, bounded.
 *
 *   npm run bench:checkin
 *   TICKETS=5000 SCANNERS=50 GROUP=4 DBS=postgres npm run bench:checkin
 *   BENCH_NO_BUILD=1 ...        (reuse apps/api/dist/server.js as it is)
 */
import { createHash, createHmac, randomUUID, webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleNationalId } from '@app/shared';
import sharp from 'sharp';
import { percentile } from './lib';
import { BENCH_ADMIN, buildUnlessTold, cpuMs, freshPostgresDatabase, startProduct } from './product';

const TICKETS = Number(process.env.TICKETS ?? 3000);
const SCANNERS = Number(process.env.SCANNERS ?? 50);
/** Tickets verified one at a time after the concurrent phase (service time without queueing). */
const SERIAL = Number(process.env.SERIAL ?? 300);
/** Tickets for the door-paced phase: every scanner scans once per PACE_MS, as at a real door. */
const PACED = Number(process.env.PACED ?? 1000);
const PACE_MS = Number(process.env.PACE_MS ?? 500);
/** What a door needs (issue 33): check-in p99 at door pace under this, on both databases. */
const DOOR_P99_TARGET_MS = 20;
/** Each phase of each database gets at most this long. */
const TIME_LIMIT_MS = Number(process.env.TIME_LIMIT_MS ?? 120_000);
/** Scans in the offline queue posted to the sync endpoint (the server takes up to 1,000 per request). */
const SYNC_SCANS = Number(process.env.SYNC_SCANS ?? 1000);
/** The scanner's sync batch (apps/web/src/features/check-in/offline/door-sync.ts). */
const SYNC_BATCH = 500;
/** Tickets a booking holds while seeding (1 to 6: the booker and up to 5 guests). */
const GROUP = Math.min(6, Math.max(1, Number(process.env.GROUP ?? 1)));
/** Bookings sent at once while seeding. */
const SEED_CLIENTS = 8;
const DBS = (process.env.DBS ?? 'postgres,pglite').split(',').map((s) => s.trim()) as Kind[];
const ADMIN = BENCH_ADMIN;
const TICKET_SECRET = 'bench-ticket-secret-0123456789abcdefghijklmnop';

type Kind = 'pglite' | 'postgres';

/** The token format of apps/api/src/modules/bookings/booking-tokens.ts: a ticket's QR text. */
function signTicket(ticketId: string): string {
  const mac = createHmac('sha256', TICKET_SECRET).update(`T1.${ticketId}`).digest('base64url').slice(0, 32);
  return `T1.${ticketId}.${mac}`;
}

/** Starts the product on `dataDir`. */
function startServer(dataDir: string, databaseUrl?: string) {
  return startProduct({ dataDir, databaseUrl, env: { TICKET_SECRET } });
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
  form.set('totalSeats', String(TICKETS + 2 * SYNC_SCANS + 100));
  // Free: a booking is Accepted at once, so the seed is the public booking call alone.
  form.set('ticketPrice', '0');
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

/**
 * `count` tickets booked through the public booking call, SEED_CLIENTS bookings at a time (each
 * Accepted at once: the event is free), then their ids as the door's own list gives them.
 */
async function seed(base: string, scannerToken: string, eventId: string, count: number): Promise<string[]> {
  const bookings = Math.ceil(count / GROUP);
  let next = 0;
  const client = async () => {
    for (let i = next++; i < bookings; i = next++) {
      const size = Math.min(GROUP, count - i * GROUP);
      const person = (k: number) => ({
        fullName: `ضيف رقم ${i * GROUP + k}`,
        nationalId: sampleNationalId(i * GROUP + k),
      });
      await call(base, 'POST', '/api/events/bookings', undefined, {
        eventId,
        ...person(0),
        email: `guest${i}@example.com`,
        guests: Array.from({ length: size - 1 }, (_, k) => person(k + 1)),
      });
    }
  };
  await Promise.all(Array.from({ length: SEED_CLIENTS }, client));
  const snapshot = await call(base, 'GET', `/api/events/${eventId}/check-in/snapshot`, scannerToken);
  const ids = (snapshot.tickets as Array<{ ticketId: string }>).map((ticket) => ticket.ticketId);
  if (ids.length !== count) throw new Error(`seeded ${ids.length} tickets, not ${count}`);
  return ids;
}

type Phase = {
  /** CPU the API process spent per verification: independent of what else runs on the machine. */
  cpuPerScan: number;
  count: number;
  seconds: number;
  perSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Map<number, number>;
};

/** `clients` scanners take the next ticket from the queue until every ticket has been scanned. */
async function scan(
  server: { base: string; pid: number },
  token: string,
  tickets: string[],
  clients: number,
  /** Baseline: GET /api/users/profile instead (the same auth, one read, no check-in). */
  profileOnly = false,
  /** When set, each scanner starts a scan at most once per paceMs (open loop, like people at a door). */
  paceMs = 0,
): Promise<Phase> {
  const { base } = server;
  const cpuBefore = cpuMs(server.pid);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const deadline = started + TIME_LIMIT_MS;
  const body = (qrCodeData: string) => JSON.stringify({ qrCodeData });
  const client = async () => {
    // Scanners start spread over one pace interval so they do not all fire at once.
    if (paceMs) await new Promise((r) => setTimeout(r, Math.random() * paceMs));
    while (next < tickets.length && performance.now() < deadline) {
      const ticket = tickets[next++]!;
      const t0 = performance.now();
      let status = -1;
      try {
        const res = profileOnly
          ? await fetch(`${base}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } })
          : await fetch(`${base}/api/events/bookings/verify-qr`, {
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
      if (paceMs) await new Promise((r) => setTimeout(r, Math.max(0, paceMs - (performance.now() - t0))));
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  return {
    cpuPerScan: (cpuMs(server.pid) - cpuBefore) / Math.max(1, latencies.length),
    count: latencies.length,
    seconds,
    perSec: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    statuses,
  };
}

type SyncPhase = {
  scans: number;
  requests: number;
  seconds: number;
  perSec: number;
  outcomes: Map<string, number>;
  cpuPerScan: number;
};

/** The key a door's device computes for a ticket: lowercase hex SHA-256 of the exact QR text. */
const keyOf = (qrText: string) => createHash('sha256').update(qrText).digest('hex');

function syncQueueOf(tickets: string[]) {
  const scannedAt = new Date(Date.now() - 60_000).toISOString();
  return tickets.map((qr) => ({ scanId: randomUUID(), key: keyOf(qr), scannedAt }));
}

/** Posts a device's queue to the sync endpoint in batches of `batch`, one request after the other. */
async function syncPhase(
  server: { base: string; pid: number },
  token: string,
  eventId: string,
  queue: Array<{ scanId: string; key: string; scannedAt: string }>,
  batch: number,
): Promise<SyncPhase> {
  const cpuBefore = cpuMs(server.pid);
  const outcomes = new Map<string, number>();
  let requests = 0;
  const started = performance.now();
  for (let i = 0; i < queue.length; i += batch) {
    const data = await call(server.base, 'POST', `/api/events/${eventId}/check-in/sync`, token, {
      deviceId: 'bench-door-1',
      scans: queue.slice(i, i + batch),
    });
    requests += 1;
    for (const r of data.results as Array<{ outcome: string }>) {
      outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    scans: queue.length,
    requests,
    seconds,
    perSec: queue.length / seconds,
    outcomes,
    cpuPerScan: (cpuMs(server.pid) - cpuBefore) / Math.max(1, queue.length),
  };
}

/**
 * The scanner's on-device decision, timed in Node with the browser's API (webcrypto): SHA-256 of
 * the QR text to lowercase hex, then a lookup in a Map of SYNC_SCANS keys (the browser keeps the
 * list in IndexedDB; its read is measured by the browser test, not here).
 */
async function deviceDecision() {
  const tickets = Array.from({ length: SYNC_SCANS }, () => signTicket(randomUUID()));
  const list = new Map(tickets.map((qr, i) => [keyOf(qr), { bookingId: String(i), checkedInAt: null }]));
  const encoder = new TextEncoder();
  const hex = (digest: ArrayBuffer) => {
    let out = '';
    for (const byte of new Uint8Array(digest)) out += byte.toString(16).padStart(2, '0');
    return out;
  };
  const decide = async (qr: string) =>
    list.get(hex(await webcrypto.subtle.digest('SHA-256', encoder.encode(qr.trim()))));
  for (const qr of tickets.slice(0, 100)) await decide(qr); // warm-up
  const times: number[] = [];
  let found = 0;
  for (const qr of tickets) {
    const t0 = performance.now();
    if (await decide(qr)) found += 1;
    times.push(performance.now() - t0);
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { count: times.length, found, mean, p50: percentile(times, 50), p99: percentile(times, 99) };
}

const describe = (statuses: Map<number, number>) =>
  [...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(' ');

async function runOne(kind: Kind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-checkin-${kind}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const database = await freshPostgresDatabase('bench_checkin');
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(dataDir, databaseUrl);
    const admin = (await call(server.base, 'POST', '/api/users/login', undefined, ADMIN))
      .accessToken as string;
    const scanner = { username: 'bench-scanner', password: 'bench-scanner-password' };
    await call(server.base, 'POST', '/api/users/register', admin, {
      ...scanner,
      email: 'scanner@example.com',
      role: 'Scanner',
    });
    const eventId = await createEvent(server.base, admin);
    const token = (await call(server.base, 'POST', '/api/users/login', undefined, scanner))
      .accessToken as string;

    const seedStarted = performance.now();
    const ids = await seed(server.base, token, eventId, TICKETS + 2 * SYNC_SCANS);
    console.log(
      `[${kind}] ${ids.length} accepted tickets (${GROUP} a booking) booked through the API in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const tickets = ids.map(signTicket);
    // Kept apart for the offline door: two queues that reach the server through sync.
    const syncOne = syncQueueOf(tickets.splice(-SYNC_SCANS));
    const syncBatched = syncQueueOf(tickets.splice(-SYNC_SCANS));

    // Warm-up on a few tickets kept out of the measured set (connections, JIT).
    const warm = tickets.splice(0, Math.min(50, tickets.length - SERIAL - 1));
    await scan(server, token, warm, 5);
    const serial = tickets.splice(0, Math.min(SERIAL, tickets.length - 1));

    const pacedTickets = tickets.splice(0, Math.min(PACED, tickets.length - 200));
    const paced = await scan(server, token, pacedTickets, SCANNERS, false, PACE_MS);
    const concurrent = await scan(server, token, tickets, SCANNERS);
    const rescan = await scan(server, token, tickets.slice(0, 200), SCANNERS);
    const race = await scan(server, token, Array(SCANNERS).fill(serial.pop()!), SCANNERS);
    const single = await scan(server, token, serial, 1);
    const baseline = await scan(server, token, tickets.slice(0, 1000), SCANNERS, true);
    const syncOnce = await syncPhase(server, token, eventId, syncOne, SYNC_SCANS);
    const syncInBatches = await syncPhase(server, token, eventId, syncBatched, SYNC_BATCH);
    const syncAgain = await syncPhase(server, token, eventId, syncOne, SYNC_SCANS);

    const ok =
      paced.statuses.get(200) === pacedTickets.length &&
      concurrent.statuses.get(200) === tickets.length &&
      rescan.statuses.get(400) === rescan.count &&
      race.statuses.get(200) === 1 &&
      race.statuses.get(400) === SCANNERS - 1 &&
      single.statuses.get(200) === single.count &&
      syncOnce.outcomes.get('admitted') === SYNC_SCANS &&
      syncInBatches.outcomes.get('admitted') === SYNC_SCANS &&
      syncAgain.outcomes.get('admitted') === SYNC_SCANS;
    return {
      kind,
      paced,
      concurrent,
      rescan,
      race,
      single,
      baseline,
      syncOnce,
      syncInBatches,
      syncAgain,
      ok,
    };
  } finally {
    await server?.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  buildUnlessTold();
  console.log(
    `check-in benchmark: ${TICKETS} accepted tickets, ${SCANNERS} concurrent scanners, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, Node ${process.version}`,
  );
  const device = await deviceDecision();
  console.log(
    `on-device decision (Node ${process.version}, webcrypto SHA-256 + Map of ${SYNC_SCANS} keys): ` +
      `${device.count} decisions, mean ${(device.mean * 1000).toFixed(1)} µs, p50 ${(device.p50 * 1000).toFixed(1)} µs, ` +
      `p99 ${(device.p99 * 1000).toFixed(1)} µs, ${device.found} found`,
  );
  const results = [];
  for (const kind of DBS) {
    console.log(`\n[${kind}] starting the product...`);
    results.push(await runOne(kind));
  }
  const f = (n: number, d = 1) => n.toFixed(d);
  const row = (database: Kind, phase: string, p: Phase) => ({
    database,
    phase,
    scans: p.count,
    'verifications/s': f(p.perSec, 0),
    'p50 ms': f(p.p50),
    'p95 ms': f(p.p95),
    'p99 ms': f(p.p99),
    'max ms': f(p.max),
    'API CPU ms/scan': f(p.cpuPerScan, 2),
    answers: describe(p.statuses),
  });
  console.table(
    results.flatMap((r) => [
      row(r.kind, `${SCANNERS} scanners at door pace (1 scan / ${PACE_MS} ms each)`, r.paced),
      row(r.kind, `${SCANNERS} scanners flat out, distinct tickets`, r.concurrent),
      row(r.kind, 'same tickets again', r.rescan),
      row(r.kind, `one ticket at ${SCANNERS} doors`, r.race),
      row(r.kind, '1 scanner (no queueing)', r.single),
      row(r.kind, `baseline: GET profile, ${SCANNERS} clients`, r.baseline),
    ]),
  );
  const syncRow = (database: Kind, phase: string, p: SyncPhase) => ({
    database,
    phase,
    scans: p.scans,
    requests: p.requests,
    seconds: f(p.seconds, 2),
    'scans/s': f(p.perSec, 0),
    'API CPU ms/scan': f(p.cpuPerScan, 3),
    answers: [...p.outcomes.entries()].map(([o, n]) => `${o}×${n}`).join(' '),
  });
  console.log('\nOffline door: a queue posted to POST /api/events/{id}/check-in/sync');
  console.table(
    results.flatMap((r) => [
      syncRow(r.kind, `${SYNC_SCANS} scans in 1 request`, r.syncOnce),
      syncRow(r.kind, `${SYNC_SCANS} scans in batches of ${SYNC_BATCH}`, r.syncInBatches),
      syncRow(r.kind, 'the first queue sent again (idempotent)', r.syncAgain),
    ]),
  );
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const r of results) {
    const { p50, p95, p99 } = r.paced;
    console.log(
      `${r.kind}: check-in at door pace p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${SCANNERS} scanners, 1 scan / ${PACE_MS} ms each; p99 target under ${DOOR_P99_TARGET_MS} ms: ${p99 < DOOR_P99_TARGET_MS ? 'met' : 'MISSED'})`,
    );
  }
  for (const r of results)
    console.log(
      `${r.kind}: ${r.ok ? 'ok' : 'FAILED'} (every ticket admitted once, re-scans and the race refused, every synced scan admitted and answered the same when sent again)`,
    );
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
