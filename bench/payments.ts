/**
 * Payment desk benchmark (docs/api/payments.md#statement-import): starts the real product (the bundled API) on
 * PGlite and on PostgreSQL, makes BOOKINGS Pending bookings (three paid events), then imports one
 * wallet statement of BOOKINGS transfers of which MATCH_SHARE name a booking (half by the reference
 * in the note, half by the sender's number and amount) and the rest are other people's money. Prints
 * the seconds to import and match, the outcomes, and how many staff actions remain: one "accept all
 * matched", plus one look per transfer that is not simply ready (mismatch, unmatched, late). Then
 * the "accept all" itself, as the desk sends it (one decision per booking, 4 at a time).
 *
 *   npm run bench:payments
 *   BOOKINGS=500 MATCH_SHARE=0.9 DBS=pglite npm run bench:payments
 *   BENCH_NO_BUILD=1 ...        (reuse apps/api/dist/server.js as it is)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleNationalId } from '@app/shared';
import {
  BENCH_ADMIN,
  buildUnlessTold,
  createBenchEvent,
  freshPostgresDatabase,
  startProduct,
} from './product';

const BOOKINGS = Number(process.env.BOOKINGS ?? 500);
const MATCH_SHARE = Number(process.env.MATCH_SHARE ?? 0.9);
const DBS = (process.env.DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as (
  | 'pglite'
  | 'postgres'
)[];
const SEATS_PER_EVENT = 200;

type Booking = { _id: string; reference: string; paymentNumber: string; amount: number };

async function json(res: Response) {
  const body = (await res.json()) as { success: boolean; data: unknown; error?: string };
  if (!res.ok) throw new Error(`${res.status} ${body.error}`);
  return body.data;
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-payments-${kind}-`));
  const pgDb = kind === 'postgres' ? await freshPostgresDatabase('bench_payments') : undefined;
  const product = await startProduct({ dataDir, databaseUrl: pgDb?.url });
  try {
    const { base } = product;
    const login = (await json(
      await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      }),
    )) as { accessToken: string };
    const auth = { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' };
    const events: string[] = [];
    for (let i = 0; i < Math.ceil(BOOKINGS / SEATS_PER_EVENT); i++) events.push(await createBenchEvent(base));

    const bookings: Booking[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const paymentNumber = `011${String(10_000_000 + i).padStart(8, '0')}`;
      const data = (await json(
        await fetch(`${base}/api/events/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            eventId: events[Math.floor(i / SEATS_PER_EVENT)],
            nationalId: sampleNationalId(500_000 + i),
            fullName: `حاجز رقم ${i}`,
            email: `payer${i}@example.com`,
            paymentMethod: 'VodafoneCash',
            paymentNumber,
          }),
        }),
      )) as Booking;
      bookings.push({ ...data, paymentNumber });
    }

    const matching = Math.round(BOOKINGS * MATCH_SHARE);
    const now = Date.now();
    const statement = Array.from({ length: BOOKINGS }, (_, i) => {
      const booking = bookings[i]!;
      const common = {
        method: 'VodafoneCash',
        transactionId: `77${String(1_000_000_000 + i)}`,
        receivedAt: new Date(now - (BOOKINGS - i) * 60_000).toISOString(),
      };
      if (i >= matching) {
        // Someone else's money: an unknown sender, no reference.
        return {
          ...common,
          amount: 90 + (i % 7) * 10,
          senderNumber: `012${String(20_000_000 + i).padStart(8, '0')}`,
        };
      }
      return i % 2 === 0
        ? {
            ...common,
            amount: booking.amount,
            senderNumber: `012${String(30_000_000 + i)}`,
            note: `حجز ${booking.reference}`,
          }
        : { ...common, amount: booking.amount, senderNumber: `+20${booking.paymentNumber.slice(1)}` };
    });

    const started = performance.now();
    const results = (await json(
      await fetch(`${base}/api/payments/transfers`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ transfers: statement }),
      }),
    )) as { outcome: string; bookingId?: string }[];
    const importSeconds = (performance.now() - started) / 1000;

    const outcomes: Record<string, number> = {};
    for (const r of results) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
    const ready = results.filter((r) => r.outcome === 'matched').map((r) => r.bookingId!);
    const looks = results.filter((r) => !['matched', 'accepted', 'duplicate'].includes(r.outcome)).length;
    const actions = (ready.length ? 1 : 0) + looks;

    // "Accept all matched": what the desk sends for the one tap.
    const acceptStarted = performance.now();
    let accepted = 0;
    const queue = [...ready];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          const res = await fetch(`${base}/api/events/bookings/${id}/status`, {
            method: 'PUT',
            headers: auth,
            body: JSON.stringify({ status: 'Accepted' }),
          });
          if (res.ok) accepted++;
          await res.body?.cancel();
        }
      }),
    );
    const acceptSeconds = (performance.now() - acceptStarted) / 1000;
    return {
      database: kind,
      bookings: BOOKINGS,
      transfers: statement.length,
      importAndMatchSeconds: Number(importSeconds.toFixed(3)),
      outcomes: JSON.stringify(outcomes),
      staffActions: actions,
      acceptAllSeconds: Number(acceptSeconds.toFixed(2)),
      accepted,
      goalMet: importSeconds < 2 && actions < 60,
    };
  } finally {
    await product.stop();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildUnlessTold();
const rows = [];
for (const kind of DBS) rows.push(await run(kind));
console.table(rows);
