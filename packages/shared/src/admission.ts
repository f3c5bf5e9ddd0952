import type { BookingStatus } from './schemas/bookings';
import type { SyncOutcome } from './schemas/check-in';

/**
 * Whether a ticket gets in at the door: ONE rule for every way in (a scanned QR, an admission by
 * look-up, an offline queue's sync, the door's device deciding alone), see docs/api/check-in.md.
 * Pure, so the server and the device run the same code. Like pretix's `perform_checkin`, every rule
 * sits in one ordered list and the first that applies names the outcome: what is wrong with the scan
 * itself, then with the ticket's event, then with its booking, then whether it is already in.
 */
export const ADMISSION_OUTCOMES = [
  'admit',
  /** The scanned text is no genuine ticket token (forged, damaged, a typed reference). */
  'invalid-token',
  /** A genuine token, or an id, of no ticket there is. */
  'unknown',
  /** An older token of a ticket that changed hands: its new holder has a new QR
   * (docs/api/ticket-transfer.md). */
  'reissued',
  'other-event',
  /** Rejected or Cancelled: final, the seat is gone. */
  'cancelled',
  /** Still Pending: not paid, or not yet verified. */
  'not-confirmed',
  'already-admitted',
] as const;
export type AdmissionOutcome = (typeof ADMISSION_OUTCOMES)[number];

/** A ticket as the door rule needs it: its event, its booking's status and its admission. */
export type TicketAtDoor = {
  eventId: string;
  eventName: string;
  status: BookingStatus;
  /** When it was admitted (ISO), or null. */
  checkedInAt: string | null;
  checkedInBy: { username: string } | null;
  /** The token scanned was replaced by a newer one (the ticket changed hands). */
  reissued?: boolean;
};

export type AdmissionInput = {
  /** The ticket the scan names; null when there is none; 'invalid-token' when the text is no token. */
  ticket: TicketAtDoor | null | 'invalid-token';
  /** The door's event: absent when the door verifies for any event (docs/api/check-in.md). */
  doorEventId?: string;
  /** When the scan happened (ISO): the admission's time. */
  at: string;
};

export type AdmissionDecision =
  | { outcome: 'admit'; checkedInAt: string }
  | { outcome: 'invalid-token' | 'unknown' | 'reissued' | 'cancelled' | 'not-confirmed' }
  | { outcome: 'other-event'; eventName: string }
  | { outcome: 'already-admitted'; checkedInAt: string; checkedInBy: { username: string } | null };

export function decideAdmission({ ticket, doorEventId, at }: AdmissionInput): AdmissionDecision {
  if (ticket === 'invalid-token') return { outcome: 'invalid-token' };
  if (ticket === null) return { outcome: 'unknown' };
  if (ticket.reissued) return { outcome: 'reissued' };
  // Ids are UUIDs: the same in either case, as the database compares them.
  if (doorEventId !== undefined && ticket.eventId.toLowerCase() !== doorEventId.toLowerCase()) {
    return { outcome: 'other-event', eventName: ticket.eventName };
  }
  if (ticket.status === 'Rejected' || ticket.status === 'Cancelled') return { outcome: 'cancelled' };
  if (ticket.status !== 'Accepted') return { outcome: 'not-confirmed' };
  if (ticket.checkedInAt !== null) {
    return { outcome: 'already-admitted', checkedInAt: ticket.checkedInAt, checkedInBy: ticket.checkedInBy };
  }
  return { outcome: 'admit', checkedInAt: at };
}

/**
 * The three outcomes an offline scan has (the device's decision and its sync): the admission, a
 * ticket already in (a duplicate staff are shown), and anything that does not get in.
 */
export function syncOutcomeOf(decision: AdmissionDecision): SyncOutcome {
  if (decision.outcome === 'admit') return 'admitted';
  if (decision.outcome === 'already-admitted') return 'duplicate';
  return 'invalid';
}
