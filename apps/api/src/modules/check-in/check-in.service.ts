import {
  AR_CHECK_IN,
  AR_DOOR,
  AR_EVENTS,
  type CheckedInBookingDto,
  decideAdmission,
  type UndoneAdmissionDto,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { isId, requireId } from '../../lib/ids';
import {
  type AdmissionMark,
  type AdmissionTarget,
  type AdmittedRow,
  bookingWithTicket,
  clearAdmissions,
  markTicketsAdmitted,
  readTicketToken,
  targetStates,
} from '../bookings';
import { refusalError, ticketAtDoor } from './door-rule';

/**
 * The ticket id inside a scanned ticket token (a QR sent before tickets had rows names the booking,
 * whose first ticket has the same id). Only signed tokens admit (docs/api/check-in.md#ticket-tokens): a typed
 * reference code is a look-up at the door, not an admission, so it is refused here like any other
 * text that is not a genuine ticket.
 */
export function parseTicket(secret: string, qrCodeData: string): { ticketId: string; qrVersion: number } {
  const token = readTicketToken(secret, qrCodeData);
  if (!token) throw refusalError({ outcome: 'invalid-token' });
  return { ticketId: token.ticketId, qrVersion: token.version };
}

/** The door's event as sent by the scanner; one that cannot exist is an unknown event. */
export function doorEventId(eventId: string | undefined): string | undefined {
  return eventId === undefined ? undefined : requireId(eventId, AR_EVENTS.notFound);
}

/** 404 for an event that does not exist, before answering anything about its door. */
export async function requireEvent(db: Db, eventId: string): Promise<{ id: string; name: string }> {
  requireId(eventId, AR_EVENTS.notFound);
  const [event] = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`SELECT id, name FROM events WHERE id = ${eventId}`),
  );
  if (!event) throw new NotFound(AR_EVENTS.notFound);
  return event;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

function toDto(row: AdmittedRow): CheckedInBookingDto {
  return {
    _id: row.booking_id,
    ticketId: row.id,
    reference: row.reference,
    fullName: row.full_name,
    nationalIdLast4: row.national_id_last4,
    status: row.status,
    createdAt: iso(row.created_at),
    checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    event: { _id: row.event_id, name: row.event_name },
    ticket: { _id: row.id, fullName: row.full_name },
    ticketType: row.ticket_type,
    group: { quantity: Number(row.quantity), checkedIn: Number(row.group_checked_in) },
  };
}

export type Admission = AdmissionMark;
export type { AdmissionTarget };

/**
 * Admits tickets at the door (docs/api/check-in.md#the-admission-rule and docs/api/check-in.md#groups-at-the-door): a scanned QR admits its holder alone,
 * a look-up the listed tickets of a booking (default: all not yet in). The hot path is ONE statement:
 * the conditional UPDATE of the tickets is the door rule's `admit` (`decideAdmission`: of the door's
 * event, Accepted, not yet in) as SQL, so it decides and records at once, with the booking's first
 * admission (bookings.checked_in_at, what the rest of the product reads) and the admission log; two
 * doors scanning one ticket at once get one success (the second UPDATE waits for the first row lock,
 * re-checks `checked_in_at IS NULL` and matches nothing). Only a refused scan pays for a second read,
 * where the rule itself names the refusal (admission-table.test.ts holds the two to one answer).
 */
export async function admit(
  db: Db,
  target: AdmissionTarget,
  admission: Admission,
): Promise<CheckedInBookingDto & { admitted: string[] }> {
  if ('bookingId' in target) {
    if (!isId(target.bookingId)) throw refusalError({ outcome: 'unknown' });
    if (target.ticketIds?.some((id) => !isId(id))) throw new NotFound(AR_DOOR.ticketNotFound);
  }
  const rows = await tryAdmit(db, target, admission);
  if (rows.length > 0) return answer(rows);
  const reason = await refusal(db, target, admission.eventId);
  if (reason) throw reason;
  // Admissible after all: an undo landed between the two statements. Once more, then say so.
  const retried = await tryAdmit(db, target, admission);
  if (retried.length > 0) return answer(retried);
  throw (await refusal(db, target, admission.eventId)) ?? new BadRequest(AR_CHECK_IN.serverAlreadyCheckedIn);
}

/** The first ticket admitted speaks for the answer; `admitted` lists every one. */
function answer(rows: AdmittedRow[]): CheckedInBookingDto & { admitted: string[] } {
  return { ...toDto(rows[0]!), admitted: rows.map((row) => row.id) };
}

const tryAdmit = markTicketsAdmitted;

/**
 * Why an admission matched nothing: the door rule (`decideAdmission`, shared with the device) names
 * it from the ticket's state; undefined when the rule would admit after all (an undo landed between).
 * A look-up speaks for its booking through the ticket that would go in first (one not yet admitted,
 * else the earliest admitted), and refuses ticket ids that are not the booking's.
 */
async function refusal(
  db: Db,
  target: AdmissionTarget,
  eventId: string | undefined,
): Promise<Error | undefined> {
  const rows = await targetStates(db, target);
  const current = rows[0];
  // A QR of an earlier holder: genuine, but the ticket has a newer one now.
  const reissued =
    'ticketId' in target &&
    target.qrVersion !== undefined &&
    current?.qr_version != null &&
    Number(current.qr_version) !== target.qrVersion;
  const decision = decideAdmission({
    ticket: current ? { ...ticketAtDoor(current), reissued } : null,
    doorEventId: eventId,
    at: new Date().toISOString(),
  });
  if (decision.outcome !== 'admit' && decision.outcome !== 'already-admitted') return refusalError(decision);
  const found = new Set(rows.map((row) => row.ticket_id).filter((id) => id !== null));
  if ('bookingId' in target && target.ticketIds?.some((id) => !found.has(id.toLowerCase()))) {
    return new NotFound(AR_DOOR.ticketNotFound);
  }
  return decision.outcome === 'admit' ? undefined : refusalError(decision);
}

/**
 * Undoes admissions (the wrong person was let in): one ticket, or every admitted ticket of the
 * booking. The booking's first admission is worked out again from the tickets still in, so the rest of
 * the product (staff cancel, dashboards) reads the truth. Recorded in the log with the staff account.
 */
export async function undoAdmission(
  db: Db,
  bookingId: string,
  ticketId: string | undefined,
  staffId: string,
): Promise<UndoneAdmissionDto> {
  if (!isId(bookingId)) throw new NotFound(AR_CHECK_IN.serverNotFound);
  if (ticketId !== undefined && !isId(ticketId)) throw new NotFound(AR_DOOR.ticketNotFound);
  const rows = await clearAdmissions(db, bookingId, ticketId, staffId);
  const row = rows[0];
  if (row) {
    return {
      _id: row.booking_id,
      ticketId: row.id,
      fullName: row.full_name,
      reference: row.reference,
      status: row.status,
      nationalIdLast4: row.national_id_last4,
      checkedInAt: null,
      event: { _id: row.event_id, name: row.event_name },
    };
  }
  const exists = await bookingWithTicket(db, bookingId, ticketId);
  if (!exists) throw new NotFound(AR_CHECK_IN.serverNotFound);
  if (ticketId !== undefined && exists.ticket === null) throw new NotFound(AR_DOOR.ticketNotFound);
  throw new Conflict(AR_CHECK_IN.serverNotCheckedIn);
}
