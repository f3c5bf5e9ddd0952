import type { AttendeeDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoorEvent } from '../door-event';
import { bookingTickets } from '../offline/door-db';
import { searchAttendees } from './door-api';
import { doorKeys } from './keys';
import { probing } from './probing';

/**
 * Every holder of a booking (docs/api/check-in.md#groups-at-the-door): online, the look-up by its reference (which
 * lists all its tickets); offline, the device's list of that booking.
 */
async function holdersOf(event: DoorEvent, chosen: AttendeeDto, online: boolean, signal?: AbortSignal) {
  if (!online) {
    const tickets = await bookingTickets(event.id, chosen._id);
    return tickets.map<AttendeeDto>((t) => ({
      _id: t.bookingId,
      ticketId: t.ticketId,
      fullName: t.fullName,
      reference: t.reference,
      status: 'Accepted',
      checkedInAt: t.checkedInAt,
    }));
  }
  const found = await probing(() => searchAttendees(event.id, chosen.reference, signal));
  return found.filter((a) => a._id === chosen._id);
}

export function bookingHoldersOptions(event: DoorEvent, chosen: AttendeeDto | null, online: boolean) {
  return queryOptions<AttendeeDto[]>({
    queryKey: doorKeys.holders(event.id, chosen?._id ?? '', online),
    queryFn: ({ signal }) => holdersOf(event, chosen!, online, signal),
    enabled: chosen !== null,
    networkMode: online ? 'online' : 'always',
    retry: false,
    staleTime: 0,
  });
}

export function useBookingHolders(event: DoorEvent, chosen: AttendeeDto | null, online: boolean) {
  return useQuery(bookingHoldersOptions(event, chosen, online));
}
