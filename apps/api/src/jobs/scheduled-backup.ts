import type { Config } from '../config';
import type { BackupService } from '../modules/backups';
import type { Job } from './scheduler';

/**
 * docs/operations.md#backups: a backup of the embedded database every BACKUP_HOURS. Checked every 10
 * minutes (or sooner for short periods) against the newest backup, so a restart neither skips one
 * nor takes an extra one, and a failed one is tried again at the next check.
 */
export function scheduledBackupJob(backups: BackupService, config: Config): Job {
  return {
    name: 'scheduled-backup',
    everyMs: Math.min(10 * 60_000, Math.max(10_000, config.backup.hours * 3_600_000)),
    run: async () => {
      if (backups.isDue()) await backups.create();
    },
  };
}
