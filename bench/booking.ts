/**
 * Booking benchmark: starts the real product (the bundled API) once on PGlite and once on PostgreSQL,
 * creates an event with SEATS seats, then CONCURRENCY clients send REQUESTS bookings with distinct
 * national IDs (more requests than seats) and the table shows throughput, latency and whether any
 * seat was oversold. Loopback only; every run is bounded in count and time.
 *
 *   npm run bench:booking                      (defaults below)
 *   SEATS=300 REQUESTS=600 CONCURRENCY=40 WARMUP=0 DBS=postgres npm run bench:booking
 *   BENCH_NO_BUILD=1 ...                        (reuse apps/api/dist/server.js as it is)
 *   BENCH_SERVER=apps/api/dist-old/server.js ... (another bundle, e.g. to compare with an earlier build)
 *   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" ...   (Node options for the server, e.g. a profile)
 *   MIX=groups ...                              (every other booking a group of 2-6 tickets, docs/api/bookings.md#several-tickets)
 *   MIX=types ...                               (the seats in three ticket types, bookings spread over them, a third with a code, docs/api/ticket-types.md)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sampleNationalId } from '@app/shared';
import sharp from 'sharp';
import { percentile } from './lib';
import { BENCH_ADMIN, buildUnlessTold, cpuMs, freshPostgresDatabase, startProduct } from './product';

const SEATS = Number(process.env.SEATS ?? 500);
const REQUESTS = Number(process.env.REQUESTS ?? Math.round(SEATS * 1.5));
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
/** Bookings sent to a separate event before the measured run. */
const WARMUP = Number(process.env.WARMUP ?? 1000);
/** Each database gets at most this long for its booking phase. */
const TIME_LIMIT_MS = Number(process.env.TIME_LIMIT_MS ?? 120_000);
const DBS = (process.env.DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as (
  | 'pglite'
  | 'postgres'
)[];
const ADMIN = BENCH_ADMIN;
/** `groups`: every other request books a group (the booker and 1-5 guests); seats count tickets. */
const MIX = process.env.MIX === 'groups' ? 'groups' : process.env.MIX === 'types' ? 'types' : 'singles';

/**
 * MIX=types: the event's seats split over three types (its own 'دخول عام' and two added), and a 10 %
 * code with no limit. Answers the three type ids.
 */
async function setupTypes(base: string, token: string, eventId: string, seats: number): Promise<string[]> {
  const third = Math.floor(seats / 3);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const types = (await json(await fetch(`${base}/api/events/${eventId}/ticket-types`, { headers }))) as {
    _id: string;
  }[];
  await json(
    await fetch(`${base}/api/events/${eventId}/ticket-types/${types[0]!._id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ quantity: seats - 2 * third }),
    }),
  );
  const ids = [types[0]!._id];
  for (const [name, price] of [
    ['VIP', 300],
    ['طلاب', 50],
  ] as const) {
    const type = await json(
      await fetch(`${base}/api/events/${eventId}/ticket-types`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name, price, quantity: third }),
      }),
    );
    ids.push(type._id);
  }
  await json(
    await fetch(`${base}/api/events/${eventId}/codes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ code: 'BENCH10', kind: 'discount', percentOff: 10 }),
    }),
  );
  return ids;
}

/** The guests of request i: none for singles; in the mix, odd requests bring 1 to 5. */
function guestsOf(i: number, firstIndex: number): { fullName: string; nationalId: string }[] {
  if (MIX !== 'groups' || i % 2 === 0) return [];
  // National IDs apart from the bookers' (0.., 1,000,000..) and from the warm-up's guests.
  const base = firstIndex === 0 ? 1_200_000 : 1_800_000;
  return Array.from({ length: 1 + (i % 5) }, (_, g) => ({
    fullName: `ضيف ${i}-${g}`,
    nationalId: sampleNationalId(base + i * 5 + g),
  }));
}

type Row = {
  database: string;
  requests: number;
  seconds: number;
  reqPerSec: number;
  bookingsPerSec: number;
  ticketsPerSec: number;
  p50: number;
  p99: number;
  /** CPU the API process spent per request: independent of what else runs on the machine. */
  cpuPerRequest: number;
  sold: number;
  tickets: number;
  seats: number;
  oversold: number;
  availableSeats: number;
  rowsViaApi: number;
  otherStatuses: string;
  ok: boolean;
};

