import type { TaskDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** PUT /api/tasks/{id} with the delivery details as `isTitle` (docs/api/README.md#the-calls). */
export function deliverTask({ id, text }: { id: string; text: string }) {
  return apiEnvelope<TaskDto>(`/api/tasks/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: { isTitle: text },
    auth: true,
  });
}

export function useDeliverTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverTask,
    // Every task list (own, dashboard, assigned) shows delivery state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
