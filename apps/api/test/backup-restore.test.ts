import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleNationalId } from '@app/shared';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { eventFields, multipart, pngImage } from './helpers/events';
import { failedStart, PROCESS_ADMIN, type ServerProcess, startServerProcess } from './server-process';

/**
 * docs/operations.md#backups on the real product: `npm run backup` while bookings pour in, `npm run
 * restore` into a fresh DATA_DIR, the restored server's answers; and durable writes across kill -9.
 * The embedded database only (PostgreSQL's backups are pg_dump's, tested in backups.test.ts).
 */
const apiDir = path.resolve(import.meta.dirname, '..');
const testDb = inject('testDb');

/** Secrets generated into DATA_DIR/secrets (not given in the environment): they travel with the backup. */
const ENV = {
  JWT_SECRET: '',
  TICKET_SECRET: '',
  PROOF_OF_WORK: 'off',
  RATE_LIMIT_SCALE: '1000',
  BACKUP_HOURS: '0',
};

const dirs: string[] = [];
const servers: ServerProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-backup-'));
  dirs.push(dir);
  return dir;
}
async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(ENV, { dataDir });
  servers.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as the README gives them (the same script, from apps/api). */
function cli(script: 'backup' | 'restore', dataDir: string, args: string[] = []) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...ENV },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

async function login(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PROCESS_ADMIN),
  });
  expect(res.status, server.output()).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function createFreeEvent(server: ServerProcess, token: string, totalSeats: number) {
  const body = multipart(eventFields({ totalSeats, ticketPrice: 0 }), { bytes: await pngImage(400, 200) });
  const res = await fetch(`${server.base}/api/events`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: body.payload,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { _id: string; image: string } }).data;
}

const run = randomInt(1, 40_000) * 1000;
let booked = 0;
/** A free event's booking: Accepted at once, its ticket issued. Answers the id and the ticket's QR text. */
async function book(server: ServerProcess, eventId: string) {
  booked += 1;
  const res = await fetch(`${server.base}/api/events/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId,
      nationalId: sampleNationalId(run + booked),
      fullName: 'محمد علي',
      email: `backup${run + booked}@example.com`,
    }),
  });
  if (res.status !== 201) return undefined;
  const data = ((await res.json()) as { data: { _id: string; ticketUrl: string } }).data;
  return { id: data._id, bookerToken: data.ticketUrl.split('/ticket/')[1]!, answeredAt: Date.now() };
}

async function acceptedIds(server: ServerProcess, token: string, eventId: string): Promise<Set<string>> {
  const res = await fetch(`${server.base}/api/events/bookings?eventId=${eventId}&status=Accepted`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return new Set(((await res.json()) as { data: { _id: string }[] }).data.map((b) => b._id));
}

describe.skipIf(testDb.kind !== 'pglite')('backups and durability of the running product', () => {
  it('a backup taken during a booking load, restored into a fresh DATA_DIR, serves exactly what it held, and its tickets admit', {
    timeout: 300_000,
  }, async () => {
    const dataA = tempDir();
    const a = await start(dataA);
    const tokenA = await login(a);
    const event = await createFreeEvent(a, tokenA, 2000);
    const first = await book(a, event._id);
    expect(first).toBeDefined();

    // The load: four clients booking one after another until told to stop.
    const answered: NonNullable<Awaited<ReturnType<typeof book>>>[] = [];
    let stopLoad = false;
    const clients = Array.from({ length: 4 }, async () => {
      while (!stopLoad) {
        const made = await book(a, event._id);
        if (made) answered.push(made);
      }
    });
    // Counted, not timed: the backup starts once bookings are flowing, and the load stops once some
    // were answered after it, however slow the machine.
    const until = async (enough: () => boolean) => {
      while (!enough()) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await until(() => answered.length >= 8);

    const backupStarted = Date.now();
    const answeredBefore = answered.filter((b) => b.answeredAt <= backupStarted);
    const backup = await cli('backup', dataA);
    const backupEnded = Date.now();
    await until(() => answered.filter((b) => b.answeredAt > backupEnded).length >= 4);
    stopLoad = true;
    await Promise.all(clients);
    const answeredAfter = answered.filter((b) => b.answeredAt > backupEnded);

    expect(backup.status, backup.stderr).toBe(0);
    const file = backup.stdout.trim();
    expect(file).toMatch(/backups\/backup-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/);
    expect(existsSync(file)).toBe(true);
    expect(answeredBefore.length).toBeGreaterThan(0);
    expect(answeredAfter.length).toBeGreaterThan(0);

    // While the server runs, restore refuses and changes nothing.
    const refused = await cli('restore', dataA, [file]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Refusing to restore.*in use by process/);
    expect((await acceptedIds(a, tokenA, event._id)).size).toBe(answered.length + 1);
    await a.stop();

    const dataB = tempDir();
    const restored = await cli('restore', dataB, [file]);
    expect(restored.status, restored.stderr).toBe(0);
    const b = await start(dataB);
    const tokenB = await login(b);
    const held = await acceptedIds(b, tokenB, event._id);
    // Every booking answered before the backup started is there; none answered after it ended.
    for (const booking of [first!, ...answeredBefore]) expect(held.has(booking.id)).toBe(true);
    for (const booking of answeredAfter) expect(held.has(booking.id)).toBe(false);
    // The seat count agrees with the bookings it holds (one consistent moment, not a torn copy).
    const shown = await fetch(`${b.base}/api/events/event/${event._id}`);
    const { availableSeats } = ((await shown.json()) as { data: { availableSeats: number } }).data;
    expect(availableSeats).toBe(2000 - held.size);
    // The event's image lives in the database: it came back with it.
    expect((await fetch(`${b.base}${event.image}`)).status).toBe(200);

    // A ticket issued before the backup admits at the restored server (its secret came back too):
    // the booker's link still opens their page, and the QR code it shows admits.
    const page = await fetch(`${b.base}/api/tickets/${first!.bookerToken}`);
    expect(page.status).toBe(200);
    const { qrCodeData } = ((await page.json()) as { data: { qrCodeData: string } }).data;
    const verify = await fetch(`${b.base}/api/events/bookings/verify-qr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenB}` },
      body: JSON.stringify({ qrCodeData, eventId: event._id }),
    });
    expect(verify.status, await verify.clone().text()).toBe(200);
    await b.stop();
  });

  it('bookings answered just before a kill -9 are all there after the restart', {
    timeout: 240_000,
  }, async () => {
    const dataDir = tempDir();
    const a = await start(dataDir);
    const event = await createFreeEvent(a, await login(a), 200);
    const made = await Promise.all(Array.from({ length: 40 }, () => book(a, event._id)));
    expect(made.every(Boolean)).toBe(true);
    await a.kill9();

    const b = await start(dataDir);
    const held = await acceptedIds(b, await login(b), event._id);
    for (const booking of made) expect(held.has(booking!.id)).toBe(true);
    expect(held.size).toBe(40);
    await b.stop();
  });

  it('a second server on the same DATA_DIR refuses to start', { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const a = await start(dataDir);
    const second = await failedStart(ENV, { dataDir });
    expect(second.exitCode, second.output).toBe(1);
    expect(second.output).toMatch(/DATA_DIR is in use by process \d+ \(server\)/);
    expect((await fetch(`${a.base}/api/ready`)).status).toBe(200);
    await a.stop();
  });
});
