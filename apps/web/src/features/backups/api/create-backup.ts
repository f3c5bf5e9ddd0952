import type { BackupItem } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { backupsQueryKey } from './get-backups';

/** POST /api/admin/backups: one backup now; the list is read again either way (a failure is listed). */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiEnvelope<BackupItem>('/api/admin/backups', { method: 'POST', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
