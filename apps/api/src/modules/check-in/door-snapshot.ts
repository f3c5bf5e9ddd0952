import { createHash } from 'node:crypto';
import type { CheckInSnapshotDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { signTicket } from '../bookings/booking-tokens';
import { iso } from './check-in.service';

/** Lowercase hex SHA-256 of the exact QR text, the signed ticket token (DECISIONS.md section 6). */
export function ticketKey(secret: string, ticketId: string): string {
  return createHash('sha256').update(signTicket(secret, ticketId)).digest('hex');
}

/**
 * What a door's device keeps to decide scans offline: one item per ticket of the event's Accepted
 * bookings (section 13), with only the fields the door shows (the holder's name). No national ID,
 * email or payment number ever leaves for a device.
 */
export async function doorSnapshot(db: Db, secret: string, eventId: string): Promise<CheckInSnapshotDto> {
  const generatedAt = new Date().toISOString();
  const rows = rowsOf<{
    id: string;
    booking_id: string;
    reference: string;
    full_name: string;
    checked_in_at: Date | string | null;
  }>(
    await db.execute(sql`
    SELECT t.id, t.booking_id, b.reference, t.full_name, t.checked_in_at
    FROM tickets AS t JOIN bookings AS b ON b.id = t.booking_id
    WHERE t.event_id = ${eventId} AND b.status = 'Accepted' ORDER BY b.reference, t.position`),
  );
  return {
    generatedAt,
    tickets: rows.map((row) => ({
      key: ticketKey(secret, row.id),
      bookingId: row.booking_id,
      ticketId: row.id,
      reference: row.reference,
      fullName: row.full_name,
      checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    })),
  };
}