async function startServer(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-booking-${kind}-`));
  const product = await startProduct({
    dataDir,
    databaseUrl,
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...product, stop };
}

async function json(res: Response) {
  const body = (await res.json()) as { success: boolean; data: any; error?: string };
  if (!res.ok) throw new Error(`${res.status} ${body.error ?? ''}`);
  return body.data;
}

async function createEvent(base: string, token: string, seats: number): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('name', 'حدث قياس الأداء');
  form.set('description', 'فعالية لقياس سرعة الحجز');
  form.set('date', new Date(Date.now() + 7 * 86_400_000).toISOString());
  form.set('location', 'القاهرة');
  form.set('totalSeats', String(seats));
  form.set('ticketPrice', '100');
  form.set('image', new Blob([png], { type: 'image/png' }), 'bench.png');
  const res = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return (await json(res))._id;
}

/** One keep-alive POST; answers the status once the whole body has arrived. */
function post(agent: http.Agent, url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** REQUESTS bookings through a pool of CONCURRENCY clients, one socket each; stops at the time limit. */
async function hammer(
  agent: http.Agent,
  base: string,
  eventId: string,
  requests = REQUESTS,
  firstIndex = 0,
  typeIds?: string[],
) {
  const latencies: number[] = [];
  const trace: { start: number; ms: number; status: number }[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  let sold = 0;
  let tickets = 0;
  let lastSaleAt = 0;
  const started = performance.now();
  const deadline = started + TIME_LIMIT_MS;
  const client = async () => {
    while (next < requests && performance.now() < deadline) {
      const i = next++;
      const guests = guestsOf(i, firstIndex);
      const body = JSON.stringify({
        ...(guests.length > 0 && { guests }),
        // MIX=types: spread over the three types, a third of them with the code.
        ...(typeIds && { ticketTypeId: typeIds[i % 3], ...(i % 3 === 1 && { code: 'BENCH10' }) }),
        eventId,
        nationalId: sampleNationalId(firstIndex + i),
        fullName: `عميل رقم ${i}`,
        email: `client${i}@example.com`,
        paymentMethod: i % 2 ? 'InstaPay' : 'VodafoneCash',
        paymentNumber: i % 2 ? `client${i}@instapay` : `010${String(i).padStart(8, '0')}`,
      });
      const t0 = performance.now();
      let status = 0;
      try {
        status = await post(agent, `${base}/api/events/bookings`, body);
      } catch {
        status = -1;
      }
      const t1 = performance.now();
      latencies.push(t1 - t0);
      if (process.env.BENCH_DEBUG) trace.push({ start: t0 - started, ms: t1 - t0, status });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201) {
        sold++;
        tickets += 1 + guests.length;
        lastSaleAt = t1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = performance.now() - started;
  if (process.env.BENCH_DEBUG) {
    console.log(
      'slowest:',
      trace
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 8)
        .map((x) => `${x.status}@${x.start.toFixed(0)}+${x.ms.toFixed(0)}`)
        .join(' '),
    );
  }
  return {
    latencies,
    statuses,
    sold,
    tickets,
    elapsed,
    sellingMs: (lastSaleAt || performance.now()) - started,
  };
}

async function runOne(kind: 'pglite' | 'postgres'): Promise<Row> {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const database = await freshPostgresDatabase('bench_booking');
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  const server = await startServer(kind, databaseUrl).catch(async (error) => {
    await dropDatabase();
    throw error;
  });
  try {
    const login = await json(
      await fetch(`${server.base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    );
    const token = login.accessToken as string;
    const eventId = await createEvent(server.base, token, SEATS);
    // Warm-up on another event (half of it sells out), so connection set-up and the JIT compiler's
    // first minutes (V8 optimizes a function after thousands of calls) are not measured.
    // The clients keep their connections from the warm-up: the run measures bookings, not TCP set-up.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    if (WARMUP > 0) {
      const warm = await createEvent(server.base, token, Math.ceil(WARMUP / 2));
      await hammer(agent, server.base, warm, WARMUP, 1_000_000);
    }

    const cpuBefore = cpuMs(server.pid);
    const typeIds = MIX === 'types' ? await setupTypes(server.base, token, eventId, SEATS) : undefined;
    const result = await hammer(agent, server.base, eventId, REQUESTS, 0, typeIds);
    agent.destroy();
    const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / Math.max(1, result.latencies.length);
    const auth = { authorization: `Bearer ${token}` };
    const event = await json(await fetch(`${server.base}/api/events/event/${eventId}`, { headers: auth }));
    const rows = (await json(
      await fetch(`${server.base}/api/events/bookings?eventId=${eventId}`, { headers: auth }),
    )) as unknown[];
    const other = [...result.statuses.entries()]
      .filter(([s]) => s !== 201)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    const oversold = Math.max(0, result.tickets - SEATS);
    return {
      database: kind,
      requests: result.latencies.length,
      seconds: result.elapsed / 1000,
      reqPerSec: result.latencies.length / (result.elapsed / 1000),
      bookingsPerSec: result.sold / (result.sellingMs / 1000),
      ticketsPerSec: result.tickets / (result.sellingMs / 1000),
      p50: percentile(result.latencies, 50),
      p99: percentile(result.latencies, 99),
      cpuPerRequest,
      sold: result.sold,
      tickets: result.tickets,
      seats: SEATS,
      oversold,
      availableSeats: event.availableSeats,
      rowsViaApi: rows.length,
      otherStatuses: other || '-',
      ok:
        oversold === 0 &&
        event.availableSeats >= 0 &&
        event.availableSeats === SEATS - result.tickets &&
        rows.length === result.sold,
    };
  } finally {
    await server.stop();
    await dropDatabase();
  }
}

async function main() {
  buildUnlessTold();
  console.log(
    `booking benchmark (${MIX}): ${SEATS} seats, ${REQUESTS} requests, ${CONCURRENCY} concurrent clients, ${WARMUP} warm-up requests, ${os.cpus().length} CPUs, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const rows: Row[] = [];
  for (const kind of DBS) {
    console.log(`\n[${kind}] starting the product...`);
    rows.push(await runOne(kind));
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const f = (n: number, d = 0) => n.toFixed(d);
  console.table(
    rows.map((r) => ({
      database: r.database,
      requests: r.requests,
      seconds: f(r.seconds, 1),
      'req/s': f(r.reqPerSec),
      'bookings/s': f(r.bookingsPerSec),
      'tickets/s': f(r.ticketsPerSec),
      'p50 ms': f(r.p50, 1),
      'p99 ms': f(r.p99, 1),
      'API CPU ms/req': f(r.cpuPerRequest, 2),
      sold: r.sold,
      tickets: r.tickets,
      seats: r.seats,
      oversold: r.oversold,
      availableSeats: r.availableSeats,
      'rows (API)': r.rowsViaApi,
      'other answers': r.otherStatuses,
      check: r.ok ? 'ok' : 'FAILED',
    })),
  );
  if (rows.some((r) => !r.ok)) {
    console.error('Seat accounting check FAILED');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
