import { mailboxKey } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { bookings, events } from '../../../db/schema';
import { bookingsWithEvents } from './booking-views';

/** The statements of the booker's own page (docs/api/booker-page.md): its proof, its links. */

/** What decides whether a proof is still taken, read without a lock (before the image is decoded). */
export async function proofState(tx: Tx, id: string) {
  const [row] = await tx
    .select({ status: bookings.status, expiresAt: bookings.expiresAt })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

/** The booking, its row locked until the caller's transaction ends. */
export async function lockBooking(tx: Tx, id: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
  return row;
}

export type ProofFields = {
  proofImage: string;
  proofTransactionId: string | null;
  proofSenderNumber: string | null;
};

/** Records the booker's proof of payment, uploaded now. */
export async function setProof(tx: Tx, id: string, proof: ProofFields): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...proof, proofUploadedAt: sql`now()` })
    .where(eq(bookings.id, id));
}

/** The stored image name of a booking's proof, if any. */
export async function proofImageOf(tx: Tx, bookingId: string): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ proofImage: bookings.proofImage })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row?.proofImage;
}

/** The active (Pending or Accepted) bookings of one mailbox, soonest event first. */
export function activeBookingsOf(tx: Tx, email: string, limit: number) {
  return bookingsWithEvents(
    tx,
    and(eq(bookings.emailKey, mailboxKey(email)), inArray(bookings.status, ['Pending', 'Accepted'])),
  )
    .orderBy(events.date)
    .limit(limit);
}
