/**
 * Big events benchmark (docs/api/big-events.md): starts the real product (the bundled API) on a new
 * PostgreSQL database, seeds one event of SMALL tickets and one of TICKETS (bookings of 1 to 6
 * tickets; 70 % Accepted, 20 % Pending with a payment number and a transaction ID, 10 % Rejected) in
 * a few SQL statements (through the API, 50,000 tickets would take most of an hour), and prints,
 * side by side, each staff call as a client makes it (gzip asked, so the bytes are those on the wire;
 * the median of RUNS): the bookings list whole and its first page (limit 50), a Pending page, a
 * search, the door's look-up, the door's snapshot whole, its changes after 100 admissions and the
 * 304 of an unchanged event, the CSV export's first byte and end, and the door's stats alone and while
 * a CSV export streams; then the payments desk's transfers and refunds, whole and their first page;
 * then BOOKINGS bookings into an event with no ticket sold and as many into the event of TICKETS.
 * On PostgreSQL and on PGlite (DBS): the product's embedded database is seeded in this process while
 * the product is stopped (big-event-pglite.ts), then the product starts again on it.
 *
 *   npm run bench:big-event
 *   TICKETS=10000 RUNS=5 DBS=postgres npm run bench:big-event
 *   BENCH_NO_BUILD=1 ...        (reuse apps/api/dist/server.js as it is)
 *   BENCH_SERVER=path/to/server.js ...   (another bundle, e.g. an earlier build to compare with)
 *   VACUUM=off ...              (the tables as right after a rush of sales, before autovacuum)
 */

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sampleNationalId } from '@app/shared';
import pg from 'pg';
import { withEmbeddedDatabase } from './big-event-pglite';
import { type SqlClient, seedBigEvent, seedDesk, seedWaitlist } from './big-event-seed';
import { percentile } from './lib';
import {
  BENCH_ADMIN,
  buildUnlessTold,
  cpuMs,
  createBenchEvent,
  freshPostgresDatabase,
  startProduct,
} from './product';

const TICKETS = Number(process.env.TICKETS ?? 50_000);
const SMALL = Number(process.env.SMALL ?? 1_000);
const RUNS = Number(process.env.RUNS ?? 3);
/** Tickets admitted between two snapshots: "a change of 100 tickets". */
const CHANGED = 100;
/** Transfers on the payments desk (the issue saw 3,000, the newest 1,000 shown). */
const TRANSFERS = Number(process.env.TRANSFERS ?? 3_000);
/** Bookings sent into the empty event and into the full one: "200 bookings into a full event". */
const BOOKINGS = Number(process.env.BOOKINGS ?? 200);
/** Clients booking at once (the server's batcher groups what arrives together). */
const BOOKERS = Number(process.env.BOOKERS ?? 10);
/** Bookings into each event before the measured ones (connections, JIT). */
const WARM_BOOKINGS = 20;
/** VACUUM=off: the tables as right after a rush of sales, before autovacuum (big-event-seed.ts). */
const VACUUM = process.env.VACUUM !== 'off';
const DBS = (process.env.DBS ?? 'postgres,pglite').split(',').map((s) => s.trim()) as (
  | 'postgres'
  | 'pglite'
)[];

type Answer = { status: number; ms: number; firstByteMs: number; bytes: number; body: Buffer; etag?: string };

