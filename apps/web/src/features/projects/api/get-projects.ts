import type { ProjectDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The staff list; the public pages keep their own cache. */
export const ADMIN_PROJECTS_KEY = ['admin-projects'] as const;

/** GET /api/projects, in their display order. */
export function adminProjectsQuery() {
  return queryOptions({
    queryKey: ADMIN_PROJECTS_KEY,
    queryFn: ({ signal }) => apiRequest<ProjectDto[]>('/api/projects', { signal }),
  });
}

export function useAdminProjects() {
  return useQuery(adminProjectsQuery());
}
