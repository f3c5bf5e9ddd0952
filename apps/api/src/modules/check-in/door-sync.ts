import type { CheckInSyncBody, SyncOutcome, SyncResultDto } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { isId } from '../../lib/ids';
import { iso } from './check-in.service';
import { ticketKey } from './door-snapshot';

/**
 * How far back a device's clock is believed: a door syncs its queue within a shift, so a scan older
 * than this could not have been made with a snapshot the device still holds (DECISIONS.md section 6).
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

/** The answers already given to these scan ids (any event, any device): sent again, answered again. */
async function storedAnswers(tx: Tx, scanIds: string[]): Promise<Map<string, SyncResultDto>> {
  if (scanIds.length === 0) return new Map();
  const rows = rowsOf<AnswerRow>(
    await tx.execute(sql`
    SELECT s.scan_id, s.outcome, s.checked_in_at, u.username, ${holderColumns}
    FROM check_in_scans AS s LEFT JOIN users AS u ON u.id = s.checked_in_by ${holderJoin(sql`s.ticket_id`)}
    WHERE s.scan_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(scanIds)}::jsonb))`),
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
    const ids = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM tickets WHERE event_id = ${eventId}`),
    );
    byKey = new Map(ids.map(({ id }) => [ticketKey(secret, id), id]));
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

/**
 * A door's offline queue reaches the server (DECISIONS.md sections 6 and 13), per ticket. Set-based
 * whatever the queue's length: one UPDATE admits, for every ticket not yet checked in, its earliest scan (at the time it
 * was scanned, or when it arrived when that time is not believable), one INSERT records every new
 * scan with its answer. A ticket already admitted (online, or by another door's earlier sync) makes
 * the scan a duplicate, which staff see. The scan id is the table's key: a queue sent again (a sync cut off half-way) gets the
 * answers it got the first time and records nothing new. Syncs of one event take turns (an advisory
 * lock), so a scan sent twice at once is still decided once.
 */
export async function syncScans(db: Db, request: SyncRequest): Promise<SyncResultDto[]> {
  const { eventId, staffId, secret, body } = request;
  const scans = body.scans;
  if (scans.length === 0) return [];
  const named = await resolveTickets(db, secret, eventId, scans);

  const answers = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${eventId}, 6))`);
    const known = await storedAnswers(
      tx,
      scans.map((scan) => scan.scanId),
    );
    const fresh = new Map<string, Named & { scan_id: string; scanned_at: string }>();
    scans.forEach((scan, i) => {
      if (known.has(scan.scanId) || fresh.has(scan.scanId)) return;
      fresh.set(scan.scanId, { scan_id: scan.scanId, ...named[i]!, scanned_at: scan.scannedAt });
    });
    if (fresh.size === 0) return known;
    const input = JSON.stringify([...fresh.values()]);

    const admitted = rowsOf<{ scan_id: string }>(
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

    const decided = rowsOf<AnswerRow & { inserted: boolean }>(
      await tx.execute(sql`
      WITH input AS (${inputRows(input)}), decided AS (
        SELECT i.scan_id, b.id AS booking_id, tk.id AS ticket_id, i.scanned_at,
          CASE
            WHEN i.scan_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(admitted.map((r) => r.scan_id))}::jsonb))
              THEN 'admitted'
            WHEN b.event_id = ${eventId}::uuid AND b.status = 'Accepted' AND tk.checked_in_at IS NOT NULL
              THEN 'duplicate'
            ELSE 'invalid'
          END AS outcome,
          tk.checked_in_at, tk.checked_in_by
        FROM input AS i LEFT JOIN tickets AS tk ON tk.id = i.ticket_id LEFT JOIN bookings AS b ON b.id = tk.booking_id
      ), inserted AS (
        INSERT INTO check_in_scans
          (scan_id, event_id, booking_id, ticket_id, device_id, staff_id, scanned_at, outcome, checked_in_at,
            checked_in_by)
        SELECT scan_id, ${eventId}::uuid, booking_id, ticket_id, ${body.deviceId}, ${staffId}::uuid, scanned_at, outcome,
          CASE WHEN outcome = 'invalid' THEN NULL ELSE checked_in_at END,
          CASE WHEN outcome = 'invalid' THEN NULL ELSE checked_in_by END
        FROM decided
        ON CONFLICT (scan_id) DO NOTHING
        RETURNING scan_id
      )
      SELECT d.scan_id, d.outcome, d.checked_in_at, u.username, ${holderColumns},
        d.scan_id IN (SELECT scan_id FROM inserted) AS inserted
      FROM decided AS d LEFT JOIN users AS u ON u.id = d.checked_in_by ${holderJoin(sql`d.ticket_id`)}`),
    );

    const answers = new Map(known);
    const lost: string[] = [];
    for (const row of decided) {
      if (row.inserted) answers.set(row.scan_id, toResult(row));
      else lost.push(row.scan_id);
    }
    // Only a scan id reused at the same moment by another event's sync lands here: its answer stands.
    for (const [scanId, answer] of await storedAnswers(tx, lost)) answers.set(scanId, answer);
    return answers;
  });

  return scans.map((scan) => answers.get(scan.scanId) ?? { scanId: scan.scanId, outcome: 'invalid' });
}
