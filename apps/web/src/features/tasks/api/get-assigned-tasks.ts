import type { AssignedTaskDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** What the signed-in Admin assigned, newest first, with each assignee's delivery (GET /api/tasks/assigned). */
export const assignedTasksQuery = () =>
  queryOptions({
    queryKey: taskKeys.assigned(),
    queryFn: () => apiRequest<AssignedTaskDto[]>('/api/tasks/assigned', { auth: true }),
  });

export function useAssignedTasks(options: { enabled?: boolean } = {}) {
  return useQuery({ ...assignedTasksQuery(), enabled: options.enabled ?? true });
}
