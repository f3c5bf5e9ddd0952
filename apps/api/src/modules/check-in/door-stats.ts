import type { CheckInDuplicateDto, CheckInStatsDto } from '@app/shared';
import type { Db } from '../../db/client';
import { doorCounts, duplicateScans } from '../bookings';
import { iso } from './check-in.service';

/** The door's progress in tickets (section 13): checked in out of accepted, and tickets sync found admitted twice. */
export async function doorStats(db: Db, eventId: string): Promise<CheckInStatsDto> {
  // Per type (docs/api/ticket-types.md#elsewhere): a VIP entrance follows its own progress; the totals
  // are the sums of the one pass over the event's tickets.
  const counts = await doorCounts(db, eventId);
  const sum = (field: 'accepted' | 'checked_in') => counts.reduce((n, row) => n + Number(row[field]), 0);
  return {
    accepted: sum('accepted'),
    checkedIn: sum('checked_in'),
    duplicates: Number(counts[0]?.duplicates ?? 0),
    byType: counts.flatMap((type) =>
      type.id === null
        ? []
        : [
            {
              _id: type.id,
              name: type.name ?? '',
              accepted: Number(type.accepted),
              checkedIn: Number(type.checked_in),
            },
          ],
    ),
  };
}

export const DUPLICATES_LIMIT = 200;

/**
 * Tickets admitted twice (two doors offline let the same ticket in), newest first: the ticket, this
 * door's device, staff and time, and the admission it ran into (the device when that was a synced
 * scan too; none when it was admitted online).
 */
export async function doorDuplicates(db: Db, eventId: string): Promise<CheckInDuplicateDto[]> {
  const rows = await duplicateScans(db, eventId, DUPLICATES_LIMIT);
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
