import { type ContactFilter, type ContactMessageDto, TIMINGS } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const MESSAGES_KEY = ['contact-messages'] as const;

/** GET /api/contact/contact-messages, newest first, refreshed every 10 s while the screen is open (docs/product.md#messages-screen). */
export function useMessages(status: ContactFilter | null) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, status ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<ContactMessageDto[]>(`/api/contact/contact-messages${status ? `?status=${status}` : ''}`, {
        auth: true,
        signal,
      }),
    refetchInterval: TIMINGS.messagesPollMs,
  });
}
