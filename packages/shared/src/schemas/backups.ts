import { z } from 'zod';

/** One backup in BACKUP_DIR (GET and POST /api/admin/backups, docs/operations.md#backups). */
export const backupItemSchema = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number(),
  createdAt: z.string(),
});
export type BackupItem = z.infer<typeof backupItemSchema>;

/** Why the last backup failed, in words (no path, no stack), until one succeeds. */
export const backupFailureSchema = z.object({ at: z.string(), message: z.string() });
export type BackupFailure = z.infer<typeof backupFailureSchema>;

/**
 * GET /api/admin/backups: the backups, newest first, in `data`; beside it `lastFailure` (null when
 * the last attempt succeeded or none failed).
 */
export const backupListEnvelopeSchema = z.object({
  success: z.literal(true) as z.ZodType<boolean>,
  data: z.array(backupItemSchema),
  lastFailure: backupFailureSchema.nullable(),
  message: z.string().optional(),
});
export type BackupList = { data: BackupItem[]; lastFailure: BackupFailure | null };
