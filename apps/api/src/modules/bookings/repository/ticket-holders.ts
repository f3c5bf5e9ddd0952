import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** The statements behind a ticket changing hands (docs/api/ticket-transfer.md#the-rule). */

export type HeldTicketRow = { id: string; position: number; checked_in_at: Date | string | null };

/** Locks the booking (its decisions and cancels wait) and answers whether it exists. */
export async function lockBookingRow(tx: Tx, bookingId: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`),
  );
  return rows.length > 0;
}

/** The booking's ticket, locked, or undefined when it is not one of the booking's. */
export async function lockTicketOf(
  tx: Tx,
  bookingId: string,
  ticketId: string,
): Promise<HeldTicketRow | undefined> {
  const [ticket] = rowsOf<HeldTicketRow>(
    await tx.execute(sql`
      SELECT id, position, checked_in_at FROM tickets
      WHERE id = ${ticketId} AND booking_id = ${bookingId} FOR UPDATE`),
  );
  return ticket;
}

/** Whether another active ticket of the event is held by this national ID. */
export async function nationalIdHeldElsewhere(
  tx: Tx,
  eventId: string,
  nationalId: string,
  ticketId: string,
): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT id FROM tickets
      WHERE event_id = ${eventId} AND national_id = ${nationalId} AND active AND id <> ${ticketId}
      LIMIT 1`),
  );
  return rows.length > 0;
}

/** Names the ticket's new holder; its QR version goes up, so the old QR no longer admits. */
export async function renameTicketHolder(
  tx: Tx,
  ticketId: string,
  holder: { fullName: string; nationalId: string },
): Promise<void> {
  await tx.execute(sql`
    UPDATE tickets SET full_name = ${holder.fullName}, national_id = ${holder.nationalId},
      qr_version = qr_version + 1
    WHERE id = ${ticketId}`);
}
