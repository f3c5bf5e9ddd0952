import { AR, type TicketDto } from '@app/shared';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { bookings, events } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { verifyTicket } from './ticket-token';

/** The ticket page's data for a signed ticket link; anything forged or unknown is simply not found. */
export async function getTicket(db: Db, secret: string, token: string): Promise<TicketDto> {
  const bookingId = verifyTicket(secret, token);
  if (!bookingId) throw new NotFound(AR.bookings.bookingNotFound);
  const [row] = await db
    .select({ booking: bookings, event: events })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) throw new NotFound(AR.bookings.bookingNotFound);
  const { booking, event } = row;
  const svg = await QRCode.toString(token, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' });
  return {
    reference: booking.reference,
    fullName: booking.fullName,
    status: booking.status,
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    event: {
      _id: event.id,
      name: event.name,
      date: event.date.toISOString(),
      location: event.location,
      image: event.image,
    },
    qrCodeData: token,
    qrSvg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
