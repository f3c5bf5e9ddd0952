import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { rowsOf } from '../../db/rows';
import { restoreArchive } from './archive';

/** GET/POST /api/admin/backups and the archive behind them (docs/operations.md#backups). */
const testDb = inject('testDb');
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

function list(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: bearer(token) });
}
function create(t: TestApp, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: bearer(token) });
}

describe('backups as the Admin sees them', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_KEEP: '2' }, { pgliteOnDisk: true });
    admin = (await signIn(t, 'Admin')).token;
  });
  afterAll(() => t?.close());

  it.skipIf(testDb.kind === 'postgres' && !hasPgDump)(
    'POST makes one now (201 with the item); GET lists them newest first, the newest BACKUP_KEEP kept',
    async () => {
      const empty = await list(t, admin);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ success: true, data: [], lastFailure: null });

      const made = [];
      for (let i = 0; i < 3; i++) {
        const res = await create(t, admin);
        expect(res.statusCode, res.body).toBe(201);
        made.push(res.json().data);
      }
      const item = made[2]!;
      expect(item).toEqual({
        name: expect.any(String),
        size: expect.any(Number),
        createdAt: expect.any(String),
      });
      expect(item.name).toMatch(
        testDb.kind === 'pglite'
          ? /^backup-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/
          : /^backup-\d{8}T\d{6}Z(-\d+)?\.dump$/,
      );
      expect(item.size).toBeGreaterThan(1000);
      expect(Math.abs(Date.parse(item.createdAt) - Date.now())).toBeLessThan(60_000);

      const listed = (await list(t, admin)).json();
      // BACKUP_KEEP=2: the first was removed when the third was made.
      expect(listed.data.map((b: { name: string }) => b.name)).toEqual([made[2].name, made[1].name]);
      expect(listed.lastFailure).toBeNull();
      expect(readdirSync(t.config.backup.dir).sort()).toEqual([made[1].name, made[2].name].sort());
    },
  );

  it('a failed backup answers in words (no path) and GET shows the last failure until one succeeds', async () => {
    const dir = t.config.backup.dir;
    rmSync(dir, { recursive: true, force: true });
    // BACKUP_DIR cannot be made: a file stands where it should be.
    writeFileSync(dir, 'not a folder');
    try {
      const res = await create(t, admin);
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.errors[0].msg).toBe(body.error);
      expect(body.error).not.toContain(t.dataDir);
      const listed = (await list(t, admin)).json();
      expect(listed.data).toEqual([]);
      expect(listed.lastFailure).toEqual({ at: expect.any(String), message: body.error });
    } finally {
      rmSync(dir, { force: true });
    }
    if (testDb.kind === 'postgres' && !hasPgDump) return;
    expect((await create(t, admin)).statusCode).toBe(201);
    expect((await list(t, admin)).json().lastFailure).toBeNull();
  });

  it('only Admin may list or make backups', async () => {
    const supporter = (await signIn(t, 'Supporter')).token;
    expect((await list(t, supporter)).statusCode).toBe(403);
    expect((await create(t, supporter)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backups' })).statusCode).toBe(401);
  });

  it('POST also admits the local secret of `npm run backup` (DATA_DIR/secrets/backup)', async () => {
    if (testDb.kind === 'postgres' && !hasPgDump) return;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: bearer(t.config.backup.token),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe.skipIf(testDb.kind !== 'pglite')('the archive of the embedded database', () => {
  it('holds the database as it was when the backup was made, and the secrets; restored, it opens with them', async () => {
    for (const onDisk of [true, false]) {
      const t = await createTestApp({}, { pgliteOnDisk: onDisk });
      const restored = mkdtempSync(path.join(os.tmpdir(), 'api-restored-'));
      try {
        await t.database.db.execute(sql`CREATE TABLE archive_probe (note text)`);
        await t.database.db.execute(sql`INSERT INTO archive_probe VALUES ('before the backup')`);
        writeFileSync(path.join(t.dataDir, 'secrets', 'ticket'), 'the-ticket-secret-of-this-install');
        const item = (await create(t, (await signIn(t, 'Admin')).token)).json().data;
        await t.database.db.execute(sql`INSERT INTO archive_probe VALUES ('after the backup')`);

        // A DATA_DIR with data of its own: it is moved aside, not lost.
        writeFileSync(path.join(restored, 'old-file'), 'old');
        const aside = await restoreArchive(path.join(t.config.backup.dir, item.name), restored);
        expect(existsSync(path.join(aside, 'old-file'))).toBe(true);
        expect(execFileSync('cat', [path.join(restored, 'secrets', 'ticket')]).toString()).toBe(
          'the-ticket-secret-of-this-install',
        );
        const database = await openDatabase({ kind: 'pglite', dataDir: restored });
        try {
          const rows = rowsOf<{ note: string }>(
            await database.db.execute(sql`SELECT note FROM archive_probe`),
          );
          expect(rows.map((r) => r.note)).toEqual(['before the backup']);
        } finally {
          await database.close();
        }
      } finally {
        await t.close();
        rmSync(restored, { recursive: true, force: true });
      }
    }
  }, 120_000);

  it('refuses a file that is not one of its archives, changing nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-restore-bad-'));
    // A real tar.gz of something else, made from a folder of its own: tar reading the folder it writes
    // into fails now and then ("file changed as we read it").
    const other = mkdtempSync(path.join(os.tmpdir(), 'api-restore-other-'));
    try {
      writeFileSync(path.join(other, 'notes.txt'), 'not a backup');
      const bogus = path.join(dir, 'bogus.tar.gz');
      execFileSync('tar', ['-czf', bogus, '-C', other, '.']);
      writeFileSync(path.join(dir, 'keep-me'), 'x');
      await expect(restoreArchive(bogus, dir)).rejects.toThrow(/not a backup/);
      expect(readdirSync(dir).sort()).toEqual(['bogus.tar.gz', 'keep-me']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe.skipIf(testDb.kind !== 'pglite')('a backup before migrations change an existing database', () => {
  it('runs when a migration is pending on a database with tables, not otherwise', async () => {
    const called: string[] = [];
    const hook = (name: string) => async () => {
      called.push(name);
      throw new Error(`stop: ${name}`);
    };

    const empty = await openDatabase({ kind: 'pglite' });
    // A new database: nothing to save; migrated as usual.
    await migrateDatabase(empty, hook('empty'));
    // Up to date: no migration to apply, no backup.
    await migrateDatabase(empty, hook('up to date'));
    // The newest migration not yet applied (an upgrade): the backup comes first, and when it fails
    // nothing is migrated.
    await empty.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    await expect(migrateDatabase(empty, hook('upgrade'))).rejects.toThrow('stop: upgrade');
    await empty.close();
    expect(called).toEqual(['upgrade']);
  }, 120_000);
});

describe.skipIf(testDb.kind !== 'postgres' || !hasPgDump)('pg_dump with DATABASE_URL', () => {
  it('the dump of POST /api/admin/backups is one pg_restore reads, with the tables', async () => {
    const t = await createTestApp();
    try {
      const res = await create(t, (await signIn(t, 'Admin')).token);
      expect(res.statusCode, res.body).toBe(201);
      const listing = execFileSync('pg_restore', [
        '--list',
        path.join(t.config.backup.dir, res.json().data.name),
      ]);
      expect(listing.toString()).toMatch(/TABLE DATA public bookings/);
    } finally {
      await t.close();
    }
  });
});
