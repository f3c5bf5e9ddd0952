import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDuplicates } from './door-api';
import { doorKeys } from './keys';
import { probing } from './probing';

export function duplicatesOptions(eventId: string, open: boolean) {
  return queryOptions({
    queryKey: doorKeys.duplicates(eventId),
    queryFn: ({ signal }) => probing(() => fetchDuplicates(eventId, signal)),
    enabled: open,
    retry: false,
  });
}

export function useDuplicates(eventId: string, open: boolean) {
  return useQuery(duplicatesOptions(eventId, open));
}
