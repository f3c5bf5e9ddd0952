import type { BackupList } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';

export const backupsQueryKey = ['backups'];

/** GET /api/admin/backups: the backups (newest first) and the last failure, if any. */
export const backupsQuery = () =>
  queryOptions({
    queryKey: backupsQueryKey,
    queryFn: async ({ signal }): Promise<BackupList> => {
      const envelope = (await apiEnvelope('/api/admin/backups', {
        auth: true,
        signal,
      })) as unknown as BackupList;
      return { data: envelope.data, lastFailure: envelope.lastFailure ?? null };
    },
  });

export function useBackups() {
  return useQuery(backupsQuery());
}
