/**
 * Event report benchmark (docs/api/reports.md#the-report): starts the real product (the bundled API)
 * on PGlite and on PostgreSQL, books TICKETS tickets of one event through the API (groups of 1 to 6,
 * each with a campaign source), accepts ACCEPT_SHARE of the bookings one decision at a time, then
 * asks GET /api/events/{id}/report RUNS times and prints the median, p95 and slowest answer. The
 * figure to hold: under 300 ms for 50,000 tickets.
 *
 *   npm run bench:report
 *   TICKETS=5000 DBS=postgres npm run bench:report
 *   BENCH_NO_BUILD=1 ...        (reuse apps/api/dist/server.js as it is)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleNationalId } from '@app/shared';
import { percentile } from './lib';
import { BENCH_ADMIN, buildUnlessTold, freshPostgresDatabase, startProduct } from './product';

const TICKETS = Number(process.env.TICKETS ?? 50_000);
const ACCEPT_SHARE = Number(process.env.ACCEPT_SHARE ?? 0.1);
const RUNS = Number(process.env.RUNS ?? 20);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 24);
const DBS = (process.env.DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as (
  | 'pglite'
  | 'postgres'
)[];
const SOURCES = ['direct', 'insta', 'whatsapp', 'facebook', 'sponsor-acme'];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function json(res: Response) {
  const body = (await res.json()) as { success: boolean; data: any; error?: string };
  if (!res.ok) throw new Error(`${res.status} ${body.error ?? ''}`);
  return body.data;
}

/** Runs `work` for 0..count-1, CONCURRENCY at a time. */
async function inPool(count: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-report-${kind}-`));
  const pgDb = kind === 'postgres' ? await freshPostgresDatabase('bench_report') : undefined;
  const product = await startProduct({ dataDir, databaseUrl: pgDb?.url });
  try {
    const { base } = product;
    // Signed in again before each phase: booking 50,000 tickets outlasts an access token.
    const signIn = async () => {
      const login = await json(
        await fetch(`${base}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BENCH_ADMIN),
        }),
      );
      return { authorization: `Bearer ${login.accessToken}` };
    };
    let auth = await signIn();
    const form = new FormData();
    form.set('name', 'مهرجان قياس التقارير');
    form.set('description', 'فعالية كبيرة لقياس سرعة تقرير المبيعات.');
    form.set('date', new Date(Date.now() + 30 * 86_400_000).toISOString());
    form.set('location', 'القاهرة');
    form.set('totalSeats', String(TICKETS));
    form.set('ticketPrice', '150');
    form.set('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'event.png');
    const eventId = (
      await json(await fetch(`${base}/api/events`, { method: 'POST', headers: auth, body: form }))
    )._id as string;

    // Groups of 1 to 6 tickets until TICKETS are booked.
    const sizes: number[] = [];
    for (let left = TICKETS, i = 0; left > 0; i++) {
      const size = Math.min(left, (i % 6) + 1);
      sizes.push(size);
      left -= size;
    }
    const ids: string[] = [];
    let person = 1_000;
    const people = sizes.map((size) => Array.from({ length: size }, () => person++));
    const booked = performance.now();
    await inPool(sizes.length, async (i) => {
      const [booker, ...guests] = people[i]!;
      const body = {
        eventId,
        nationalId: sampleNationalId(booker!),
        fullName: `زائر رقم ${i + 1}`,
        email: `report${i}@example.com`,
        paymentMethod: 'VodafoneCash',
        paymentNumber: '01012345678',
        guests: guests.map((n) => ({ fullName: `ضيف رقم ${n}`, nationalId: sampleNationalId(n) })),
        source: SOURCES[i % SOURCES.length],
      };
      const data = await json(
        await fetch(`${base}/api/events/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      ids[i] = data._id;
    });
    const bookSeconds = (performance.now() - booked) / 1000;
    auth = await signIn();
    const toAccept = ids.filter((_, i) => i % Math.round(1 / ACCEPT_SHARE) === 0);
    await inPool(toAccept.length, async (i) => {
      await json(
        await fetch(`${base}/api/events/bookings/${toAccept[i]}/status`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'Accepted' }),
        }),
      );
    });

    auth = await signIn();
    // One answer first, not counted: the first read of a database just written pulls its pages in.
    await json(await fetch(`${base}/api/events/${eventId}/report`, { headers: auth }));
    const times: number[] = [];
    let report: any;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      report = await json(await fetch(`${base}/api/events/${eventId}/report`, { headers: auth }));
      times.push(performance.now() - started);
    }
    return {
      db: kind,
      tickets: report.tickets.total,
      bookings: ids.length,
      accepted: report.tickets.accepted,
      sources: report.bySource.length,
      days: report.daily.length,
      'book s': Number(bookSeconds.toFixed(1)),
      'median ms': Math.round(percentile(times, 50)),
      'p95 ms': Math.round(percentile(times, 95)),
      'max ms': Math.round(Math.max(...times)),
      'under 300 ms': percentile(times, 95) < 300,
    };
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

buildUnlessTold();
const rows = [];
for (const kind of DBS) {
  rows.push(await run(kind));
  console.table(rows);
}
