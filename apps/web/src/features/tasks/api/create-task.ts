import type { CreateTaskBody, TaskDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { taskKeys } from './keys';

export function createTask(body: CreateTaskBody) {
  return apiEnvelope<TaskDto>('/api/tasks', { method: 'POST', json: body, auth: true });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.assigned() }),
  });
}
