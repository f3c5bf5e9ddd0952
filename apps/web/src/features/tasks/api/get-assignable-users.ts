import type { UserDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';

/**
 * Accounts a task can go to (docs/product.md#validation): active and not Admin. GET /api/users returns
 * everyone; the server refuses any other assignee anyway.
 */
export const assignableUsersQuery = () =>
  queryOptions({
    queryKey: taskKeys.assignableUsers(),
    queryFn: async () => {
      const users = await apiRequest<UserDto[]>('/api/users', { auth: true });
      return users
        .filter((user) => user.role !== 'Admin' && !user.isSuspended)
        .sort((a, b) => a.username.localeCompare(b.username, 'ar'));
    },
  });

export function useAssignableUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...assignableUsersQuery(), enabled: options.enabled ?? true });
}
