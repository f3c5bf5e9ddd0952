import { AR_BOOKINGS, AR_TICKET, type PaymentProofFields, type TicketDto } from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { BookingRow, EventRow } from '../../db/schema';
import { Conflict, NotFound } from '../../lib/errors';
import {
  deleteImage,
  findImage,
  findThumbnail,
  type PreparedImage,
  type StoredImage,
  saveImage,
} from '../../lib/images';
import { qrPng, qrSvgDataUrl } from '../../lib/qr-code';
import {
  activeBookingsOf,
  bookerCancelUntil,
  bookingMoney,
  bookingWithEvent,
  cancelBooking,
  lockBooking,
  paymentDetailsArrived,
  proofImageOf,
  proofState,
  setProof,
  signTicket,
  ticketsOf,
  verifyBookerToken,
} from '../bookings';
import { codeTextOf } from '../codes';
import { emailOf, enqueueEmail } from '../email';
import { holderChangeUntil } from './change-holder';

const S = AR_TICKET.server;
/** A downloaded QR code: large enough to print or show on another phone's screen. */
const QR_DOWNLOAD_PX = 480;

/**
 * The booking a booker's link points at; a forged or malformed link, or a QR code's token (it admits
 * at the door and opens nothing else, docs/api/booker-page.md#the-link), is simply not found.
 */
export function bookingIdOf(config: Config, token: string): string {
  const id = verifyBookerToken(config.ticketSecret, token);
  if (!id) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  return id;
}

/** The staff's reason for a decision. */
function staffReason(booking: BookingRow): string | null {
  return booking.decisionReason;
}

/** The booker's view of a booking (docs/api/booker-page.md#view): never a national ID or payment number. */
async function toTicketDto(
  db: Tx,
  config: Config,
  token: string,
  { booking, event }: { booking: BookingRow; event: EventRow },
): Promise<TicketDto> {
  const { amount, subtotal, discount } = bookingMoney(booking, event.ticketPrice);
  const pending = booking.status === 'Pending';
  const accepted = booking.status === 'Accepted';
  const changeUntil = pending || accepted ? holderChangeUntil(config, event) : null;
  const changeOpen = changeUntil !== null && Date.now() < changeUntil.getTime();
  // Each ticket's QR holds its admission token, not this page's key; the booker's is the first.
  const tickets = await Promise.all(
    (await ticketsOf(db, booking.id)).map(async (ticket, position) => {
      const qrCodeData = accepted ? signTicket(config.ticketSecret, ticket.id, ticket.qrVersion) : undefined;
      return {
        _id: ticket.id,
        fullName: ticket.fullName,
        checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
        canChangeHolder: changeOpen && position > 0 && !ticket.checkedInAt,
        ticketType: { _id: ticket.typeId ?? '', name: ticket.typeName ?? '' },
        price: Number(ticket.price ?? 0),
        ...(qrCodeData && {
          qrCodeData,
          qrSvg: await qrSvgDataUrl(qrCodeData),
          qrImageUrl: qrImagePath(token, ticket.id),
        }),
      };
    }),
  );
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
    subtotal,
    discount,
    code: await codeTextOf(db, booking.codeId),
    paymentMethod: booking.paymentMethod,
    payment: pending && amount > 0 ? { instaPay, vodafoneCash, accountName } : null,
    expiresAt: pending ? (booking.expiresAt?.toISOString() ?? null) : null,
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
    canCancel:
      pending ||
      (accepted && !booking.checkedInAt && Date.now() < bookerCancelUntil(config, event).getTime()),
    // Section 15: a paid ticket's cancel states the refund policy before the booker confirms.
    refundPolicy: accepted && amount > 0 ? config.bookingClock.refundPolicy : null,
    cancelUntil: accepted ? bookerCancelUntil(config, event).toISOString() : null,
    refundDue: booking.refundDue,
    eventCancelled: event.cancelledAt
      ? { at: event.cancelledAt.toISOString(), reason: event.cancelReason }
      : null,
    quantity: booking.quantity,
    changeHolderUntil: changeUntil?.toISOString() ?? null,
    tickets,
    // Kept for clients written before section 13: the booker's own ticket.
    qrCodeData: tickets[0]?.qrCodeData ?? null,
    qrSvg: tickets[0]?.qrSvg ?? null,
  };
}

/** Where the booker downloads one ticket's QR code as a PNG (behind the booker's own token). */
function qrImagePath(token: string, ticketId: string): string {
  return `/api/tickets/${encodeURIComponent(token)}/tickets/${ticketId}/qr.png`;
}

/**
 * One ticket's QR code as a PNG, for the booker to forward to its holder (section 13): only a ticket
 * of the link's booking, and only once that booking is Accepted (before that no QR is issued).
 */
