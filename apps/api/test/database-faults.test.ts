import { randomInt } from 'node:crypto';
import { sampleNationalId } from '@app/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventFields, multipart, pngImage } from './helpers/events';
import { hasPostgresBinaries, type PrivatePostgres, startPrivatePostgres } from './helpers/private-postgres';
import { PROCESS_ADMIN, type ServerProcess, startServerProcess } from './server-process';

/**
 * docs/operations.md#faults with real faults: the product as a child process on a PostgreSQL cluster of
 * this test's own, whose connections are terminated (pg_terminate_backend) and which is restarted and
 * stopped under a booking load. The process must live through all of it, answer 503 (never 500)
 * while the database is away, keep every booking it answered 201, and serve again with no restart.
 * Runs with the PostgreSQL suite (TEST_DATABASE_URL), where Debian's server binaries are installed.
 */
const testDb = inject('testDb');
const DATABASE = 'faults';

/** Each request looks like a different visitor behind the proxy (one address per run and index). */
const runId = randomInt(1, 250);
const visitor = (i: number) => `10.${runId}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

type Answer = { status: number; id?: string; error?: string; at: number };

describe.skipIf(testDb.kind !== 'postgres' || !hasPostgresBinaries)(
  'a lost database (private PostgreSQL)',
  () => {
    let cluster: PrivatePostgres;
    let server: ServerProcess | undefined;
    const env = () => ({
      DATABASE_URL: cluster.url(DATABASE),
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_SCALE: '1000',
      PROOF_OF_WORK: 'off',
    });

    beforeAll(async () => {
      cluster = await startPrivatePostgres();
      await cluster.query(`CREATE DATABASE ${DATABASE}`);
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await cluster?.remove();
    }, 180_000);

    /** The server of the earlier test, or a new one (a test run alone with -t). */
    async function running(): Promise<ServerProcess> {
      server ??= await startServerProcess(env());
      return server;
    }

    async function login(target: ServerProcess): Promise<string> {
      const res = await fetch(`${target.base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${runId}` },
        body: JSON.stringify(PROCESS_ADMIN),
      });
      expect(res.status, target.output()).toBe(200);
      return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    }

    async function createEvent(target: ServerProcess, token: string, totalSeats: number): Promise<string> {
      const body = multipart(eventFields({ totalSeats, ticketPrice: 100 }), {
        bytes: await pngImage(80, 40),
      });
      const res = await fetch(`${target.base}/api/events`, {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${token}`, 'x-forwarded-for': `192.0.2.${runId}` },
        body: body.payload,
      });
      expect(res.status, target.output()).toBe(201);
      return ((await res.json()) as { data: { _id: string } }).data._id;
    }

    async function book(target: ServerProcess, eventId: string, i: number): Promise<Answer> {
      try {
        const res = await fetch(`${target.base}/api/events/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(i) },
          body: JSON.stringify({
            eventId,
            nationalId: sampleNationalId(300_000 + runId * 10_000 + i),
            fullName: `زائر ${i}`,
            email: `fault${i}.${runId}@example.com`,
            paymentMethod: 'VodafoneCash',
            paymentNumber: '01012345678',
          }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await res.json()) as { data?: { _id: string }; error?: string };
        return { status: res.status, id: body.data?._id, error: body.error, at: Date.now() };
      } catch {
        // No answer at all (the process died, or a request hung): counted, and fails the test below.
        return { status: 0, at: Date.now() };
      }
    }

    async function readyStatus(target: ServerProcess): Promise<number> {
      try {
        return (await fetch(`${target.base}/api/ready`, { signal: AbortSignal.timeout(10_000) })).status;
      } catch {
        return 0;
      }
    }

    async function waitFor(condition: () => Promise<boolean>, limitMs: number, what: string) {
      const started = Date.now();
      while (!(await condition())) {
        if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }

    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    it('waits for the database at start, saying so, and serves once it comes up', {
      timeout: 120_000,
    }, async () => {
      await cluster.stop();
      // The server starts while the database is down; the database comes up once the server says it waits.
      let said: () => void = () => {};
      const waiting = new Promise<void>((resolve) => (said = resolve));
      const starting = startServerProcess(env(), {
        onOutput: (output) => {
          if (/waiting for the database/.test(output)) said();
        },
      });
      await Promise.race([waiting, starting.then(() => undefined)]);
      await pause(2_000);
      await cluster.start();
      server = await starting;
      expect(server.output()).toMatch(
        /waiting for the database \(DATABASE_URL\): ECONNREFUSED; \d+ s of up to 60 s \(DB_WAIT_SECONDS\)/,
      );
      expect(server.child.exitCode).toBeNull();
      const token = await login(server);
      const eventId = await createEvent(server, token, 10);
      expect((await book(server, eventId, 0)).status).toBe(201);
    });

    it('stops the start, in words, when the database stays away longer than DB_WAIT_SECONDS', {
      timeout: 180_000,
    }, async () => {
      await expect(
        startServerProcess({
          ...env(),
          DATABASE_URL: `postgres://postgres@127.0.0.1:1/${DATABASE}`,
          DB_WAIT_SECONDS: '2',
        }),
      ).rejects.toThrow(/could not be reached within 2 s \(DB_WAIT_SECONDS\)/);
    });

    it('lives through terminated connections, restarts and a stop under a booking load; 503 while down; every 201 kept', {
      timeout: 240_000,
    }, async () => {
      const target = await running();
      const token = await login(target);
      const eventId = await createEvent(target, token, 100_000);

      const answers: Answer[] = [];
      let next = 1;
      let loading = true;
      const workers = Array.from({ length: 16 }, async () => {
        while (loading) answers.push(await book(target, eventId, next++));
      });

      await pause(1_500);
      for (let round = 0; round < 3; round++) {
        // An operator's (or a failover's) pg_terminate_backend while bookings are in flight.
        await cluster.terminateBackends(DATABASE);
        await pause(1_000);
        expect(target.child.exitCode, `died on pg_terminate_backend:\n${target.output()}`).toBeNull();
        await cluster.restart();
        await pause(1_500);
        expect(target.child.exitCode, `died on a restart:\n${target.output()}`).toBeNull();
      }
      // Down for a while: everything answers 503 until it is back.
      await cluster.stop();
      await pause(3_000);
      const whileDown = await Promise.all([
        fetch(`${target.base}/api/events`, { headers: { 'x-forwarded-for': visitor(99_001) } }),
        fetch(`${target.base}/api/contact/contact-messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(99_002) },
          body: JSON.stringify({
            fullName: 'Mona Adel',
            email: 'mona@example.com',
            phone: '01012345678',
            requestType: 'Service Request',
            message: 'We need a new website for our clinic.',
          }),
        }),
      ]);
      const readyWhileDown = await readyStatus(target);
      await cluster.start();

      // Service comes back by itself: no restart of the process.
      await waitFor(
        async () => (await readyStatus(target)) === 200,
        30_000,
        '/api/ready after the database came back',
      );
      await pause(1_000);
      loading = false;
      await Promise.all(workers);
      const after = await book(target, eventId, 99_999);

      const output = target.output();
      expect(target.child.exitCode, output).toBeNull();
      expect(target.child.signalCode, output).toBeNull();

      const byStatus = new Map<number, number>();
      for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
      const summary = JSON.stringify(Object.fromEntries(byStatus));
      console.log(`bookings answered during the faults: ${summary}`);
      // Only bookings and "unavailable, try again": never a 500, never a dropped connection.
      expect(
        [...byStatus.keys()].every((s) => s === 201 || s === 503),
        `${summary}\n${output}`,
      ).toBe(true);
      expect(byStatus.get(503) ?? 0, summary).toBeGreaterThan(0);
      expect(byStatus.get(201) ?? 0, summary).toBeGreaterThan(50);
      for (const a of answers.filter((x) => x.status === 503)) {
        expect(a.error).toBe('الخدمة غير متاحة مؤقتاً، حاول بعد قليل');
      }

      expect(whileDown[0]!.status).toBe(503);
      expect(await whileDown[0]!.json()).toMatchObject({
        success: false,
        error: 'الخدمة غير متاحة مؤقتاً، حاول بعد قليل',
      });
      expect(whileDown[1]!.status).toBe(503);
      expect(((await whileDown[1]!.json()) as { error: string }).error).toMatch(/temporarily unavailable/);
      expect(readyWhileDown).toBe(503);

      // Every booking answered 201 is in the database, the one after the outage too.
      expect(after.status, output).toBe(201);
      const answered = [...answers.filter((a) => a.status === 201).map((a) => a.id!), after.id!];
      const found = await countBookings(cluster, answered);
      expect(found).toBe(answered.length);
    });

    it('is not ready while the database refuses writes (read-only), and ready again after', {
      timeout: 180_000,
    }, async () => {
      const target = await running();
      const token = await login(target);
      const eventId = await createEvent(target, token, 10);
      await cluster.query('ALTER SYSTEM SET default_transaction_read_only = on');
      await cluster.query('SELECT pg_reload_conf()');
      try {
        await waitFor(
          async () => (await readyStatus(target)) === 503,
          10_000,
          '/api/ready 503 when read-only',
        );
        const res = await fetch(`${target.base}/api/ready`);
        expect(await res.json()).toMatchObject({ success: false, error: 'database refuses writes' });
        expect((await book(target, eventId, 88_001)).status).toBe(503);
      } finally {
        await cluster.query('ALTER SYSTEM RESET default_transaction_read_only');
        await cluster.query('SELECT pg_reload_conf()');
      }
      await waitFor(
        async () => (await readyStatus(target)) === 200,
        10_000,
        '/api/ready 200 when writable again',
      );
      expect((await book(target, eventId, 88_002)).status).toBe(201);
      expect(target.child.exitCode).toBeNull();
    });
  },
);

async function countBookings(cluster: PrivatePostgres, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  // Ids are the API's UUIDs: anything else is stripped before it reaches the SQL text.
  const list = ids.map((id) => `'${id.replace(/[^0-9a-f-]/gi, '')}'`).join(',');
  const result = await cluster.query(
    `SELECT count(*)::int AS n FROM bookings WHERE id IN (${list})`,
    DATABASE,
  );
  return (result.rows[0] as { n: number }).n;
}
