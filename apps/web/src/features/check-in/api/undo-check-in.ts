import type { AttendeeDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markTicket } from '../offline/door-db';
import { undoCheckIn } from './door-api';
import { doorKeys } from './keys';
import { probing } from './probing';

/**
 * Undoes an admission on the server, then on the device's list; `onUndone` runs before the event's
 * door queries are refreshed, so the notice shows at once.
 */
export function useUndoCheckIn(
  eventId: string,
  { onUndone, onFailed }: { onUndone: (attendee: AttendeeDto) => void; onFailed: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attendee: AttendeeDto) => probing(() => undoCheckIn(attendee._id, attendee.ticketId)),
    onSuccess: async (_data, attendee) => {
      await markTicket(attendee.ticketId, null).catch(() => undefined);
      onUndone(attendee);
      await queryClient.invalidateQueries({ queryKey: doorKeys.all(eventId) });
    },
    onError: onFailed,
  });
}
