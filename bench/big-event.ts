/**
 * Big events benchmark (docs/api/big-events.md): starts the real product (the bundled API) on a new
 * PostgreSQL database, seeds one event of SMALL tickets and one of TICKETS (bookings of 1 to 6
 * tickets; 70 % Accepted, 20 % Pending with a payment number and a transaction ID, 10 % Rejected) in
 * a few SQL statements (through the API, 50,000 tickets would take most of an hour), and prints,
 * side by side, each staff call as a client makes it (gzip asked, so the bytes are those on the wire;
 * the median of RUNS): the bookings list whole and its first page (limit 50), a Pending page, a
 * search, the door's look-up, the door's snapshot whole, its changes after 100 admissions and the
 * 304 of an unchanged event, and the CSV export's first byte and end.
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

/**
 * `tickets` tickets in bookings of 1 to 6 for `eventId`, in three statements. Each booking's
 * reference starts with `prefix`, so two events' references never meet.
 */
async function seed(client: pg.Client, eventId: string, tickets: number, prefix: string): Promise<number> {
  // Quantities cycle 1..6 (3.5 on average): enough bookings for `tickets`, the last ones cut off below.
  const bookings = Math.ceil(tickets / 3.5) + 6;
  await client.query(
    `WITH plan AS (
       SELECT n, 1 + (n * 5) % 6 AS quantity,
              sum(1 + (n * 5) % 6) OVER (ORDER BY n) - (1 + (n * 5) % 6) AS first_ticket
       FROM generate_series(1, $2::int) AS n
     ), kept AS (
       SELECT n, least(quantity, $3::int - first_ticket) AS quantity, first_ticket
       FROM plan WHERE first_ticket < $3::int
     ), made AS (
       INSERT INTO bookings (event_id, reference, national_id, full_name, email, payment_method,
                             payment_number, status, quantity, created_at, expires_at,
                             proof_transaction_id, decided_at)
       SELECT $1::uuid, $4 || lpad(n::text, 6, '0'),
              '2' || lpad((first_ticket + 1)::text, 13, '0'),
              (ARRAY['أحمد','محمد','منى','سارة','عمر','خالد','ياسمين','مصطفى','نور','هبة'])[1 + n % 10]
                || ' ' || (ARRAY['حسن','إبراهيم','علي','السيد','عبد الله','فؤاد','سليمان'])[1 + n % 7] || ' ' || n,
              'guest' || n || '@example.com', 'VodafoneCash', '010' || lpad(n::text, 8, '0'),
              CASE WHEN n % 10 < 7 THEN 'Accepted' WHEN n % 10 < 9 THEN 'Pending' ELSE 'Rejected' END,
              quantity, now() - (n % 2000) * interval '1 minute',
              CASE WHEN n % 10 IN (7, 8) THEN now() + interval '1 day' END,
              'TX' || $4 || lpad(n::text, 8, '0'),
              CASE WHEN n % 10 IN (0,1,2,3,4,5,6,9) THEN now() END
       FROM kept
       RETURNING id
     )
     SELECT count(*) FROM made`,
    [eventId, bookings, tickets, prefix],
  );
  // Each booking's tickets: the booker's (position 0, the booking's id, as section 13 keeps it), then its guests.
  await client.query(
    `INSERT INTO tickets (id, booking_id, event_id, position, full_name, national_id, active)
     SELECT CASE WHEN p = 0 THEN b.id ELSE gen_random_uuid() END, b.id, b.event_id, p,
            CASE WHEN p = 0 THEN b.full_name ELSE 'مرافق ' || p || ' ' || b.reference END,
            '2' || lpad((substring(b.national_id, 2)::bigint + p)::text, 13, '0'),
            b.status IN ('Pending', 'Accepted')
     FROM bookings b, generate_series(0, b.quantity - 1) AS p
     WHERE b.event_id = $1::uuid`,
    [eventId],
  );
  const {
    rows: [row],
  } = await client.query<{ n: number; active: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE active)::int AS active FROM tickets WHERE event_id = $1`,
    [eventId],
  );
  await client.query(
    `UPDATE events SET total_seats = $2::int + 100, available_seats = 100 + $2::int - $3::int WHERE id = $1`,
    [eventId, row!.n, row!.active],
  );
  await client.query('ANALYZE bookings; ANALYZE tickets');
  return row!.n;
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
    const smallTickets = await seed(client, smallId, SMALL, 'S');
    const bigTickets = await seed(client, bigId, TICKETS, 'B');
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
  } finally {
    await client.end();
    await product.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
