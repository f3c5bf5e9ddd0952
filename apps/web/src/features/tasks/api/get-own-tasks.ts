import type { TaskDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ownTasksKey = ['tasks', 'own'] as const;

/** The signed-in account's tasks (GET /api/tasks/user): undelivered first, soonest due first. */
export const ownTasksQuery = () =>
  queryOptions({
    queryKey: ownTasksKey,
    queryFn: () => apiRequest<TaskDto[]>('/api/tasks/user', { auth: true }),
  });

export function useOwnTasks(options: { enabled?: boolean } = {}) {
  return useQuery({ ...ownTasksQuery(), enabled: options.enabled ?? true });
}