export async function ticketQrPng(
  db: Db,
  config: Config,
  token: string,
  ticketId: string,
): Promise<{ png: Buffer; filename: string }> {
  const { booking } = await bookingWithEvent(db, bookingIdOf(config, token));
  const wanted = ticketId.toLowerCase();
  const all = await ticketsOf(db, booking.id);
  const position = all.findIndex((ticket) => ticket.id === wanted);
  if (position < 0) throw new NotFound(S.ticketNotFound);
  if (booking.status !== 'Accepted') throw new Conflict(S.qrNotIssued);
  return {
    png: await qrPng(signTicket(config.ticketSecret, wanted, all[position]!.qrVersion), QR_DOWNLOAD_PX),
    filename: `ticket-${booking.reference}-${position + 1}.png`,
  };
}

export async function getTicket(db: Db, config: Config, token: string): Promise<TicketDto> {
  return toTicketDto(db, config, token, await bookingWithEvent(db, bookingIdOf(config, token)));
}

/** A proof is taken only for a booking that exists and is still Pending. */
function assertTakesProof<T extends Pick<BookingRow, 'status' | 'expiresAt'>>(
  booking: T | undefined,
): asserts booking is T {
  if (!booking) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  if (booking.status !== 'Pending') throw new Conflict(S.proofNotPending);
  // A proof sent before the deadline stops the clock (section 15); one sent after it comes too late.
  if (booking.expiresAt && booking.expiresAt.getTime() <= Date.now()) {
    throw new Conflict(S.proofTooLate);
  }
}

/**
 * Stores the booker's proof of payment, while the booking is Pending: the screenshot as a private
 * image, with what they typed. A new proof replaces the old one (its image is deleted with it).
 * The screenshot is decoded (`prepare`, the costly part) only once the link and the booking's
 * state allow it (docs/api/README.md#input-hygiene): a forged link or a booking past Pending costs no image
 * work. The state is checked again under the row's lock before saving.
 */
export async function savePaymentProof(
  db: Db,
  config: Config,
  token: string,
  prepare: () => Promise<PreparedImage>,
  fields: PaymentProofFields,
): Promise<TicketDto> {
  const id = bookingIdOf(config, token);
  const before = await proofState(db, id);
  assertTakesProof(before);
  const image = await prepare();
  const row = await db.transaction(async (tx) => {
    const current = await lockBooking(tx, id);
    assertTakesProof(current);
    const proofImage = await saveImage(tx, 'proofs', image, { isPrivate: true });
    await setProof(tx, id, {
      proofImage,
      proofTransactionId: fields.transactionId ?? null,
      proofSenderNumber: fields.senderNumber ?? null,
    });
    await deleteImage(tx, current.proofImage);
    return bookingWithEvent(tx, id);
  });
  // An unmatched transfer this proof names is matched to it now (`docs/api/payments.md`, matching).
  const matched = await paymentDetailsArrived(db, config, [id]);
  return toTicketDto(db, config, token, matched.size ? await bookingWithEvent(db, id) : row);
}

/**
 * The proof screenshot of a booking, for the link's holder or staff; private, never on a public path.
 * `thumb`: its small thumbnail, for a list's row (lib/images.ts findThumbnail).
 */
export async function findProofImage(db: Db, bookingId: string, size?: 'thumb'): Promise<StoredImage> {
  const proofImage = await proofImageOf(db, bookingId);
  const find = size === 'thumb' ? findThumbnail : findImage;
  const image = proofImage ? await find(db, proofImage, { isPrivate: true }) : undefined;
  if (!image) throw new NotFound(S.proofNotFound);
  return image;
}

export async function findProofImageByToken(db: Db, config: Config, token: string): Promise<StoredImage> {
  return findProofImage(db, bookingIdOf(config, token));
}

/**
 * The booker cancels (section 15): a Pending booking, or an Accepted one up to CANCEL_UNTIL_HOURS
 * before its event and before check-in (modules/bookings/transitions/cancel.ts).
 */
export async function cancelByBooker(db: Db, config: Config, token: string): Promise<TicketDto> {
  const id = bookingIdOf(config, token);
  const row = await db.transaction(async (tx) => {
    await cancelBooking(tx, config, id, { cause: 'booker', actorId: null });
    return bookingWithEvent(tx, id);
  });
  return toTicketDto(db, config, token, row);
}

/**
 * "Find my bookings": when the address has active bookings, and `mayEmail` allows one more email to
 * it (the per-address cap), one email lists their links. Runs after the answer was sent
 * (resend-links.ts), so the answer tells nobody whether an address booked.
 */
export async function resendBookingLinks(
  db: Db,
  mayEmail: () => Promise<boolean>,
  email: string,
): Promise<void> {
  const rows = await activeBookingsOf(db, email, 50);
  if (rows.length === 0 || !(await mayEmail())) return;
  await db.transaction((tx) =>
    enqueueEmail(
      tx,
      emailOf('booking-links', rows[0]!.booking.email ?? email, {
        bookings: rows.map(({ booking, event }) => ({
          id: booking.id,
          reference: booking.reference,
          eventName: event.name,
          eventDate: event.date.toISOString(),
        })),
      }),
    ),
  );
}
