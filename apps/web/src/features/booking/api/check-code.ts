import type { CodeCheck } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { bookingFormKeys } from './keys';

/**
 * The public check of a code (docs/api/codes.md#checking-a-code): what it gives, on which types, so
 * the page shows the new amount before booking. null for a code the server does not know (404).
 */
export const codeCheckQuery = (eventId: string, code: string) => {
  const text = code.trim();
  return queryOptions({
    queryKey: bookingFormKeys.codeCheck(eventId, text),
    enabled: text.length >= 3,
    staleTime: 60_000,
    retry: false,
    queryFn: async (): Promise<CodeCheck | null> => {
      try {
        return await apiRequest<CodeCheck>(
          `/api/events/${encodeURIComponent(eventId)}/codes/check?code=${encodeURIComponent(text)}`,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
};

export function useCodeCheck(eventId: string, code: string) {
  return useQuery(codeCheckQuery(eventId, code));
}
