import { createHash } from 'node:crypto';
import type { CheckInSnapshotDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { signTicket } from '../tickets/ticket-token';
import { iso } from './check-in.service';

/** Lowercase hex SHA-256 of the exact QR text, the signed ticket token (DECISIONS.md section 6). */
export function ticketKey(secret: string, bookingId: string): string {
  return createHash('sha256').update(signTicket(secret, bookingId)).digest('hex');
}

/**
 * What a door's device keeps to decide scans offline: the event's Accepted bookings with only the
 * fields the door shows. No national ID, email or payment number ever leaves for a device.
 */
export async function doorSnapshot(db: Db, secret: string, eventId: string): Promise<CheckInSnapshotDto> {
  const generatedAt = new Date().toISOString();
  const rows = rowsOf<{
    id: string;
    reference: string;
    full_name: string;
    checked_in_at: Date | string | null;
  }>(
    await db.execute(sql`
    SELECT id, reference, full_name, checked_in_at FROM bookings
    WHERE event_id = ${eventId} AND status = 'Accepted' ORDER BY reference`),
  );
  return {
    generatedAt,
    tickets: rows.map((row) => ({
      key: ticketKey(secret, row.id),
      bookingId: row.id,
      reference: row.reference,
      fullName: row.full_name,
      checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    })),
  };
}
