import { createHash } from 'node:crypto';
import type { CheckInSnapshotDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { doorTickets, lastDoorChanges, signTicket } from '../bookings';
import { iso } from './check-in.service';

/** Lowercase hex SHA-256 of the exact QR text, the signed ticket token (docs/api/check-in.md). */
export function ticketKey(secret: string, ticketId: string, qrVersion = 0): string {
  return createHash('sha256')
    .update(signTicket(secret, ticketId, qrVersion))
    .digest('hex');
}

/**
 * The keys of the QR codes a ticket had before its holder last changed (docs/api/ticket-transfer.md):
 * the device tells such a scan "this ticket was given to someone else", as verify-qr does.
 */
function replacedKeys(secret: string, ticketId: string, qrVersion: number): string[] {
  return Array.from({ length: qrVersion }, (_, version) => ticketKey(secret, ticketId, version));
}

/**
 * A change committed a moment after the copy was read can carry an earlier `changed_at` (its
 * statement ran before, its commit came after): a device asking for changes since its copy gets
 * this much again, so nothing falls between two copies. Sending a ticket twice is harmless.
 */
const SINCE_OVERLAP_MS = 5_000;

/**
 * The event's version for `If-None-Match`: the newest change of its tickets and bookings (triggers
 * keep `changed_at`, migration 0013), read from two index ends, not from the tickets.
 */
export async function snapshotVersion(db: Db, eventId: string): Promise<string> {
  const row = await lastDoorChanges(db, eventId);
  const version = createHash('sha256')
    .update(`${eventId}|${row?.tickets ?? ''}|${row?.bookings ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
  return `"${version}"`;
}

/**
 * What a door's device keeps to decide scans offline (docs/api/check-in.md#snapshot): one item per
 * ticket of the event's Accepted bookings, with only the fields the door shows (the holder's name).
 * No national ID, email or payment number ever leaves for a device. With `since` (the `generatedAt`
 * of the copy the device holds): only the tickets added or changed since, and those whose booking
 * left Accepted (`removed: true`).
 */
export async function doorSnapshot(
  db: Db,
  secret: string,
  eventId: string,
  since?: Date,
): Promise<CheckInSnapshotDto> {
  const [clock] = rowsOf<{ now: Date | string }>(await db.execute(sql`SELECT clock_timestamp() AS now`));
  const generatedAt = iso(clock!.now);
  const from = since && new Date(since.getTime() - SINCE_OVERLAP_MS).toISOString();
  const rows = await doorTickets(db, eventId, from);
  return {
    generatedAt,
    ...(since && { since: since.toISOString() }),
    tickets: rows.map((row) => ({
      key: ticketKey(secret, row.id, Number(row.qr_version)),
      ...(Number(row.qr_version) > 0 && {
        replacedKeys: replacedKeys(secret, row.id, Number(row.qr_version)),
      }),
      bookingId: row.booking_id,
      ticketId: row.id,
      reference: row.reference,
      fullName: row.full_name,
      checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
      ticketType: row.ticket_type,
      ...(row.status === 'Accepted' ? {} : { removed: true as const }),
    })),
  };
}
