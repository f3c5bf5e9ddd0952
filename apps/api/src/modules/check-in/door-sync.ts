import type { CheckInSyncBody, SyncOutcome, SyncResultDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { isId } from '../../lib/ids';
import { iso } from './check-in.service';
import { ticketKey } from './door-snapshot';

type AnswerRow = {
  scan_id: string;
  outcome: SyncOutcome;
  checked_in_at: Date | string | null;
  username: string | null;
};

function toResult(row: AnswerRow): SyncResultDto {
  const result: SyncResultDto = { scanId: row.scan_id, outcome: row.outcome };
  if (row.outcome !== 'invalid' && row.checked_in_at !== null) result.checkedInAt = iso(row.checked_in_at);
  if (row.outcome !== 'invalid' && row.username !== null) result.checkedInBy = { username: row.username };
  return result;
}

/** The answers already given to these scan ids (any event, any device): sent again, answered again. */
async function storedAnswers(tx: Tx, scanIds: string[]): Promise<Map<string, SyncResultDto>> {
  if (scanIds.length === 0) return new Map();
  const rows = rowsOf<AnswerRow>(
    await tx.execute(sql`
    SELECT s.scan_id, s.outcome, s.checked_in_at, u.username
    FROM check_in_scans AS s LEFT JOIN users AS u ON u.id = s.checked_in_by
    WHERE s.scan_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(scanIds)}::jsonb))`),
  );
  return new Map(rows.map((row) => [row.scan_id, toResult(row)]));
}

/** Which booking each scan names: the ticket whose key it carries, else (a look-up) its booking id. */
async function resolveBookings(
  db: Db,
  secret: string,
  eventId: string,
  scans: CheckInSyncBody['scans'],
): Promise<(string | null)[]> {
  let byKey: Map<string, string> | undefined;
  if (scans.some((scan) => scan.key !== undefined)) {
    const ids = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM bookings WHERE event_id = ${eventId}`),
    );
    byKey = new Map(ids.map(({ id }) => [ticketKey(secret, id), id]));
  }
  return scans.map((scan) => {
    if (scan.key !== undefined) return byKey?.get(scan.key.toLowerCase()) ?? null;
    return scan.bookingId !== undefined && isId(scan.bookingId) ? scan.bookingId : null;
  });
}

export type SyncRequest = { eventId: string; staffId: string; secret: string; body: CheckInSyncBody };

/**
 * A door's offline queue reaches the server (DECISIONS.md section 6). Set-based whatever the queue's
 * length: one UPDATE admits, for every ticket not yet checked in, its earliest scan (at the time it
 * was scanned, never later than now), one INSERT records every new scan with its answer. A ticket
 * already admitted (online, or by another door's earlier sync) makes the scan a duplicate, which
 * staff see. The scan id is the table's key: a queue sent again (a sync cut off half-way) gets the
 * answers it got the first time and records nothing new. Syncs of one event take turns (an advisory
 * lock), so a scan sent twice at once is still decided once.
 */
export async function syncScans(db: Db, request: SyncRequest): Promise<SyncResultDto[]> {
  const { eventId, staffId, secret, body } = request;
  const scans = body.scans;
  if (scans.length === 0) return [];
  const bookingIds = await resolveBookings(db, secret, eventId, scans);

  const answers = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${eventId}, 6))`);
    const known = await storedAnswers(
      tx,
      scans.map((scan) => scan.scanId),
    );
    const fresh = new Map<string, { scan_id: string; booking_id: string | null; scanned_at: string }>();
    scans.forEach((scan, i) => {
      if (known.has(scan.scanId) || fresh.has(scan.scanId)) return;
      fresh.set(scan.scanId, {
        scan_id: scan.scanId,
        booking_id: bookingIds[i]!,
        scanned_at: scan.scannedAt,
      });
    });
    if (fresh.size === 0) return known;
    const input = JSON.stringify([...fresh.values()]);

    const admitted = rowsOf<{ scan_id: string }>(
      await tx.execute(sql`
      WITH input AS (
        SELECT x.scan_id, x.booking_id, least(x.scanned_at, now()) AS scanned_at
        FROM jsonb_to_recordset(${input}::jsonb) AS x(scan_id text, booking_id uuid, scanned_at timestamptz)
        WHERE x.booking_id IS NOT NULL
      ), firsts AS (
        SELECT DISTINCT ON (booking_id) booking_id, scan_id, scanned_at FROM input
        ORDER BY booking_id, scanned_at, scan_id
      ), marked AS (
        UPDATE bookings AS b SET checked_in_at = f.scanned_at, checked_in_by = ${staffId}::uuid
        FROM firsts AS f
        WHERE b.id = f.booking_id AND b.event_id = ${eventId}::uuid AND b.status = 'Accepted'
          AND b.checked_in_at IS NULL
        RETURNING b.id, b.event_id, b.checked_in_at, f.scan_id
      ), logged AS (
        INSERT INTO check_in_log (booking_id, event_id, action, method, staff_id, device_id, at)
        SELECT id, event_id, 'admit', 'offline', ${staffId}::uuid, ${body.deviceId}, checked_in_at FROM marked
      )
      SELECT scan_id FROM marked`),
    );

    const decided = rowsOf<AnswerRow & { inserted: boolean }>(
      await tx.execute(sql`
      WITH input AS (
        SELECT x.scan_id, x.booking_id, least(x.scanned_at, now()) AS scanned_at
        FROM jsonb_to_recordset(${input}::jsonb) AS x(scan_id text, booking_id uuid, scanned_at timestamptz)
      ), decided AS (
        SELECT i.scan_id, b.id AS booking_id, i.scanned_at,
          CASE
            WHEN i.scan_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(admitted.map((r) => r.scan_id))}::jsonb))
              THEN 'admitted'
            WHEN b.event_id = ${eventId}::uuid AND b.status = 'Accepted' AND b.checked_in_at IS NOT NULL
              THEN 'duplicate'
            ELSE 'invalid'
          END AS outcome,
          b.checked_in_at, b.checked_in_by
        FROM input AS i LEFT JOIN bookings AS b ON b.id = i.booking_id
      ), inserted AS (
        INSERT INTO check_in_scans
          (scan_id, event_id, booking_id, device_id, staff_id, scanned_at, outcome, checked_in_at, checked_in_by)
        SELECT scan_id, ${eventId}::uuid, booking_id, ${body.deviceId}, ${staffId}::uuid, scanned_at, outcome,
          CASE WHEN outcome = 'invalid' THEN NULL ELSE checked_in_at END,
          CASE WHEN outcome = 'invalid' THEN NULL ELSE checked_in_by END
        FROM decided
        ON CONFLICT (scan_id) DO NOTHING
        RETURNING scan_id
      )
      SELECT d.scan_id, d.outcome, d.checked_in_at, u.username,
        d.scan_id IN (SELECT scan_id FROM inserted) AS inserted
      FROM decided AS d LEFT JOIN users AS u ON u.id = d.checked_in_by`),
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
