import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, NotFoundError, type Project } from './project';

export const projectQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'projects', slug],
    queryFn: ({ signal }) => getJson<Project>(`/api/projects/${encodeURIComponent(slug)}`, signal),
    staleTime: 5 * 60_000,
    // A missing project stays missing; only transient failures are worth a retry.
    retry: (count, error) => !(error instanceof NotFoundError) && count < 1,
  });

export function useProject(slug: string) {
  return useQuery(projectQuery(slug));
}
