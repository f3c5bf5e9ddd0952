import { type ContactFilter, type ContactMessageDto, TIMINGS } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const MESSAGES_KEY = ['contact-messages'] as const;

export const messageKeys = {
  all: MESSAGES_KEY,
  list: (status: ContactFilter | null) => [...MESSAGES_KEY, status ?? 'all'] as const,
};

/** GET /api/contact/contact-messages, newest first, refreshed every 10 s while the screen is open (docs/product.md#messages-screen). */
export function messagesQuery(status: ContactFilter | null) {
  return queryOptions({
    queryKey: messageKeys.list(status),
    queryFn: ({ signal }) =>
      apiRequest<ContactMessageDto[]>(`/api/contact/contact-messages${status ? `?status=${status}` : ''}`, {
        auth: true,
        signal,
      }),
    refetchInterval: TIMINGS.messagesPollMs,
  });
}

export function useMessages(status: ContactFilter | null) {
  return useQuery(messagesQuery(status));
}
