import type { UserDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const usersQueryKey = ['users'] as const;

/** GET /api/users (Admin). */
export const usersQueryOptions = queryOptions({
  queryKey: usersQueryKey,
  queryFn: ({ signal }) => apiRequest<UserDto[]>('/api/users', { auth: true, signal }),
  retry: false,
});

export function useUsers() {
  return useQuery(usersQueryOptions);
}
