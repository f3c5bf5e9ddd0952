/**
 * Big events benchmark (docs/api/big-events.md): starts the real product (the bundled API) on a new
 * PostgreSQL database, seeds one event of SMALL tickets and one of TICKETS (bookings of 1 to 6
 * tickets; 70 % Accepted, 20 % Pending with a payment number and a transaction ID, 10 % Rejected) in
 * a few SQL statements (through the API, 50,000 tickets would take most of an hour), and prints,
 * side by side, each staff call as a client makes it (gzip asked, so the bytes are those on the wire;
 * the median of RUNS): the bookings list whole and its first page (limit 50), a Pending page, a
 * search, the door's look-up, the door's snapshot whole, its changes after 100 admissions and the
 * 304 of an unchanged event, and the CSV export's first byte and end; then the payments desk's
 * transfers and refunds, whole and their first page.
 *
 *   npm run bench:big-event
 *   TICKETS=10000 RUNS=5 npm run bench:big-event
 *   BENCH_NO_BUILD=1 ...        (reuse apps/api/dist/server.js as it is)
 *
 * PostgreSQL only: the product on PGlite holds its database inside the server's process, where this
 * script cannot seed 50,000 tickets in SQL.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { seedBigEvent, seedDesk } from './big-event-seed';
import { percentile } from './lib';
import {
  BENCH_ADMIN,
  buildUnlessTold,
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

type Line = { call: string; small: Answer; big: Answer; first?: boolean };

function print(lines: Line[], small: number, big: number) {
  const head = ['call', `${small.toLocaleString('en')} tickets`, `${big.toLocaleString('en')} tickets`];
  const cell = (a: Answer, first?: boolean) =>
    `${ms(first ? a.firstByteMs : a.ms)}, ${kb(a.bytes)}, ${a.status === 304 ? '304' : `${rows(a)} rows`}`;
  const table = [head, ...lines.map((l) => [l.call, cell(l.small, l.first), cell(l.big, l.first)])];
  const widths = head.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  for (const r of table) console.log(`| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`);
}

async function main() {
  buildUnlessTold();
  const database = await freshPostgresDatabase('bench_big_event');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-big-event-'));
  const product = await startProduct({ dataDir, databaseUrl: database.url });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const base = product.base;
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const smallId = await createBenchEvent(base);
    const bigId = await createBenchEvent(base);
    const started = performance.now();
    const smallTickets = await seedBigEvent(client, smallId, SMALL, 'S');
    const bigTickets = await seedBigEvent(client, bigId, TICKETS, 'B');
    console.log(
      `seeded ${smallTickets.toLocaleString('en')} + ${bigTickets.toLocaleString('en')} tickets in ${ms(performance.now() - started)}`,
    );

    const both = async (call: string, url: (eventId: string) => string, first?: boolean): Promise<Line> => ({
      call,
      small: await measure(() => get(base, url(smallId), token)),
      big: await measure(() => get(base, url(bigId), token)),
      first,
    });
    const lines: Line[] = [];
    lines.push(await both('bookings list, whole (no limit)', (id) => `/api/events/bookings?eventId=${id}`));
    lines.push(
      await both(
        'bookings list, first page (limit 50)',
        (id) => `/api/events/bookings?eventId=${id}&limit=50`,
      ),
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
    lines.push(await both('door snapshot, whole', (id) => `/api/events/${id}/check-in/snapshot`));

    // A minute at the door: the device holds a copy, then 100 tickets are admitted.
    const copies = {
      small: await get(base, `/api/events/${smallId}/check-in/snapshot`, token),
      big: await get(base, `/api/events/${bigId}/check-in/snapshot`, token),
    };
    const generatedAt = (a: Answer) =>
      (JSON.parse(a.body.toString()) as { data: { generatedAt: string } }).data.generatedAt;
    const notModified = (id: string, copy: Answer) => () =>
      get(base, `/api/events/${id}/check-in/snapshot?since=${encodeURIComponent(generatedAt(copy))}`, token, {
        'if-none-match': copy.etag!,
      });
    const unchanged: Line = {
      call: 'door snapshot, unchanged (If-None-Match)',
      small: await measure(notModified(smallId, copies.small)),
      big: await measure(notModified(bigId, copies.big)),
    };
    for (const id of [smallId, bigId]) {
      await client.query(
        `UPDATE tickets SET checked_in_at = now() WHERE id IN (
           SELECT t.id FROM tickets t JOIN bookings b ON b.id = t.booking_id
           WHERE t.event_id = $1 AND b.status = 'Accepted' AND t.checked_in_at IS NULL LIMIT $2)`,
        [id, CHANGED],
      );
    }
    lines.push(
      await both(`door snapshot, since the copy (${CHANGED} admitted)`, (id) => {
        const copy = id === smallId ? copies.small : copies.big;
        return `/api/events/${id}/check-in/snapshot?since=${encodeURIComponent(generatedAt(copy))}`;
      }),
    );
    lines.push(unchanged);
    const csv = (id: string) => `/api/events/bookings/export?eventId=${id}`;
    lines.push(await both('CSV export, first byte', csv, true));
    lines.push(await both('CSV export, whole', csv));

    console.log(`\nPostgreSQL, median of ${RUNS} (time, bytes on the wire with gzip, rows):\n`);
    print(lines, smallTickets, bigTickets);

    // The desk's lists are of every event: one matched transfer per active booking of the big event
    // (up to TRANSFERS), a refund due per Rejected booking.
    await seedDesk(client, bigId, TRANSFERS);
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
  } finally {
    await client.end();
    await product.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
