import { AR_BOOKINGS } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';

/** POST /api/events/bookings/{id}/resend-ticket: 202, the accepted email again (409 unless Accepted). */
export function useResendTicket() {
  return useMutation({
    mutationFn: async (id: string) => {
      const envelope = await apiEnvelope<null>(`/api/events/bookings/${id}/resend-ticket`, {
        method: 'POST',
        auth: true,
      });
      return envelope.message ?? AR_BOOKINGS.resendQueued;
    },
  });
}
