import type { TaskDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** The signed-in account's tasks (GET /api/tasks/user): undelivered first, soonest due first. */
export const ownTasksQuery = () =>
  queryOptions({
    queryKey: taskKeys.own(),
    queryFn: () => apiRequest<TaskDto[]>('/api/tasks/user', { auth: true }),
  });

export function useOwnTasks(options: { enabled?: boolean } = {}) {
  return useQuery({ ...ownTasksQuery(), enabled: options.enabled ?? true });
}
