import type { SyncOutcome } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/**
 * The statements of a door's offline queue reaching the server (docs/api/check-in.md#groups-at-the-door):
 * the answers a device already had, the set-based admission of the first scans, the tickets as they
 * stand after it, and the record of every new scan. `input` is the fresh scans as a JSON array of
 * `{ scan_id, ticket_id, booking_id, scanned_at }`.
 */

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

export type ScanAnswerRow = {
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

/**
 * The answers this device already had for these scan ids at this event, with the holder of the
 * ticket each named.
 */
export async function storedScanRows(
  tx: Tx,
  where: { eventId: string; deviceId: string },
  scanIds: string[],
): Promise<ScanAnswerRow[]> {
  return rowsOf<ScanAnswerRow>(
    await tx.execute(sql`
    SELECT s.scan_id, s.outcome, s.checked_in_at, u.username, ${holderColumns}
    FROM check_in_scans AS s LEFT JOIN users AS u ON u.id = s.checked_in_by ${holderJoin(sql`s.ticket_id`)}
    WHERE s.event_id = ${where.eventId} AND s.device_id = ${where.deviceId}
      AND s.scan_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(scanIds)}::jsonb))`),
  );
}

export type ScanAdmission = { eventId: string; staffId: string; deviceId: string };

/**
 * The door rule's `admit` as one set-based UPDATE: for every ticket named not yet checked in, of
 * this event and Accepted, its earliest scan (at the time it was scanned, or when it arrived when
 * that time is not believable) admits it, with the booking's first admission and the log. Answers
 * the scans that admitted.
 */
export async function admitFirstScans(tx: Tx, { eventId, staffId, deviceId }: ScanAdmission, input: string) {
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
      SELECT booking_id, id, event_id, 'admit', 'offline', ${staffId}::uuid, ${deviceId}, checked_in_at
      FROM marked
    )
    SELECT scan_id FROM marked`),
  );
  return new Set(rows.map((row) => row.scan_id));
}

export type ScanStateRow = Omit<ScanAnswerRow, 'outcome'> & { scanned_at: Date | string };

/** Each fresh scan's ticket as it stands now (after the admissions above), with its holder. */
export async function scanStates(tx: Tx, input: string): Promise<ScanStateRow[]> {
  return rowsOf<ScanStateRow>(
    await tx.execute(sql`
    WITH input AS (${inputRows(input)})
    SELECT i.scan_id, i.scanned_at, h.checked_in_at, u.username, ${holderColumns}
    FROM input AS i ${holderJoin(sql`i.ticket_id`)} LEFT JOIN users AS u ON u.id = h.checked_in_by`),
  );
}

/**
 * Records each fresh scan with its outcome (and the admission it made or ran into). Times come from
 * the tables, not through JavaScript, so they keep their microseconds. Answers the scan ids written.
 */
export async function recordScans(
  tx: Tx,
  { eventId, staffId, deviceId }: ScanAdmission,
  input: string,
  outcomes: Map<string, SyncOutcome>,
): Promise<Set<string>> {
  const decided = JSON.stringify([...outcomes].map(([scan_id, outcome]) => ({ scan_id, outcome })));
  const rows = rowsOf<{ scan_id: string }>(
    await tx.execute(sql`
    WITH input AS (${inputRows(input)})
    INSERT INTO check_in_scans
      (scan_id, event_id, booking_id, ticket_id, device_id, staff_id, scanned_at, outcome, checked_in_at,
        checked_in_by)
    SELECT i.scan_id, ${eventId}::uuid, tk.booking_id, tk.id, ${deviceId}, ${staffId}::uuid, i.scanned_at,
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
