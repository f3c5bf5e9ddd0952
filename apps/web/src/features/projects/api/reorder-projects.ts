import type { ProjectDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_PROJECTS_KEY } from './get-projects';

/** PUT /api/projects/order with every id in the new order; the list moves at once and rolls back on failure. */
export function useReorderProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: ProjectDto[]) =>
      apiRequest<ProjectDto[]>('/api/projects/order', {
        method: 'PUT',
        json: { ids: ordered.map((p) => p._id) },
        auth: true,
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_PROJECTS_KEY });
      const previous = queryClient.getQueryData<ProjectDto[]>(ADMIN_PROJECTS_KEY);
      queryClient.setQueryData(ADMIN_PROJECTS_KEY, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(ADMIN_PROJECTS_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PROJECTS_KEY }),
  });
}
