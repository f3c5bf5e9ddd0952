import type { EventDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/events/{id} with JSON { isShow }: hides or shows an event on the public list. */
export function useToggleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isShow }: { id: string; isShow: boolean }) =>
      apiRequest<EventDto>(`/api/events/${id}`, { method: 'PUT', json: { isShow }, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
