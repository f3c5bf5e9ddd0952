import type { CodeDto, TicketTypeDto } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

/** An event's ticket types and codes for staff (docs/api/ticket-types.md, docs/api/codes.md). */
const typesKey = (eventId: string) => ['events', 'ticket-types', eventId];
const codesKey = (eventId: string) => ['events', 'codes', eventId];

export function useTicketTypes(eventId: string) {
  return useQuery({
    queryKey: typesKey(eventId),
    queryFn: () => apiRequest<TicketTypeDto[]>(`/api/events/${eventId}/ticket-types`, { auth: true }),
  });
}

export function useCodes(eventId: string) {
  return useQuery({
    queryKey: codesKey(eventId),
    queryFn: () => apiRequest<CodeDto[]>(`/api/events/${eventId}/codes`, { auth: true }),
  });
}

/** A write to a type or a code: the lists and the events (their seats and price follow) are read again. */
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
