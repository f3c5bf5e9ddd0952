import {
  type CheckInSyncBody,
  decideAdmission,
  type SyncOutcome,
  type SyncResultDto,
  syncOutcomeOf,
} from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { isId } from '../../lib/ids';
import { iso } from './check-in.service';
import { ticketAtDoor } from './door-rule';
import { ticketKey } from './door-snapshot';

/**
 * How far back a device's clock is believed: a door syncs its queue within a shift, so a scan older
 * than this could not have been made with a snapshot the device still holds (docs/api/check-in.md#snapshot).
 */
export const SCAN_LOOKBACK_HOURS = 24;

/**
 * A scan's time as recorded: the device's `scannedAt`, unless it lies in the future or before the
 * snapshot could have reached the device (a wrong clock, 1970, a forged body): then the time the
 * server received it.
 */
function believable(scannedAt: SQL): SQL {
  return sql`CASE WHEN ${scannedAt} > now() OR ${scannedAt} < now() - make_interval(hours => ${SCAN_LOOKBACK_HOURS})
    THEN now() ELSE ${scannedAt} END`;
}

type AnswerRow = {
  scan_id: string;
  outcome: SyncOutcome;
  checked_in_at: Date | string | null;
  username: string | null;
  ticket_id: string | null;
  booking_id: string | null;
  reference: string | null;
  full_name: string | null;
  national_id_last4: string | null;
  status: string | null;
  event_id: string | null;
  event_name: string | null;
};

/**
 * The holder of the ticket a scan named (`scanTicket`: its ticket id column), as the door may see
 * them (section 6): joined as `h` (ticket), `hb` (its booking) and `he` (its event).
 */
const holderJoin = (scanTicket: SQL) => sql`LEFT JOIN tickets AS h ON h.id = ${scanTicket}
  LEFT JOIN bookings AS hb ON hb.id = h.booking_id LEFT JOIN events AS he ON he.id = hb.event_id`;
const holderColumns = sql`h.id AS ticket_id, hb.id AS booking_id, hb.reference, h.full_name,
  right(h.national_id, 4) AS national_id_last4, hb.status, he.id AS event_id, he.name AS event_name`;

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
  const rows = rowsOf<AnswerRow>(
    await tx.execute(sql`
    SELECT s.scan_id, s.outcome, s.checked_in_at, u.username, ${holderColumns}
    FROM check_in_scans AS s LEFT JOIN users AS u ON u.id = s.checked_in_by ${holderJoin(sql`s.ticket_id`)}
    WHERE s.event_id = ${where.eventId} AND s.device_id = ${where.deviceId}
      AND s.scan_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(scanIds)}::jsonb))`),
  );
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
    const ids = rowsOf<{ id: string; qr_version: number | string }>(
      await db.execute(sql`SELECT id, qr_version FROM tickets WHERE event_id = ${eventId}`),
    );
    // Only a ticket's current QR names it: an earlier holder's is refused (invalid).
    byKey = new Map(ids.map(({ id, qr_version }) => [ticketKey(secret, id, Number(qr_version)), id]));
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

/**
 * The fresh scans as rows: their believable time and the ticket they name (a booking id alone: its
 * first ticket; a ticket id with a booking id: only when it is that booking's).
 */
function inputRows(input: string): SQL {
  return sql`
    SELECT x.scan_id, ${believable(sql`x.scanned_at`)} AS scanned_at, tk.id AS ticket_id
    FROM jsonb_to_recordset(${input}::jsonb) AS x(scan_id text, ticket_id uuid, booking_id uuid, scanned_at timestamptz)
    LEFT JOIN tickets AS tk ON tk.id = coalesce(x.ticket_id,
        (SELECT f.id FROM tickets AS f WHERE f.booking_id = x.booking_id AND f.position = 0))
      AND (x.booking_id IS NULL OR tk.booking_id = x.booking_id)`;
}

export type SyncRequest = { eventId: string; staffId: string; secret: string; body: CheckInSyncBody };

type Fresh = Named & { scan_id: string; scanned_at: string };

/**
 * The door rule's `admit` as one set-based UPDATE: for every ticket named not yet checked in, of
 * this event and Accepted, its earliest scan (at the time it was scanned, or when it arrived when
 * that time is not believable) admits it, with the booking's first admission and the log. Answers
 * the scans that admitted.
 */
