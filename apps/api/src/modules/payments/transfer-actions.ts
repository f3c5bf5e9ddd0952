import { AR_BOOKINGS, AR_PAYMENTS, type RefundDto, type TransferDto } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { Conflict, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { bookingToLink, insertExcessRefund, linkTransferToBooking } from '../bookings';
import { listTransfers } from './list-transfers';
import { LEDGER_LOCK } from './record-transfers';
import { selectRefunds } from './refunds';

const M = AR_PAYMENTS.server;

/**
 * Every transfer row's next action at the desk (`docs/api/payments.md`, the desk's actions): link an
 * unmatched transfer to its booking by hand, mark one "not ours", refund an overpayment's excess.
 * (Accepting a mismatch goes through the booking's decision, with its short-payment confirmation.)
 * Each under the ledger's lock, as the doors write it.
 */

type Held = { booking_id: string | null; dismissed_at: Date | string | null; outcome: string };

async function lockedTransfer(tx: Tx, id: string): Promise<Held> {
  if (!isId(id)) throw new NotFound(M.transferNotFound);
  await tx.execute(LEDGER_LOCK);
  const [row] = rowsOf<Held>(
    await tx.execute(sql`
      SELECT booking_id, dismissed_at, outcome FROM payment_transfers WHERE id = ${id}::uuid`),
  );
  if (!row) throw new NotFound(M.transferNotFound);
  return row;
}

async function transferDto(tx: Tx, id: string): Promise<TransferDto> {
  const [dto] = await listTransfers(tx, { id });
  return dto!;
}

/**
 * POST /api/payments/transfers/{id}/link: an unmatched transfer given its booking by hand (a Pending
 * or Accepted booking of a paid event holding no transfer). 409 when the transfer already has one, is
 * ignored or dismissed, or the booking holds another. Never accepts anything by itself.
 */
export async function linkTransfer(db: Db, id: string, bookingId: string): Promise<TransferDto> {
  return db.transaction(async (tx) => {
    const held = await lockedTransfer(tx, id);
    if (held.booking_id || held.dismissed_at || held.outcome === 'ignored')
      throw new Conflict(M.transferTaken);
    if (!isId(bookingId)) throw new NotFound(AR_BOOKINGS.bookingNotFound);
    const booking = await bookingToLink(tx, bookingId);
    if (!booking) throw new NotFound(AR_BOOKINGS.bookingNotFound);
    if (booking.taken) throw new Conflict(M.bookingHoldsTransfer, 'bookingId');
    if (!['Pending', 'Accepted'].includes(booking.status) || Number(booking.price) === 0) {
      throw new Conflict(M.bookingNotLinkable, 'bookingId');
    }
    await linkTransferToBooking(tx, id, bookingId);
    return transferDto(tx, id);
  });
}

/**
 * POST /api/payments/transfers/{id}/dismiss: "not ours" (someone else's money, a test): kept with who,
 * when and why, out of the queue (state `dismissed`). 409 for a transfer that holds a booking.
 */
export async function dismissTransfer(
  db: Db,
  id: string,
  { actorId, reason }: { actorId: string; reason: string },
): Promise<TransferDto> {
  return db.transaction(async (tx) => {
    const held = await lockedTransfer(tx, id);
    if (held.booking_id) throw new Conflict(M.dismissLinked);
    if (held.dismissed_at) throw new Conflict(M.transferTaken);
    await tx.execute(sql`
      UPDATE payment_transfers SET dismissed_at = now(), dismissed_by = ${actorId}::uuid,
        dismissed_reason = ${reason}
      WHERE id = ${id}::uuid`);
    return transferDto(tx, id);
  });
}

/**
 * POST /api/payments/transfers/{id}/refund-excess: an overpayment's excess (what came in over the
 * booking's price) put on the refunds list as Due, to the transfer's sender (else the booking's
 * payment number); the booking stands. 409 when there is no excess or it is already on the list.
 */
export async function refundExcess(db: Db, id: string): Promise<RefundDto> {
  return db.transaction(async (tx) => {
    const held = await lockedTransfer(tx, id);
    if (!held.booking_id) throw new Conflict(M.noExcess);
    const created = await insertExcessRefund(tx, id);
    if (!created) {
      const [already] = rowsOf(
        await tx.execute(sql`
          SELECT 1 FROM refunds r JOIN payment_transfers pt ON pt.booking_id = r.booking_id
          WHERE pt.id = ${id}::uuid AND r.excess`),
      );
      throw new Conflict(already ? M.excessAlreadyRefunded : M.noExcess);
    }
    const [refund] = await selectRefunds(tx, sql`WHERE r.id = ${created}::uuid`);
    return refund!;
  });
}
