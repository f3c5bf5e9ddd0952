import type { TicketTypeDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { salesSetupKeys } from './keys';

/** An event's ticket types for staff (docs/api/ticket-types.md). */
export const ticketTypesQuery = (eventId: string) =>
  queryOptions({
    queryKey: salesSetupKeys.types(eventId),
    queryFn: () => apiRequest<TicketTypeDto[]>(`/api/events/${eventId}/ticket-types`, { auth: true }),
  });

export function useTicketTypes(eventId: string) {
  return useQuery(ticketTypesQuery(eventId));
}
