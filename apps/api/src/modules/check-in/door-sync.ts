import {
  type CheckInSyncBody,
  decideAdmission,
  type SyncOutcome,
  type SyncResultDto,
  syncOutcomeOf,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isId } from '../../lib/ids';
import {
  admitFirstScans,
  eventTicketIds,
  recordScans,
  type ScanAnswerRow,
  type ScanStateRow,
  scanStates,
  storedScanRows,
} from '../bookings';
import { iso } from './check-in.service';
import { ticketAtDoor } from './door-rule';
import { ticketKey } from './door-snapshot';

type AnswerRow = ScanAnswerRow;

function toResult(row: AnswerRow): SyncResultDto {
  const result: SyncResultDto = { scanId: row.scan_id, outcome: row.outcome };
  if (row.outcome === 'invalid') return result;
  if (row.checked_in_at !== null) result.checkedInAt = iso(row.checked_in_at);
  if (row.username !== null) result.checkedInBy = { username: row.username };
  if (row.ticket_id === null || row.booking_id === null) return result;
  return {
    ...result,
    _id: row.booking_id,
    ticketId: row.ticket_id,
    reference: row.reference ?? '',
    fullName: row.full_name ?? '',
    nationalIdLast4: row.national_id_last4,
    status: row.status ?? '',
    event: { _id: row.event_id ?? '', name: row.event_name ?? '' },
  };
}

/**
 * The answers this device already had for these scan ids at this event: sent again, answered again. A
 * scan id is the device's own (a random UUID, or whatever an older device sent): the same id from
 * another device or at another event is another scan (docs/api/check-in.md#the-door).
 */
async function storedAnswers(
  tx: Tx,
  where: { eventId: string; deviceId: string },
  scanIds: string[],
): Promise<Map<string, SyncResultDto>> {
  if (scanIds.length === 0) return new Map();
  const rows = await storedScanRows(tx, where, scanIds);
  return new Map(rows.map((row) => [row.scan_id, toResult(row)]));
}

type Named = { ticket_id: string | null; booking_id: string | null };

/**
 * Which ticket each scan names: the ticket whose key it carries, else (a look-up) its ticket id, else
 * its booking id alone (a device from before tickets had rows: the booking's first ticket, which
 * `input` below finds). Ids that cannot exist name nothing (invalid).
 */
async function resolveTickets(
  db: Db,
  secret: string,
  eventId: string,
  scans: CheckInSyncBody['scans'],
): Promise<Named[]> {
  let byKey: Map<string, string> | undefined;
  if (scans.some((scan) => scan.key !== undefined)) {
    const tickets = await eventTicketIds(db, eventId);
    // Only a ticket's current QR names it: an earlier holder's is refused (invalid).
    byKey = new Map(tickets.map(({ id, qrVersion }) => [ticketKey(secret, id, qrVersion), id]));
  }
  const id = (value: string | undefined) => (value !== undefined && isId(value) ? value : null);
  return scans.map((scan) => {
    if (scan.key !== undefined)
      return { ticket_id: byKey?.get(scan.key.toLowerCase()) ?? null, booking_id: null };
    const named = { ticket_id: id(scan.ticketId), booking_id: id(scan.bookingId) };
    // An id sent but malformed names nothing, rather than falling back to the other one.
    const malformed =
      (scan.ticketId !== undefined && named.ticket_id === null) ||
      (scan.bookingId !== undefined && named.booking_id === null);
    return malformed ? { ticket_id: null, booking_id: null } : named;
  });
}

export type SyncRequest = { eventId: string; staffId: string; secret: string; body: CheckInSyncBody };

type Fresh = Named & { scan_id: string; scanned_at: string };

type StateRow = ScanStateRow;

/**
 * A scan that did not admit, told by the door rule (the device's, too) from its ticket as it stands:
 * admitted by an earlier scan or elsewhere (a duplicate), or refused (invalid). The rule would only
 * admit one here had an undo landed between the UPDATE and this read: that scan did not admit.
 */
function refusedOutcome(row: StateRow, eventId: string): SyncOutcome {
  const { status, event_id, event_name } = row;
  const ticket =
    row.ticket_id === null || status === null || event_id === null
      ? null
      : ticketAtDoor({ ...row, status, event_id, event_name: event_name ?? '' });
  const decision = decideAdmission({ ticket, doorEventId: eventId, at: iso(row.scanned_at) });
  return decision.outcome === 'admit' ? 'invalid' : syncOutcomeOf(decision);
}

/**
 * A door's offline queue reaches the server (docs/api/check-in.md#groups-at-the-door), per ticket, set-based
 * whatever the queue's length: one UPDATE admits (above), the door rule tells every other scan, one
 * INSERT records every new scan with its answer. A ticket already admitted (online, or by another
 * door's earlier sync) makes the scan a duplicate, which staff see. A scan is known by its event,
 * device and scan id: a queue sent again (a sync cut off half-way) gets the answers it got the first
 * time and records nothing new. Syncs of one event take turns (an advisory lock), so a scan sent twice
 * at once is still decided once.
 */
export async function syncScans(db: Db, request: SyncRequest): Promise<SyncResultDto[]> {
  const { eventId, secret, body } = request;
  const scans = body.scans;
  if (scans.length === 0) return [];
  const named = await resolveTickets(db, secret, eventId, scans);
  const device = { eventId, deviceId: body.deviceId };

  const answers = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${eventId}, 6))`);
    const known = await storedAnswers(
      tx,
      device,
      scans.map((scan) => scan.scanId),
    );
    const fresh = new Map<string, Fresh>();
    scans.forEach((scan, i) => {
      if (known.has(scan.scanId) || fresh.has(scan.scanId)) return;
      fresh.set(scan.scanId, { scan_id: scan.scanId, ...named[i]!, scanned_at: scan.scannedAt });
    });
    if (fresh.size === 0) return known;
    const input = JSON.stringify([...fresh.values()]);

    const admission = { eventId, staffId: request.staffId, deviceId: body.deviceId };
    const admitted = await admitFirstScans(tx, admission, input);
    const states = await scanStates(tx, input);
    const outcomes = new Map(
      states.map((row) => [
        row.scan_id,
        admitted.has(row.scan_id) ? ('admitted' as const) : refusedOutcome(row, eventId),
      ]),
    );
    const recorded = await recordScans(tx, admission, input, outcomes);

    const answers = new Map(known);
    const lost: string[] = [];
    for (const row of states) {
      if (recorded.has(row.scan_id))
        answers.set(row.scan_id, toResult({ ...row, outcome: outcomes.get(row.scan_id)! }));
      else lost.push(row.scan_id);
    }
    // The event's syncs take turns, so a scan id lands here only if the lock was ever bypassed: the
    // answer recorded first stands.
    for (const [scanId, answer] of await storedAnswers(tx, device, lost)) answers.set(scanId, answer);
    return answers;
  });

  return scans.map((scan) => answers.get(scan.scanId) ?? { scanId: scan.scanId, outcome: 'invalid' });
}
