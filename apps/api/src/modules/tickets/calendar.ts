import { AR_BOOKING_EMAILS, AR_BOOKINGS } from '@app/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { bookingWithEvent, ticketUrl, verifyBookerToken } from '../bookings';
import { buildIcs } from '../email';

/**
 * The booker's "add to calendar" file (docs/api/booker-page.md#add-to-calendar): the event, in UTC,
 * with the reference and the booker's page; the same UID as the accepted email's .ics, so a calendar
 * that imported both keeps one entry.
 */
export async function ticketCalendar(db: Db, config: Config, token: string): Promise<string> {
  const id = verifyBookerToken(config.ticketSecret, token);
  if (!id) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  const { booking, event } = await bookingWithEvent(db, id);
  const pageUrl = ticketUrl(config, booking.id);
  return buildIcs({
    uid: `${booking.id}@tickets`,
    start: event.date,
    summary: event.name,
    location: event.location,
    description: `${AR_BOOKING_EMAILS.reference}: ${booking.reference}\n${pageUrl}`,
    url: pageUrl,
  });
}
