import type { CodeDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { salesSetupKeys } from './keys';

/** An event's codes for staff (docs/api/codes.md). */
export const codesQuery = (eventId: string) =>
  queryOptions({
    queryKey: salesSetupKeys.codes(eventId),
    queryFn: () => apiRequest<CodeDto[]>(`/api/events/${eventId}/codes`, { auth: true }),
  });

export function useCodes(eventId: string) {
  return useQuery(codesQuery(eventId));
}
