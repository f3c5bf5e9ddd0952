import type { CheckInDuplicateDto, CheckInStatsDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { iso } from './check-in.service';

/** The door's progress in tickets (section 13): checked in out of accepted, and tickets sync found admitted twice. */
export async function doorStats(db: Db, eventId: string): Promise<CheckInStatsDto> {
  const [row] = rowsOf<{
    accepted: string | number;
    checked_in: string | number;
    duplicates: string | number;
  }>(
    await db.execute(sql`
    SELECT
      count(*) FILTER (WHERE b.status = 'Accepted') AS accepted,
      count(*) FILTER (WHERE b.status = 'Accepted' AND t.checked_in_at IS NOT NULL) AS checked_in,
      (SELECT count(*) FROM check_in_scans AS s WHERE s.event_id = ${eventId} AND s.outcome = 'duplicate')
        AS duplicates
    FROM tickets AS t JOIN bookings AS b ON b.id = t.booking_id WHERE t.event_id = ${eventId}`),
  );
  // Per type (docs/api/ticket-types.md#elsewhere): a VIP entrance follows its own progress.
  const byType = rowsOf<{ id: string; name: string; accepted: string | number; checked_in: string | number }>(
    await db.execute(sql`
    SELECT tt.id, tt.name,
      count(t.id) FILTER (WHERE b.status = 'Accepted') AS accepted,
      count(t.id) FILTER (WHERE b.status = 'Accepted' AND t.checked_in_at IS NOT NULL) AS checked_in
    FROM ticket_types AS tt
    LEFT JOIN tickets AS t ON t.ticket_type_id = tt.id
    LEFT JOIN bookings AS b ON b.id = t.booking_id
    WHERE tt.event_id = ${eventId}
    GROUP BY tt.id, tt.name, tt.sort_order, tt.created_at
    ORDER BY tt.sort_order, tt.created_at`),
  );
  return {
    accepted: Number(row?.accepted ?? 0),
    checkedIn: Number(row?.checked_in ?? 0),
    duplicates: Number(row?.duplicates ?? 0),
    byType: byType.map((type) => ({
      _id: type.id,
      name: type.name,
      accepted: Number(type.accepted),
      checkedIn: Number(type.checked_in),
    })),
  };
}

export const DUPLICATES_LIMIT = 200;

type DuplicateRow = {
  scan_id: string;
  booking_id: string;
  full_name: string;
  reference: string;
  scanned_at: Date | string;
  device_id: string;
  staff: string | null;
  admitted_at: Date | string;
  admitted_device: string | null;
  admitted_staff: string | null;
};

/**
 * Tickets admitted twice (two doors offline let the same ticket in), newest first: the ticket, this
 * door's device, staff and time, and the admission it ran into (the device when that was a synced
 * scan too; none when it was admitted online).
 */
export async function doorDuplicates(db: Db, eventId: string): Promise<CheckInDuplicateDto[]> {
  const rows = rowsOf<DuplicateRow>(
    await db.execute(sql`
    SELECT s.scan_id, b.id AS booking_id, t.full_name, b.reference, s.scanned_at, s.device_id,
      su.username AS staff, s.checked_in_at AS admitted_at, first.device_id AS admitted_device,
      au.username AS admitted_staff
    FROM check_in_scans AS s
    JOIN tickets AS t ON t.id = s.ticket_id
    JOIN bookings AS b ON b.id = t.booking_id
    LEFT JOIN users AS su ON su.id = s.staff_id
    LEFT JOIN users AS au ON au.id = s.checked_in_by
    LEFT JOIN LATERAL (
      SELECT a.device_id FROM check_in_scans AS a
      WHERE a.ticket_id = s.ticket_id AND a.outcome = 'admitted' AND a.checked_in_at = s.checked_in_at
      LIMIT 1
    ) AS first ON true
    WHERE s.event_id = ${eventId} AND s.outcome = 'duplicate'
    ORDER BY s.created_at DESC, s.scan_id
    LIMIT ${DUPLICATES_LIMIT}`),
  );
  return rows.map((row) => ({
    scanId: row.scan_id,
    booking: { _id: row.booking_id, fullName: row.full_name, reference: row.reference },
    scannedAt: iso(row.scanned_at),
    deviceId: row.device_id,
    staff: row.staff === null ? null : { username: row.staff },
    admission: {
      at: iso(row.admitted_at),
      deviceId: row.admitted_device,
      staff: row.admitted_staff === null ? null : { username: row.admitted_staff },
    },
  }));
}
