import { AR, LIMITS, type PaymentProofFields, type TicketDto } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { bookings, events } from '../../db/schema';
import { Conflict, NotFound } from '../../lib/errors';
import { deleteImage, findImage, type PreparedImage, type StoredImage, saveImage } from '../../lib/images';
import { lockEventOfBooking } from '../bookings/lock-event';
import { enqueueEmail } from '../email/outbox';
import { bookingCancelledEmail, bookingLinksEmail } from './ticket-emails';
import { verifyTicket } from './ticket-token';

const S = AR.ticket.server;
type BookingRow = typeof bookings.$inferSelect;
type EventRow = typeof events.$inferSelect;

/** When an unpaid booking is released: its creation plus the payment window. */
export function paymentDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + LIMITS.pendingBookingHours * 3_600_000);
}

/** The booking a signed link points at; a forged or malformed link is simply not found. */
function bookingIdOf(config: Config, token: string): string {
  const id = verifyTicket(config.ticketSecret, token);
  if (!id) throw new NotFound(AR.bookings.bookingNotFound);
  return id;
}

async function loadBooking(db: Tx, id: string) {
  const [row] = await db
    .select({ booking: bookings, event: events, upcoming: sql<boolean>`${events.date} > now()` })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, id))
    .limit(1);
  if (!row) throw new NotFound(AR.bookings.bookingNotFound);
  return row;
}

/** The staff's reason for a decision. */
function staffReason(booking: BookingRow): string | null {
  return booking.decisionReason;
}

/** The booker's view of a booking (DECISIONS.md section 5): never the national ID or payment number. */
async function toTicketDto(
  config: Config,
  token: string,
  { booking, event, upcoming }: { booking: BookingRow; event: EventRow; upcoming: boolean },
): Promise<TicketDto> {
  const amount = Number(event.ticketPrice);
  const pending = booking.status === 'Pending';
  const accepted = booking.status === 'Accepted';
  const qrSvg = accepted
    ? `data:image/svg+xml;base64,${Buffer.from(
        await QRCode.toString(token, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }),
      ).toString('base64')}`
    : null;
  const { instaPay, vodafoneCash, accountName } = config.payment;
  return {
    _id: booking.id,
    reference: booking.reference,
    fullName: booking.fullName,
    status: booking.status,
    event: {
      _id: event.id,
      name: event.name,
      date: event.date.toISOString(),
      location: event.location,
      image: event.image,
    },
    amount,
    paymentMethod: booking.paymentMethod,
    payment: pending && amount > 0 ? { instaPay, vodafoneCash, accountName } : null,
    expiresAt: pending ? paymentDeadline(booking.createdAt).toISOString() : null,
    proof: booking.proofImage
      ? {
          url: `/api/tickets/${encodeURIComponent(token)}/payment-proof`,
          transactionId: booking.proofTransactionId,
          senderNumber: booking.proofSenderNumber,
          uploadedAt: booking.proofUploadedAt!.toISOString(),
        }
      : null,
    reason: booking.status === 'Rejected' ? staffReason(booking) : null,
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    canCancel: pending || (accepted && upcoming && !booking.checkedInAt),
    qrCodeData: accepted ? token : null,
    qrSvg,
  };
}

export async function getTicket(db: Db, config: Config, token: string): Promise<TicketDto> {
  return toTicketDto(config, token, await loadBooking(db, bookingIdOf(config, token)));
}

/**
 * Stores the booker's proof of payment, while the booking is Pending: the screenshot as a private
 * image, with what they typed. A new proof replaces the old one (its image is deleted with it).
 */
export async function savePaymentProof(
  db: Db,
  config: Config,
  token: string,
  image: PreparedImage,
  fields: PaymentProofFields,
): Promise<TicketDto> {
  const id = bookingIdOf(config, token);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
    if (!current) throw new NotFound(AR.bookings.bookingNotFound);
    if (current.status !== 'Pending') throw new Conflict(S.proofNotPending);
    const proofImage = await saveImage(tx, 'proofs', image, { isPrivate: true });
    await tx
      .update(bookings)
      .set({
        proofImage,
        proofTransactionId: fields.transactionId ?? null,
        proofSenderNumber: fields.senderNumber ?? null,
        proofUploadedAt: sql`now()`,
      })
      .where(eq(bookings.id, id));
    await deleteImage(tx, current.proofImage);
    return loadBooking(tx, id);
  });
  return toTicketDto(config, token, row);
}

/** The proof screenshot of a booking, for the link's holder or staff; private, never on a public path. */
export async function findProofImage(db: Db, bookingId: string): Promise<StoredImage> {
  const [row] = await db
    .select({ proofImage: bookings.proofImage })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const image = row?.proofImage ? await findImage(db, row.proofImage, { isPrivate: true }) : undefined;
  if (!image) throw new NotFound(S.proofNotFound);
  return image;
}

export async function findProofImageByToken(db: Db, config: Config, token: string): Promise<StoredImage> {
  return findProofImage(db, bookingIdOf(config, token));
}

/**
 * The booker cancels: a Pending booking, or an Accepted one before its event starts and before
 * check-in, becomes Cancelled in one guarded UPDATE; its seat returns and an email confirms.
 */
export async function cancelByBooker(db: Db, config: Config, token: string): Promise<TicketDto> {
  const id = bookingIdOf(config, token);
  const row = await db.transaction(async (tx) => {
    await lockEventOfBooking(tx, id);
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'Cancelled', decidedAt: sql`now()`, rejectionCause: 'cancelled' })
      .where(
        and(
          eq(bookings.id, id),
          sql`(${bookings.status} = 'Pending' OR (${bookings.status} = 'Accepted'
            AND ${bookings.checkedInAt} IS NULL
            AND EXISTS (SELECT 1 FROM ${events} WHERE ${events.id} = ${bookings.eventId} AND ${events.date} > now())))`,
        ),
      )
      .returning({ id: bookings.id });
    const current = await loadBooking(tx, id);
    if (!cancelled) throw new Conflict(S.cannotCancel);
    await tx
      .update(events)
      .set({ availableSeats: sql`${events.availableSeats} + 1` })
      .where(eq(events.id, current.event.id));
    await enqueueEmail(tx, bookingCancelledEmail(config, current.booking, current.event));
    return current;
  });
  return toTicketDto(config, token, row);
}

/**
 * "Find my bookings": when the address has active bookings, one email lists their links. The caller
 * answers the same whatever happens here, so the answer tells nobody whether an address booked.
 */
export async function resendBookingLinks(db: Db, config: Config, email: string): Promise<void> {
  const rows = await db
    .select({ booking: bookings, event: events })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        sql`lower(${bookings.email}) = ${email.toLowerCase()}`,
        inArray(bookings.status, ['Pending', 'Accepted']),
      ),
    )
    .orderBy(events.date)
    .limit(50);
  if (rows.length === 0) return;
  await db.transaction((tx) => enqueueEmail(tx, bookingLinksEmail(config, rows[0]!.booking.email, rows)));
}
