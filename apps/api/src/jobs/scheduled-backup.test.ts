import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { compactUtc } from '../modules/backups/archive';
import { createBackupService } from '../modules/backups/backups.service';
import { scheduledBackupJob } from './scheduled-backup';

/** docs/operations.md#backups: one backup every BACKUP_HOURS, counted from the newest one (restarts included). */
describe('scheduled backup', () => {
  let dataDir: string;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function setUp(hours: string, backupsAgoMs: number[], databaseAgoMs: number) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-schedule-'));
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_HOURS: hours });
    mkdirSync(config.backup.dir, { recursive: true });
    for (const ago of backupsAgoMs) {
      writeFileSync(
        path.join(config.backup.dir, `backup-${compactUtc(new Date(Date.now() - ago))}.tar.gz`),
        'x',
      );
    }
    const pgdataDir = path.join(dataDir, 'pgdata');
    mkdirSync(pgdataDir);
    writeFileSync(path.join(pgdataDir, 'PG_VERSION'), '17');
    const made = new Date(Date.now() - databaseAgoMs);
    utimesSync(path.join(pgdataDir, 'PG_VERSION'), made, made);
    const created: string[] = [];
    const service = createBackupService({
      config,
      source: { kind: 'pglite', pglite: {} as PGlite, pgdataDir },
    });
    // The copy itself is tested in backups.test.ts; here only whether the job asks for one.
    service.create = async () => {
      created.push('now');
      return { name: 'x', size: 1, createdAt: new Date().toISOString() };
    };
    return { job: scheduledBackupJob(service, config), created, service };
  }

  const HOUR = 3_600_000;

  it('makes one when BACKUP_HOURS have passed since the newest backup', async () => {
    const { job, created } = setUp('24', [30 * HOUR, 25 * HOUR], 100 * HOUR);
    await job.run();
    expect(created).toEqual(['now']);
  });

  it('makes none while the newest backup is younger than BACKUP_HOURS (a restart takes no extra one)', async () => {
    const { job, created } = setUp('24', [30 * HOUR, 2 * HOUR], 100 * HOUR);
    await job.run();
    expect(created).toEqual([]);
  });

  it('waits one period after the database was made before the first one', async () => {
    expect(setUp('24', [], HOUR).service.isDue()).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
    expect(setUp('24', [], 25 * HOUR).service.isDue()).toBe(true);
  });

  it('BACKUP_HOURS=0 turns it off', () => {
    expect(setUp('0', [], 1000 * HOUR).service.isDue()).toBe(false);
  });
});
