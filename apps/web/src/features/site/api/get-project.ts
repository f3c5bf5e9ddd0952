import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { siteKeys } from './keys';
import type { Project } from './project';

export const projectQuery = (slug: string) =>
  queryOptions({
    queryKey: siteKeys.project(slug),
    queryFn: ({ signal }) => apiRequest<Project>(`/api/projects/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 5 * 60_000,
    // A missing project stays missing; only transient failures are worth a retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export function useProject(slug: string) {
  return useQuery(projectQuery(slug));
}