/** One GET as a browser makes it (gzip accepted): its time to the first byte and to the end, and its bytes on the wire. */
function get(
  base: string,
  url: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(
      `${base}${url}`,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip', ...headers } },
      (res) => {
        let firstByteMs = -1;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          chunks.push(chunk);
        });
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            firstByteMs: firstByteMs < 0 ? performance.now() - started : firstByteMs,
            bytes: raw.length,
            body,
            etag: res.headers.etag,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** The median run of RUNS (by time), after one run to warm the caches. */
async function measure(call: () => Promise<Answer>): Promise<Answer> {
  await call();
  const runs: Answer[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await call());
  const median = percentile(
    runs.map((r) => r.ms),
    50,
  );
  const found = runs.find((r) => r.ms === median)!;
  if (found.status >= 400)
    throw new Error(`answered ${found.status}: ${found.body.toString().slice(0, 200)}`);
  return found;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows = (a: Answer) => {
  try {
    const parsed = JSON.parse(a.body.toString('utf8')) as { data?: unknown };
    const data = parsed.data as { tickets?: unknown[] } | unknown[] | undefined;
    if (Array.isArray(data)) return data.length;
    if (data && Array.isArray(data.tickets)) return data.tickets.length;
  } catch {
    // The CSV: its lines, less the header.
    return a.body.toString('utf8').split('\r\n').filter(Boolean).length - 1;
  }
  return 0;
};

/** A line of the table: two answers side by side, or two cells already written. */
type Line = { call: string; small: Answer | string; big: Answer | string; first?: boolean };

function print(lines: Line[], small: number, big: number) {
  const head = ['call', `${small.toLocaleString('en')} tickets`, `${big.toLocaleString('en')} tickets`];
  const cell = (a: Answer | string, first?: boolean) =>
    typeof a === 'string'
      ? a
      : `${ms(first ? a.firstByteMs : a.ms)}, ${kb(a.bytes)}, ${a.status === 304 ? '304' : `${rows(a)} rows`}`;
  const table = [head, ...lines.map((l) => [l.call, cell(l.small, l.first), cell(l.big, l.first)])];
  const widths = head.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  for (const r of table) console.log(`| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`);
}

type Events = { smallId: string; bigId: string; emptyId: string };
type Seeded = { smallTickets: number; bigTickets: number };

/** The product as the benchmark uses it: started, its three events made and seeded, an Admin signed in. */
type Setup = Events & Seeded & { base: string; token: string; pid: number; stop: () => Promise<void> };

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function createEvents(base: string): Promise<Events> {
  return {
    smallId: await createBenchEvent(base),
    bigId: await createBenchEvent(base),
    emptyId: await createBenchEvent(base),
  };
}

/** SMALL and TICKETS tickets, the big event's payments desk, and seats on sale for the bookings. */
async function seed(client: SqlClient, { smallId, bigId, emptyId }: Events): Promise<Seeded> {
  const started = performance.now();
  const seats = WARM_BOOKINGS + BOOKINGS + 100;
  const smallTickets = await seedBigEvent(client, smallId, SMALL, 'S', { vacuum: VACUUM });
  const bigTickets = await seedBigEvent(client, bigId, TICKETS, 'B', { seatsLeft: seats, vacuum: VACUUM });
  // The empty event: no ticket sold, the same seats on sale.
  await seedBigEvent(client, emptyId, 0, 'E', { seatsLeft: seats, vacuum: VACUUM });
  // The desk's lists are of every event: one matched transfer per active booking of the big event
  // (up to TRANSFERS), a refund due per Rejected booking.
  await seedDesk(client, bigId, TRANSFERS);
  // Each event's waiting list: one person waiting for every ten tickets sold.
  await seedWaitlist(client, smallId, Math.round(smallTickets / 10));
  await seedWaitlist(client, bigId, Math.round(bigTickets / 10));
  console.log(
    `seeded ${smallTickets.toLocaleString('en')} + ${bigTickets.toLocaleString('en')} tickets in ${ms(performance.now() - started)}${VACUUM ? ', vacuumed' : ', not vacuumed'}`,
  );
  return { smallTickets, bigTickets };
}

/** The product ready to measure: its address, its process and an Admin's token, with its events. */
async function setupOf(
  product: { base: string; pid: number },
  events: Events,
  seeded: Seeded,
  stop: () => Promise<void>,
): Promise<Setup> {
  return {
    ...events,
    ...seeded,
    base: product.base,
    token: await signIn(product.base),
    pid: product.pid,
    stop,
  };
}

async function startOnPostgres(): Promise<Setup> {
  const database = await freshPostgresDatabase('bench_big_event');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-big-event-'));
  const product = await startProduct({ dataDir, databaseUrl: database.url });
  const stop = async () => {
    await product.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const events = await createEvents(product.base);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seeded = await seed(client, events).finally(() => client.end());
    return setupOf(product, events, seeded, stop);
  } catch (error) {
    await stop();
    throw error;
  }
}

/** On PGlite the database is the product's own: made by a first start, seeded while it is stopped, then used by a second. */
async function startOnPglite(): Promise<Setup> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-big-event-pglite-'));
  try {
    const first = await startProduct({ dataDir });
    const events = await createEvents(first.base).finally(() => first.stop());
    const seeded = await withEmbeddedDatabase(dataDir, (client) => seed(client, events));
    const product = await startProduct({ dataDir });
    const stop = async () => {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return setupOf(product, events, seeded, stop);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** One keep-alive POST of a booking; answers its status and time. */
function postBooking(agent: http.Agent, base: string, body: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/events/bookings`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` bookings of one ticket (people `from`..) into the event by BOOKERS clients at once: the time they all took, and each one's. */
async function book(agent: http.Agent, base: string, eventId: string, count: number, from: number) {
  const latencies: number[] = [];
  const refused = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < count) {
      const n = from + next++;
      const answer = await postBooking(
        agent,
        base,
        JSON.stringify({
          eventId,
          nationalId: sampleNationalId(n),
          fullName: `عميل رقم ${n}`,
          email: `client${n}@example.com`,
          paymentMethod: 'VodafoneCash',
          paymentNumber: `011${String(n).padStart(8, '0')}`,
        }),
      );
      latencies.push(answer.ms);
      if (answer.status !== 201) refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: BOOKERS }, client));
  if (refused.size > 0)
    throw new Error(`bookings refused: ${[...refused].map(([s, n]) => `${s}×${n}`).join(' ')}`);
  return { ms: performance.now() - started, latencies };
}

/**
 * BOOKINGS bookings into the empty event and as many into the full one, in eight turns each taken in
 * the order empty, full, full, empty, ..., so a change of the machine's load weighs on both alike; with
 * the server's CPU time, which the load of other processes changes little (on PGlite, the database's
 * work is in it too).
 */
async function bookingsEmptyAndFull(setup: Setup) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: BOOKERS });
  const total = {
    empty: { ms: 0, cpuMs: 0, latencies: [] as number[] },
    full: { ms: 0, cpuMs: 0, latencies: [] as number[] },
  };
  try {
    await book(agent, setup.base, setup.emptyId, WARM_BOOKINGS, 5_000_000);
    await book(agent, setup.base, setup.bigId, WARM_BOOKINGS, 5_000_000);
    const turns = 8;
    const share = Math.ceil(BOOKINGS / turns);
    const sent = { empty: 0, full: 0 };
    for (let turn = 0; turn < 2 * turns; turn++) {
      const which = (['empty', 'full', 'full', 'empty'] as const)[turn % 4]!;
      const count = Math.min(share, BOOKINGS - sent[which]);
      const cpuBefore = cpuMs(setup.pid);
      const eventId = which === 'empty' ? setup.emptyId : setup.bigId;
      const run = await book(agent, setup.base, eventId, count, 6_000_000 + sent.empty + sent.full);
      total[which].cpuMs += cpuMs(setup.pid) - cpuBefore;
      total[which].ms += run.ms;
      total[which].latencies.push(...run.latencies);
      sent[which] += count;
    }
  } finally {
    agent.destroy();
  }
  return total;
}

