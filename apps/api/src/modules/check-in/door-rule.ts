import { type AdmissionDecision, AR_CHECK_IN, type TicketAtDoor } from '@app/shared';
import { type AppError, BadRequest, NotFound } from '../../lib/errors';
import type { DoorStateRow } from '../bookings';

export function ticketAtDoor(row: DoorStateRow): TicketAtDoor {
  return {
    eventId: row.event_id,
    eventName: row.event_name,
    status: row.status as TicketAtDoor['status'],
    checkedInAt: row.checked_in_at === null ? null : new Date(row.checked_in_at).toISOString(),
    checkedInBy: row.username === null ? null : { username: row.username },
  };
}

/**
 * The server's answer to a scan the door rule refuses: the status codes and exact texts of
 * docs/api/check-in.md (verify-qr and the look-up answer alike).
 */
export function refusalError(decision: Exclude<AdmissionDecision, { outcome: 'admit' }>): AppError {
  switch (decision.outcome) {
    case 'invalid-token':
      return new BadRequest(AR_CHECK_IN.serverInvalidId);
    case 'unknown':
      return new NotFound(AR_CHECK_IN.serverNotFound);
    case 'reissued':
      return new BadRequest(AR_CHECK_IN.serverReissued);
    case 'other-event':
      return new BadRequest(AR_CHECK_IN.serverOtherEvent(decision.eventName));
    case 'cancelled':
      return new BadRequest(AR_CHECK_IN.serverCancelled);
    case 'not-confirmed':
      return new BadRequest(AR_CHECK_IN.serverNotConfirmed);
    case 'already-admitted':
      return new BadRequest(AR_CHECK_IN.serverAlreadyCheckedIn, undefined, {
        checkedInAt: decision.checkedInAt,
        checkedInBy: decision.checkedInBy,
      });
  }
}
