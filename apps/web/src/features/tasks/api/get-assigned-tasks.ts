import type { AssignedTaskDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const assignedTasksKey = ['tasks', 'assigned'] as const;

/** What the signed-in Admin assigned, newest first, with each assignee's delivery (GET /api/tasks/assigned). */
export const assignedTasksQuery = () =>
  queryOptions({
    queryKey: assignedTasksKey,
    queryFn: () => apiRequest<AssignedTaskDto[]>('/api/tasks/assigned', { auth: true }),
  });

export function useAssignedTasks(options: { enabled?: boolean } = {}) {
  return useQuery({ ...assignedTasksQuery(), enabled: options.enabled ?? true });
}
