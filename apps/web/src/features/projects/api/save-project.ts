import type { ProjectDto, ProjectFormValues } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { ADMIN_PROJECTS_KEY } from './get-projects';

export type SaveProjectInput = { id?: string; values: ProjectFormValues; image: File | null };

/** POST /api/projects or PUT /api/projects/{id}, as multipart (the image is optional on both). */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, image }: SaveProjectInput) => {
      const formData = new FormData();
      for (const [key, value] of Object.entries(values)) formData.append(key, value);
      if (image) formData.append('image', image);
      return apiEnvelope<ProjectDto>(id ? `/api/projects/${id}` : '/api/projects', {
        method: id ? 'PUT' : 'POST',
        formData,
        auth: true,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PROJECTS_KEY }),
  });
}
