import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleNationalId } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { makeDataDirPrivate } from '../src/lib/private-data-dir';
import { eventFields, multipart, pngImage } from './helpers/events';
import { failedStart, PROCESS_ADMIN, startServerProcess } from './server-process';

/** docs/operations.md#private-data: DATA_DIR and everything in it are private to the server's user. */
const made: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'private-data-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => lstatSync(file).mode & 0o777;

/** Every file and folder under `root` with its mode, symbolic links left out. */
function modes(root: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(root, full)] = modeOf(full);
  }
  return out;
}

describe('makeDataDirPrivate', () => {
  it('creates a missing DATA_DIR with mode 0700', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    makeDataDirPrivate(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('refuses a DATA_DIR that the group or others may write, naming it, and changes nothing', () => {
    for (const mode of [0o777, 0o770, 0o702]) {
      const dataDir = tempDir();
      writeFileSync(path.join(dataDir, 'secret'), 'x', { mode: 0o644 });
      chmodSync(dataDir, mode);
      expect(() => makeDataDirPrivate(dataDir)).toThrow(ConfigError);
      expect(() => makeDataDirPrivate(dataDir)).toThrow(`DATA_DIR ${dataDir} is writable by other users`);
      expect(modeOf(dataDir)).toBe(mode);
      expect(modeOf(path.join(dataDir, 'secret'))).toBe(0o644);
    }
  });

  it('makes a readable DATA_DIR private: folders 0700, files 0600; private ones and links untouched', () => {
    const dataDir = tempDir();
    const outside = path.join(tempDir(), 'outside.txt');
    writeFileSync(outside, 'not ours to change', { mode: 0o644 });
    mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o750 });
    writeFileSync(path.join(dataDir, 'pglite', 'base', '1234'), 'page', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'outbox', '1-booking-received.eml'), 'mail', { mode: 0o664 });
    writeFileSync(path.join(dataDir, 'already-private'), 'x', { mode: 0o400 });
    symlinkSync(outside, path.join(dataDir, 'link'));
    chmodSync(path.join(dataDir, 'pglite'), 0o755);
    chmodSync(dataDir, 0o755);

    expect(makeDataDirPrivate(dataDir)).toBe(6);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modes(dataDir)).toEqual({
      pglite: 0o700,
      'pglite/base': 0o700,
      'pglite/base/1234': 0o600,
      outbox: 0o700,
      'outbox/1-booking-received.eml': 0o600,
      'already-private': 0o400,
    });
    expect(modeOf(outside)).toBe(0o644);
    // A second start finds nothing to change.
    expect(makeDataDirPrivate(dataDir)).toBe(0);
  });
});

describe('the server process', () => {
  it('refuses to start on a world-writable DATA_DIR, says why, exits non-zero and writes nothing', async () => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o777);
    const { exitCode, output } = await failedStart({}, { dataDir });
    expect(exitCode, output).toBeGreaterThan(0);
    expect(output).toContain(`DATA_DIR ${dataDir} is writable by other users`);
    expect(output).not.toMatch(/\n\s+at /);
    // No secret was generated into it, no database created.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 180_000);

  it('keeps what it writes private: database, secrets and outbox emails 0600, folders 0700', async () => {
    const dataDir = tempDir();
    // A DATA_DIR left readable by an older version, with a secret readable by all.
    mkdirSync(path.join(dataDir, 'secrets'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'secrets', 'jwt'), 'an-old-secret-that-is-long-enough-0123456789', {
      mode: 0o644,
    });
    chmodSync(dataDir, 0o755);
    // PGlite under DATA_DIR (no DATABASE_URL), the file outbox (no SMTP_URL), the outbox job on;
    // JWT_SECRET empty: the one kept under DATA_DIR is read.
    const server = await startServerProcess({ DATA_DIR: dataDir, JWT_SECRET: '' });
    try {
      const login = await fetch(`${server.base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(PROCESS_ADMIN),
      });
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
      const form = multipart(eventFields(), { bytes: await pngImage() });
      const created = await fetch(`${server.base}/api/events`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        body: form.payload,
      });
      expect(created.status).toBe(201);
      const eventId = ((await created.json()) as { data: { _id: string } }).data._id;
      const booked = await fetch(`${server.base}/api/events/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId,
          nationalId: sampleNationalId(880_001),
          fullName: 'هالة سمير',
          email: 'hala@example.com',
          paymentMethod: 'InstaPay',
          paymentNumber: 'hala@instapay',
        }),
      });
      expect(booked.status).toBe(201);

      // The outbox job writes the booking-received email within a few seconds.
      const outbox = path.join(dataDir, 'outbox');
      const started = Date.now();
      const emails = () =>
        statSync(outbox, { throwIfNoEntry: false })
          ? readdirSync(outbox).filter((f) => f.endsWith('.eml'))
          : [];
      while (emails().length === 0 && Date.now() - started < 30_000) {
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(emails().length, server.output()).toBeGreaterThan(0);

      expect(modeOf(dataDir)).toBe(0o700);
      const all = modes(dataDir);
      expect(Object.keys(all)).toEqual(
        expect.arrayContaining(['secrets/jwt', `outbox/${emails()[0]}`, expect.stringMatching(/^pgdata\//)]),
      );
      const open = Object.entries(all).filter(([, mode]) => mode & 0o077);
      expect(open, 'entries others can reach').toEqual([]);
      for (const [name, mode] of Object.entries(all)) {
        const isDir = lstatSync(path.join(dataDir, name)).isDirectory();
        expect([name, mode]).toEqual([name, isDir ? 0o700 : 0o600]);
      }
    } finally {
      await server.stop();
    }
  }, 120_000);
});
