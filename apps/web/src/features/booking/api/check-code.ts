import type { CodeCheck } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { withProofOfWork } from '../../../lib/proof-of-work';
import { useDebounced } from '../../../lib/use-debounced';
import { bookingFormKeys } from './keys';

/**
 * The public check of a code (docs/api/codes.md#checking-a-code): what it gives, on which types, so
 * the page shows the new amount before booking. null for a code the server does not know (404).
 * Asked once typing pauses: every wrong code an address checks counts towards the server's
 * challenge (after 10), so the prefixes of a code being typed must not; a challenge is solved and
 * the check sent again, as a booking does.
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
        return await withProofOfWork((altcha) =>
          apiRequest<CodeCheck>(
            `/api/events/${encodeURIComponent(eventId)}/codes/check?code=${encodeURIComponent(text)}${
              altcha ? `&altcha=${encodeURIComponent(altcha)}` : ''
            }`,
          ),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
};

/** The check of what is typed, once typing pauses (500 ms). */
export function useCodeCheck(eventId: string, code: string) {
  return useQuery(codeCheckQuery(eventId, useDebounced(code, 500)));
}