/**
 * The door's stats alone, then again and again while a heavy call on the same event runs (the CSV
 * export, or the whole bookings list of an older client); with GET /api/health beside them (no
 * database: the time the event loop makes a call wait).
 */
async function duringHeavyCall(setup: Setup, eventId: string, heavyUrl: string) {
  const probes = {
    stats: () => get(setup.base, `/api/events/${eventId}/check-in/stats`, setup.token),
    health: () => get(setup.base, '/api/health', setup.token),
  };
  const alone = { stats: [] as number[], health: [] as number[] };
  const during = { stats: [] as number[], health: [] as number[] };
  await probes.stats();
  for (let i = 0; i < Math.max(RUNS, 7); i++) {
    alone.stats.push((await probes.stats()).ms);
    alone.health.push((await probes.health()).ms);
  }
  let done = false;
  const exporting = get(setup.base, heavyUrl, setup.token).finally(() => {
    done = true;
  });
  while (!done) {
    during.stats.push((await probes.stats()).ms);
    during.health.push((await probes.health()).ms);
    // A door asks every so often, not back to back.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const heavy = await exporting;
  return { alone, during, heavy };
}

async function measureOn(kind: 'postgres' | 'pglite', setup: Setup) {
  const { base, token, smallId, bigId } = setup;
  const both = async (call: string, url: (eventId: string) => string, first?: boolean): Promise<Line> => ({
    call,
    small: await measure(() => get(base, url(smallId), token)),
    big: await measure(() => get(base, url(bigId), token)),
    first,
  });
  const lines: Line[] = [];
  lines.push(await both('bookings list, whole (no limit)', (id) => `/api/events/bookings?eventId=${id}`));
  lines.push(
    await both('bookings list, first page (limit 50)', (id) => `/api/events/bookings?eventId=${id}&limit=50`),
  );
  lines.push(
    await both(
      'bookings, Pending page (limit 50)',
      (id) => `/api/events/bookings?eventId=${id}&status=Pending&limit=50`,
    ),
  );
  lines.push(
    await both(
      'bookings search q=سارة (limit 50)',
      (id) => `/api/events/bookings?eventId=${id}&q=${encodeURIComponent('سارة')}&limit=50`,
    ),
  );
  lines.push(
    await both(
      'bookings search by payment number',
      (id) => `/api/events/bookings?eventId=${id}&q=01000000777&limit=50`,
    ),
  );
  lines.push(
    await both(
      'door look-up attendees?q=منى',
      (id) => `/api/events/${id}/attendees?q=${encodeURIComponent('منى')}`,
    ),
  );
  lines.push(
    await both(
      'door look-up, a whole name',
      (id) => `/api/events/${id}/attendees?q=${encodeURIComponent(`منى حسن ${id === smallId ? 42 : 4242}`)}`,
    ),
  );
  lines.push(
    await both(
      'door look-up, a reference',
      (id) => `/api/events/${id}/attendees?q=${id === smallId ? 'S000042' : 'B004242'}`,
    ),
  );
  lines.push(await both('door list, first page (limit 50)', (id) => `/api/events/${id}/attendees?limit=50`));
  lines.push(
    await both('waiting list, first page (limit 50)', (id) => `/api/events/${id}/waitlist?limit=50`),
  );
  lines.push(await both('door snapshot, whole', (id) => `/api/events/${id}/check-in/snapshot`));

  // A minute at the door: the device holds a copy, then 100 tickets are admitted (one sync of a
  // door's queue, through the API on both databases).
  const copies = {
    small: await get(base, `/api/events/${smallId}/check-in/snapshot`, token),
    big: await get(base, `/api/events/${bigId}/check-in/snapshot`, token),
  };
  type Copy = { generatedAt: string; tickets: { ticketId: string; checkedInAt: string | null }[] };
  const copyOf = (a: Answer) => (JSON.parse(a.body.toString()) as { data: Copy }).data;
  const notModified = (id: string, copy: Answer) => () =>
    get(
      base,
      `/api/events/${id}/check-in/snapshot?since=${encodeURIComponent(copyOf(copy).generatedAt)}`,
      token,
      {
        'if-none-match': copy.etag!,
      },
    );
  const unchanged: Line = {
    call: 'door snapshot, unchanged (If-None-Match)',
    small: await measure(notModified(smallId, copies.small)),
    big: await measure(notModified(bigId, copies.big)),
  };
  for (const [id, copy] of [
    [smallId, copies.small],
    [bigId, copies.big],
  ] as const) {
    const scannedAt = new Date().toISOString();
    const scans = copyOf(copy)
      .tickets.filter((t) => t.checkedInAt === null)
      .slice(0, CHANGED)
      .map((t, i) => ({ scanId: `bench-${i}`, ticketId: t.ticketId, scannedAt }));
    const synced = await fetch(`${base}/api/events/${id}/check-in/sync`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId: 'bench-door', scans }),
    });
    if (!synced.ok) throw new Error(`sync answered ${synced.status}: ${await synced.text()}`);
  }
  lines.push(
    await both(`door snapshot, since the copy (${CHANGED} admitted)`, (id) => {
      const copy = id === smallId ? copies.small : copies.big;
      return `/api/events/${id}/check-in/snapshot?since=${encodeURIComponent(copyOf(copy).generatedAt)}`;
    }),
  );
  lines.push(unchanged);
  const csv = (id: string) => `/api/events/bookings/export?eventId=${id}`;
  lines.push(await both('CSV export, first byte', csv, true));
  lines.push(await both('CSV export, whole', csv));
  const heavyCalls = [
    { what: 'a CSV export', url: (id: string) => `/api/events/bookings/export?eventId=${id}` },
    { what: 'the whole bookings list', url: (id: string) => `/api/events/bookings?eventId=${id}` },
    { what: "a door's first snapshot", url: (id: string) => `/api/events/${id}/check-in/snapshot` },
  ];
  const p50 = (values: number[]) => percentile(values, 50);
  const under = (values: number[]) =>
    `${ms(p50(values))} median, ${ms(Math.max(...values))} max of ${values.length}`;
  for (const [i, heavy] of heavyCalls.entries()) {
    const small = await duringHeavyCall(setup, smallId, heavy.url(smallId));
    const big = await duringHeavyCall(setup, bigId, heavy.url(bigId));
    for (const probe of ['stats', 'health'] as const) {
      const name = probe === 'stats' ? 'door stats' : 'GET /api/health';
      if (i === 0) {
        lines.push({
          call: `${name}, alone`,
          small: under(small.alone[probe]),
          big: under(big.alone[probe]),
        });
      }
      lines.push({
        call: `${name}, during ${heavy.what}`,
        small: `${under(small.during[probe])} (call ${ms(small.heavy.ms)})`,
        big: `${under(big.during[probe])} (call ${ms(big.heavy.ms)})`,
      });
    }
  }
  console.log(
    `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, median of ${RUNS} (time, bytes on the wire with gzip, rows):\n`,
  );
  print(lines, setup.smallTickets, setup.bigTickets);

  const desk: [string, string][] = [
    ['transfers, whole (no limit)', '/api/payments/transfers'],
    ['transfers, first page (limit 50)', '/api/payments/transfers?limit=50'],
    ['refunds, whole (no limit)', '/api/payments/refunds'],
    ['refunds, first page (limit 50)', '/api/payments/refunds?limit=50'],
  ];
  console.log(`\nThe payments desk, ${TRANSFERS.toLocaleString('en')} transfers:\n`);
  for (const [call, url] of desk) {
    const a = await measure(() => get(base, url, token));
    console.log(`| ${call.padEnd(34)} | ${ms(a.ms)}, ${kb(a.bytes)}, ${rows(a)} rows |`);
  }

  const booked = await bookingsEmptyAndFull(setup);
  const of = (b: { ms: number; cpuMs: number; latencies: number[] }) =>
    `${ms(b.ms)} in all, ${ms(percentile(b.latencies, 50))} median, ${ms(percentile(b.latencies, 99))} p99, server CPU ${ms(b.cpuMs)}`;
  console.log(`\n${BOOKINGS} bookings, ${BOOKERS} clients at once:\n`);
  const table = [
    ['no ticket sold', of(booked.empty)],
    [`${setup.bigTickets.toLocaleString('en')} tickets sold`, of(booked.full)],
    [
      'full / empty',
      `${((100 * booked.full.ms) / booked.empty.ms).toFixed(0)} % of the time, ${((100 * booked.full.cpuMs) / booked.empty.cpuMs).toFixed(0)} % of the server's CPU`,
    ],
  ];
  for (const [what, cell] of table) console.log(`| ${what!.padEnd(20)} | ${cell} |`);
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  buildUnlessTold();
  console.log(
    `big event benchmark, ${os.cpus().length} CPUs, Node ${process.version}, load average ${load()}`,
  );
  for (const kind of DBS) {
    const setup = kind === 'postgres' ? await startOnPostgres() : await startOnPglite();
    try {
      await measureOn(kind, setup);
    } finally {
      await setup.stop();
    }
    console.log(`\nload average ${load()}`);
  }
}

await main();
