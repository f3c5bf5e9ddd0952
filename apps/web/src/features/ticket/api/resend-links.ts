import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';

/** "Find my bookings": the server answers alike for every address and emails the links if any. */
export function useResendLinks() {
  return useMutation({
    mutationFn: (email: string) =>
      apiEnvelope<null>('/api/tickets/resend', { method: 'POST', json: { email } }).then((e) => e.message),
  });
}
