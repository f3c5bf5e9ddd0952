import type { WaitlistJoin, WaitlistJoinAnswer } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY } from '../../../api/keys';
import { apiEnvelope } from '../../../lib/api-client';
import { withProofOfWork } from '../../../lib/proof-of-work';

/** POST /api/events/{eventId}/waitlist (public): the place in line and its private token. */
export function useJoinWaitlist(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistJoin) =>
      withProofOfWork(
        async (altcha) =>
          (
            await apiEnvelope<WaitlistJoinAnswer>(`/api/events/${encodeURIComponent(eventId)}/waitlist`, {
              method: 'POST',
              json: altcha ? { ...body, altcha } : body,
            })
          ).data,
      ),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
