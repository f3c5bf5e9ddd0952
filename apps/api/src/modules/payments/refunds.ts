import { AR_PAYMENTS, type PageMeta, type RefundDto } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { Conflict, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { afterKey, decodeCursor, encodeCursor, keyValues, pageOf } from '../../lib/paging';
import {
  insertRefundsOfEndedBookings,
  REFUND_KEYS,
  type RefundListRow,
  refundListRows,
  refundNoticeFacts,
} from '../bookings';
import { emailOf, enqueueEmail } from '../email';

const M = AR_PAYMENTS.server;

/**
 * Subscribed in app.ts to the bookings' `paidBookingsEnded`: a paid booking cancelled or rejected becomes a refund to
 * do, in the same transaction (section 16). The amount is what came in (the transfer's, less an
 * excess already on the list), else the booking's; it goes to the transfer's sender, else the
 * booking's payment number.
 */
export async function createRefunds(tx: Tx, bookingIds: string[]): Promise<void> {
  await insertRefundsOfEndedBookings(tx, bookingIds);
}

/** `paidBookingsEnded`'s subscriber (app.ts). */
export const refundEndedBookings = ({ tx, bookingIds }: { tx: Tx; bookingIds: string[] }) =>
  createRefunds(tx, bookingIds);

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

function toDto(r: RefundListRow): RefundDto {
  return {
    _id: String(r.id),
    bookingId: String(r.booking_id),
    reference: r.reference,
    fullName: r.full_name,
    amount: Number(r.amount),
    method: r.method,
    toNumber: r.to_number,
    status: r.status,
    createdAt: iso(r.created_at)!,
    refundedAt: iso(r.refunded_at),
    refundedBy:
      r.refunded_by && r.refunded_by_name
        ? { _id: String(r.refunded_by), username: r.refunded_by_name }
        : null,
    transactionId: r.transaction_id,
    excess: Boolean(r.excess),
  };
}

export async function selectRefunds(db: Tx, where: SQL): Promise<RefundDto[]> {
  return (await refundListRows(db, where)).map(toDto);
}

/** GET /api/payments/refunds: the ones to do first, newest first. */
export function listRefunds(db: Db, status?: RefundDto['status']): Promise<RefundDto[]> {
  return selectRefunds(db, status ? sql`WHERE r.status = ${status}` : sql``);
}

/** One page of the refunds, and how many the filter holds. */
export async function listRefundsPage(
  db: Db,
  secret: string,
  filter: { status?: RefundDto['status']; limit: number; cursor?: string },
): Promise<{ items: RefundDto[]; meta: PageMeta }> {
  const binding = { status: filter.status };
  const statusIs = filter.status ? sql`r.status = ${filter.status}` : sql`true`;
  const after = filter.cursor
    ? afterKey(REFUND_KEYS, decodeCursor(secret, 'refunds', binding, filter.cursor, REFUND_KEYS.length))
    : sql`true`;
  const [rows, [count]] = await Promise.all([
    refundListRows(db, sql`WHERE ${statusIs} AND ${after}`, sql`LIMIT ${filter.limit + 1}`),
    db
      .execute(sql`SELECT count(*)::int AS total FROM refunds r WHERE ${statusIs}`)
      .then((result) => rowsOf<{ total: number }>(result)),
  ]);
  const page = pageOf(rows, filter.limit, (last) =>
    encodeCursor(secret, 'refunds', binding, keyValues(last, REFUND_KEYS.length)),
  );
  return { items: page.items.map(toDto), meta: { nextCursor: page.nextCursor, total: count?.total ?? 0 } };
}

/** POST /api/payments/refunds/{id}/done: marked Refunded (who, when, which transaction), the booker emailed. */
export async function markRefunded(
  db: Db,
  id: string,
  { actorId, transactionId }: { actorId: string; transactionId: string },
): Promise<RefundDto> {
  if (!isId(id)) throw new NotFound(M.refundNotFound);
  return db.transaction(async (tx) => {
    const done = rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE refunds SET status = 'Refunded', refunded_at = now(), refunded_by = ${actorId}::uuid,
          transaction_id = ${transactionId}
        WHERE id = ${id}::uuid AND status = 'Due' RETURNING id`),
    );
    if (done.length === 0) {
      const exists = rowsOf(await tx.execute(sql`SELECT 1 FROM refunds WHERE id = ${id}::uuid`));
      throw exists.length ? new Conflict(M.refundAlreadyDone) : new NotFound(M.refundNotFound);
    }
    const facts = await refundNoticeFacts(tx, id);
    await enqueueEmail(
      tx,
      emailOf('refund-sent', facts!.email, {
        bookingId: String(facts!.booking_id),
        fullName: facts!.full_name,
        reference: facts!.reference,
        eventName: facts!.name,
        amount: Number(facts!.amount),
        toNumber: facts!.to_number,
        transactionId,
      }),
    );
    const [refund] = await selectRefunds(tx, sql`WHERE r.id = ${id}::uuid`);
    return refund!;
  });
}
