import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

/**
 * A write to a type or a code: the lists and the events (their seats and price follow) are read
 * again; the types' and codes' keys sit under the events root.
 */
export function useSalesWrite(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      method,
      path,
      json,
    }: {
      method: 'POST' | 'PUT' | 'DELETE';
      path: string;
      json?: unknown;
    }) => apiRequest<unknown>(`/api/events/${eventId}/${path}`, { method, json, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
