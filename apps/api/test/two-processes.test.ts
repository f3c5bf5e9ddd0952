import { randomBytes, randomInt } from 'node:crypto';
import { sampleNationalId } from '@app/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './global-setup';
import { eventFields, multipart, pngImage } from './helpers/events';
import { mailHeader, startSmtpReceiver } from './helpers/smtp-receiver';
import { PROCESS_ADMIN, type ServerProcess, startServerProcess } from './server-process';

/**
 * docs/operations.md#private-data as deployed: two identical server processes, each with its own DATA_DIR
 * (no shared disk), on one PostgreSQL with Redis, both running the background jobs, sending email
 * to a real SMTP server on a loopback port. Runs with the PostgreSQL suite (TEST_DATABASE_URL).
 */
const testDb = inject('testDb');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Each request looks like a different visitor behind the proxy (one address per run and index). */
const run = randomInt(1, 250);
const visitor = (i: number) => `10.${run}.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe.skipIf(testDb.kind !== 'postgres')('two server processes on one PostgreSQL and Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let database: pg.Pool;

  beforeAll(async () => {
    if (testDb.kind !== 'postgres') return;
    // An empty database: the two processes migrate it themselves (the advisory lock of migrate.ts).
    const name = `${testDb.template}_procs_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = withDatabase(testDb.url, name);
    database = new pg.Pool({ connectionString: databaseUrl, max: 2 });

    smtp = await startSmtpReceiver();

    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      SMTP_URL: smtp.url,
      // The test client is the load balancer: the one trusted hop in front of both processes.
      TRUST_PROXY: process.env.TWO_PROC_TRUST ?? '127.0.0.1',
      RATE_LIMIT_SCALE: '1',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.end();
    await smtp?.close();
  });

  async function login(server: ServerProcess): Promise<string> {
    const res = await fetch(`${server.base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${run}` },
      body: JSON.stringify(PROCESS_ADMIN),
    });
    expect(res.status, a.output() + b.output()).toBe(200);
    return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  }

  async function createEvent(server: ServerProcess, token: string, totalSeats: number) {
    const body = multipart(eventFields({ totalSeats, ticketPrice: 100 }), {
      bytes: await pngImage(800, 400),
    });
    const res = await fetch(`${server.base}/api/events`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}`, 'x-forwarded-for': `192.0.2.${run}` },
      body: body.payload,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { _id: string; image: string } }).data;
  }

  /** One booking request; the answer's status and booking id, or 0 when the connection failed. */
  async function book(server: ServerProcess, eventId: string, i: number) {
    try {
      const res = await fetch(`${server.base}/api/events/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(i) },
        body: JSON.stringify({
          eventId,
          nationalId: sampleNationalId(i),
          fullName: `زائر ${i}`,
          email: `visitor${i}.${run}@example.com`,
          paymentMethod: 'VodafoneCash',
          paymentNumber: '01012345678',
        }),
      });
      const body = (await res.json()) as { data?: { _id: string } };
      return { status: res.status, id: body.data?._id };
    } catch {
      return { status: 0, id: undefined };
    }
  }

  /** Runs `count` jobs with at most `width` in flight. */
  async function pool<T>(count: number, width: number, job: (i: number) => Promise<T>): Promise<T[]> {
    const results: T[] = new Array(count);
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < count) {
          const i = next++;
          results[i] = await job(i);
        }
      }),
    );
    return results;
  }

  async function outboxCount(): Promise<{ queued: number; sent: number }> {
    const { rows } = await database.query(
      'SELECT count(*)::int AS queued, count(sent_at)::int AS sent FROM email_outbox',
    );
    return rows[0] as { queued: number; sent: number };
  }

  async function waitFor(condition: () => Promise<boolean>, limitMs: number, what: string) {
    const started = Date.now();
    while (!(await condition())) {
      if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  it('serves an image uploaded through one process from the other', async () => {
    const token = await login(a);
    const event = await createEvent(a, token, 5);
    const fromA = await fetch(`${a.base}${event.image}`);
    const fromB = await fetch(`${b.base}${event.image}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('sells exactly the seats there are when 600 bookings race across both for 300 seats', async () => {
    const token = await login(b);
    const event = await createEvent(b, token, 300);
    const offset = 1000;
    const results = await pool(600, 40, (i) => book(i % 2 ? a : b, event._id, offset + i));
    const created = results.filter((r) => r.status === 201).length;
    const soldOut = results.filter((r) => r.status === 409).length;
    console.log(`two processes: 600 bookings for 300 seats -> ${created} booked, ${soldOut} sold out`);
    expect(created).toBe(300);
    expect(soldOut).toBe(300);
    const { rows } = await database.query(
      `SELECT e.available_seats AS left, count(b.id)::int AS taken
       FROM events e LEFT JOIN bookings b ON b.event_id = e.id WHERE e.id = $1 GROUP BY e.id`,
      [event._id],
    );
    expect(rows[0]).toEqual({ left: 0, taken: 300 });
  });

  it('shares rate limits: a limit reached through A holds on B', async () => {
    const address = `198.51.100.${run}`;
    const attempt = (server: ServerProcess, i: number) =>
      fetch(`${server.base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ username: `nobody-${run}-${i}`, password: 'wrong-password' }),
      }).then((res) => res.status);
    const throughA: number[] = [];
    for (let i = 0; i < 40; i++) {
      const status = await attempt(a, i);
      throughA.push(status);
      if (status === 429) break;
    }
    expect(throughA).toContain(429);
    expect(await attempt(b, 99)).toBe(429);
  });

  it('loses no acknowledged booking when one process is killed with SIGKILL, and every email arrives, a resend as the same message', async () => {
    const token = await login(b);
    const event = await createEvent(b, token, 2000);
    const offset = 5000;
    let killed = false;
    let acknowledgedByA = 0;
    const results = await pool(600, 30, async (i) => {
      const server = killed || i % 2 === 0 ? b : a;
      const result = await book(server, event._id, offset + i);
      if (server === a && result.status === 201) acknowledgedByA++;
      if (!killed && acknowledgedByA >= 100) {
        killed = true;
        await a.kill9();
      }
      return result;
    });
    expect(killed).toBe(true);
    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.id!);
    const failed = results.filter((r) => r.status !== 201);
    // Only requests cut off with the killed process may fail, and never with a server error.
    expect(failed.every((r) => r.status === 0)).toBe(true);
    const { rows } = await database.query('SELECT id FROM bookings WHERE id = ANY($1::uuid[])', [
      acknowledged,
    ]);
    console.log(
      `kill -9: ${acknowledged.length} acknowledged, ${failed.length} cut off, ${acknowledged.length - rows.length} lost`,
    );
    expect(rows.length).toBe(acknowledged.length);

    // Every queued email reaches the SMTP server, though one sender died mid-way; at most the one the
    // killed sender had handed over but not yet recorded arrives twice, as the same message (its
    // Message-ID comes from its outbox row: docs/emails.md#the-outbox).
    await waitFor(
      async () => {
        const { queued, sent } = await outboxCount();
        return queued > 0 && sent === queued && smtp.received.length >= queued;
      },
      240_000,
      'every queued email to be sent',
    );
    const { queued } = await outboxCount();
    const ids = smtp.received.map((m) => mailHeader(m.raw, 'Message-ID'));
    console.log(`emails: ${queued} queued, ${smtp.received.length} received, ${new Set(ids).size} distinct`);
    expect(new Set(ids).size).toBe(queued);
    expect(smtp.received.length - queued).toBeLessThanOrEqual(1);
  }, 300_000);
});
