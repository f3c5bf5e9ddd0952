import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { siteKeys } from './keys';
import type { Project } from './project';

export const projectsQuery = () =>
  queryOptions({
    queryKey: siteKeys.projects(),
    queryFn: ({ signal }) => apiRequest<Project[]>('/api/projects', { signal }),
    staleTime: 5 * 60_000,
  });

export function useProjects() {
  return useQuery(projectsQuery());
}
