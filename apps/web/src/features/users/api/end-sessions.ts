import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';

/** POST /api/users/{id}/sessions/end (Admin): every session of the account ends at once (a lost door phone). */
export function useEndSessions() {
  return useMutation({
    mutationFn: (id: string) =>
      apiEnvelope<{ _id: string; ended: number }>(`/api/users/${encodeURIComponent(id)}/sessions/end`, {
        method: 'POST',
        auth: true,
      }),
  });
}
