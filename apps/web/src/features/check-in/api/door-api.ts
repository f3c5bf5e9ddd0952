import type { AttendeeDto, CheckInDuplicateDto, CheckInStatsDto, EventDto } from '@app/shared';
import { apiRequest } from '../../../lib/api-client';

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** Every event, hidden ones too (sales stopped, guests still coming), for the door's choice. */
export function fetchDoorEvents(signal?: AbortSignal) {
  return apiRequest<EventDto[]>('/api/events/check-in/events', { auth: true, signal });
}

export function fetchDoorStats(eventId: string, signal?: AbortSignal) {
  return apiRequest<CheckInStatsDto>(`${eventPath(eventId)}/check-in/stats`, { auth: true, signal });
}

/** Up to 20 tickets of the event (every status) matching a holder's name, reference or phone digits. */
export function searchAttendees(eventId: string, q: string, signal?: AbortSignal) {
  return apiRequest<AttendeeDto[]>(`${eventPath(eventId)}/attendees?q=${encodeURIComponent(q)}`, {
    auth: true,
    signal,
  });
}

export function fetchDuplicates(eventId: string, signal?: AbortSignal) {
  return apiRequest<CheckInDuplicateDto[]>(`${eventPath(eventId)}/check-in/duplicates`, {
    auth: true,
    signal,
  });
}

/** Undoes one ticket's admission (the wrong person was let in); 409 when it is not checked in. */
export function undoCheckIn(bookingId: string, ticketId: string) {
  const path = `/api/events/bookings/${encodeURIComponent(bookingId)}/check-in`;
  return apiRequest<AttendeeDto>(`${path}?ticketId=${encodeURIComponent(ticketId)}`, {
    method: 'DELETE',
    auth: true,
  });
}
