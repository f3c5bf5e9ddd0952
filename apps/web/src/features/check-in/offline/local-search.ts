import { type AttendeeDto, normalizeReferenceCode, normalizeSearchText } from '@app/shared';
import type { SnapshotTicket } from './door-db';

/** As many answers as the server's look-up gives. */
export const LOCAL_SEARCH_LIMIT = 20;

/**
 * The look-up without a network, over the device's list: names folded as the server folds them
 * (case, diacritics, tatweel, alef forms, ى/ي, ة/ه), or a reference code as staff type it. The list
 * holds no phone numbers, so digits only find references.
 */
export function searchSnapshot(tickets: readonly SnapshotTicket[], query: string): AttendeeDto[] {
  const text = normalizeSearchText(query);
  if (!text) return [];
  const reference = normalizeReferenceCode(text).toUpperCase();
  const found: AttendeeDto[] = [];
  for (const ticket of tickets) {
    const byName = normalizeSearchText(ticket.fullName).includes(text);
    const byReference = reference.length >= 3 && ticket.reference.includes(reference);
    if (byName || byReference) {
      // The device's list holds Accepted tickets only, and no part of the national ID.
      found.push({
        _id: ticket.bookingId,
        ticketId: ticket.ticketId,
        status: 'Accepted',
        fullName: ticket.fullName,
        reference: ticket.reference,
        checkedInAt: ticket.checkedInAt,
      });
      if (found.length === LOCAL_SEARCH_LIMIT) break;
    }
  }
  return found;
}
