import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { ADMIN_PROJECTS_KEY } from './get-projects';

/** DELETE /api/projects/{id}. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiEnvelope<{ _id: string }>(`/api/projects/${id}`, { method: 'DELETE', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PROJECTS_KEY }),
  });
}