async function admitFirstScans(tx: Tx, request: SyncRequest, input: string): Promise<Set<string>> {
  const { eventId, staffId, body } = request;
  const rows = rowsOf<{ scan_id: string }>(
    await tx.execute(sql`
    WITH input AS (${inputRows(input)}), firsts AS (
      SELECT DISTINCT ON (ticket_id) ticket_id, scan_id, scanned_at FROM input
      WHERE ticket_id IS NOT NULL
      ORDER BY ticket_id, scanned_at, scan_id
    ), marked AS (
      UPDATE tickets AS t SET checked_in_at = f.scanned_at, checked_in_by = ${staffId}::uuid
      FROM firsts AS f, bookings AS b
      WHERE t.id = f.ticket_id AND b.id = t.booking_id AND b.event_id = ${eventId}::uuid
        AND b.status = 'Accepted' AND t.checked_in_at IS NULL
      RETURNING t.id, t.booking_id, b.event_id, t.checked_in_at, f.scan_id
    ), first_in AS (
      UPDATE bookings AS b SET checked_in_at = m.at, checked_in_by = ${staffId}::uuid
      FROM (SELECT booking_id, min(checked_in_at) AS at FROM marked GROUP BY booking_id) AS m
      WHERE b.id = m.booking_id AND b.checked_in_at IS NULL
    ), logged AS (
      INSERT INTO check_in_log (booking_id, ticket_id, event_id, action, method, staff_id, device_id, at)
      SELECT booking_id, id, event_id, 'admit', 'offline', ${staffId}::uuid, ${body.deviceId}, checked_in_at
      FROM marked
    )
    SELECT scan_id FROM marked`),
  );
  return new Set(rows.map((row) => row.scan_id));
}

type StateRow = Omit<AnswerRow, 'outcome'> & { scanned_at: Date | string };

/** Each fresh scan's ticket as it stands now (after the admissions above), with its holder. */
async function scanStates(tx: Tx, input: string): Promise<StateRow[]> {
  return rowsOf<StateRow>(
    await tx.execute(sql`
    WITH input AS (${inputRows(input)})
    SELECT i.scan_id, i.scanned_at, h.checked_in_at, u.username, ${holderColumns}
    FROM input AS i ${holderJoin(sql`i.ticket_id`)} LEFT JOIN users AS u ON u.id = h.checked_in_by`),
  );
}

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
 * Records each fresh scan with its outcome (and the admission it made or ran into). Times come from
 * the tables, not through JavaScript, so they keep their microseconds. Answers the scan ids written.
 */
async function recordScans(
  tx: Tx,
  request: SyncRequest,
  input: string,
  outcomes: Map<string, SyncOutcome>,
): Promise<Set<string>> {
  const { eventId, staffId, body } = request;
  const decided = JSON.stringify([...outcomes].map(([scan_id, outcome]) => ({ scan_id, outcome })));
  const rows = rowsOf<{ scan_id: string }>(
    await tx.execute(sql`
    WITH input AS (${inputRows(input)})
    INSERT INTO check_in_scans
      (scan_id, event_id, booking_id, ticket_id, device_id, staff_id, scanned_at, outcome, checked_in_at,
        checked_in_by)
    SELECT i.scan_id, ${eventId}::uuid, tk.booking_id, tk.id, ${body.deviceId}, ${staffId}::uuid, i.scanned_at,
      d.outcome,
      CASE WHEN d.outcome = 'invalid' THEN NULL ELSE tk.checked_in_at END,
      CASE WHEN d.outcome = 'invalid' THEN NULL ELSE tk.checked_in_by END
    FROM input AS i
    JOIN jsonb_to_recordset(${decided}::jsonb) AS d(scan_id text, outcome text) ON d.scan_id = i.scan_id
    LEFT JOIN tickets AS tk ON tk.id = i.ticket_id
    ON CONFLICT (event_id, device_id, scan_id) DO NOTHING
    RETURNING scan_id`),
  );
  return new Set(rows.map((row) => row.scan_id));
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

    const admitted = await admitFirstScans(tx, request, input);
    const states = await scanStates(tx, input);
    const outcomes = new Map(
      states.map((row) => [
        row.scan_id,
        admitted.has(row.scan_id) ? ('admitted' as const) : refusedOutcome(row, eventId),
      ]),
    );
    const recorded = await recordScans(tx, request, input, outcomes);

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
