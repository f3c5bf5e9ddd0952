import { createHash } from 'node:crypto';
import type { CheckInSnapshotDto, SnapshotTicketDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { afterKey, keyValues } from '../../lib/paging';
import {
  ATTENDEE_KEYS,
  type DoorTicketRow,
  doorTicketChanges,
  doorTicketPage,
  lastDoorChanges,
  signTicket,
} from '../bookings';
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

/** Tickets of the door's snapshot signed and answered per step: 50,000 keys never hold the event loop. */
const SNAPSHOT_STEP = 500;

/**
 * What a door's device keeps to decide scans offline (docs/api/check-in.md#snapshot): one item per
 * ticket of the event's Accepted bookings, with only the fields the door shows (the holder's name).
 * No national ID, email or payment number ever leaves for a device. With `since` (the `generatedAt`
 * of the copy the device holds): only the tickets added or changed since, and those whose booking
 * left Accepted (`removed: true`). The tickets come in steps of SNAPSHOT_STEP (their keys are an HMAC
 * and a hash each), for lib/stepped-answer.ts.
 */
export async function doorSnapshot(
  db: Db,
  secret: string,
  eventId: string,
  since?: Date,
): Promise<{
  head: Omit<CheckInSnapshotDto, 'tickets'>;
  steps: AsyncGenerator<SnapshotTicketDto[]>;
  /** How many tickets the steps gave, once they are done. */
  count: () => number;
}> {
  const [clock] = rowsOf<{ now: Date | string }>(await db.execute(sql`SELECT clock_timestamp() AS now`));
  const generatedAt = iso(clock!.now);
  let count = 0;
  async function* changes(from: string) {
    const rows = await doorTicketChanges(db, eventId, from);
    for (let start = 0; start < rows.length; start += SNAPSHOT_STEP) {
      const step = rows.slice(start, start + SNAPSHOT_STEP);
      count += step.length;
      yield step.map((row) => snapshotTicket(secret, row));
    }
  }
  // The whole copy a page at a time: a ticket that changes meanwhile has a changed_at after
  // generatedAt, so the device's next ask for changes brings it.
  async function* whole() {
    let after = sql`true`;
    for (;;) {
      const rows = await doorTicketPage(db, eventId, after, SNAPSHOT_STEP);
      if (rows.length === 0) return;
      count += rows.length;
      yield rows.map((row) => snapshotTicket(secret, row));
      if (rows.length < SNAPSHOT_STEP) return;
      after = afterKey(ATTENDEE_KEYS, keyValues(rows[rows.length - 1]!, ATTENDEE_KEYS.length));
    }
  }
  return {
    head: { generatedAt, ...(since && { since: since.toISOString() }) },
    steps: since ? changes(new Date(since.getTime() - SINCE_OVERLAP_MS).toISOString()) : whole(),
    count: () => count,
  };
}

function snapshotTicket(secret: string, row: DoorTicketRow): SnapshotTicketDto {
  return {
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
  };
}
