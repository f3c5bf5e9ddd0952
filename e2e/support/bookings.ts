import {
  type BookingDto,
  type BookingReceiptDto,
  type BookingRequestInput,
  sampleNationalId,
} from '@app/shared';
import { createEvent } from './events';
import { adminLogin, api, expect } from './fixtures';

let seq = 0;

/**
 * A valid national ID no other booking of this worker uses (a repeated ID on one event is refused;
 * the two workers never book on the same event).
 */
export function uniqueNationalId(): string {
  seq += 1;
  return sampleNationalId((process.pid % 28) * 100_000 + (seq % 100_000));
}

/** A booking just made: its email and national ID are there (only section 17's erasure clears them). */
type NewBooking = BookingDto & { email: string; nationalId: string };

/** Books a seat through the public API, as the booking form does; the booking stays Pending. */
export async function createBooking(
  eventId: string,
  overrides: Partial<Omit<BookingRequestInput, 'eventId'>> = {},
  base?: string,
): Promise<NewBooking> {
  const nationalId = overrides.nationalId ?? uniqueNationalId();
  const { status, body } = await api('POST', '/api/events/bookings', {
    json: {
      eventId,
      nationalId,
      fullName: `ضيف ${nationalId.slice(-4)}`,
      email: `guest${nationalId}@example.com`,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
      ...overrides,
    },
    base,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as NewBooking;
}

/** Accepts a booking as staff (this queues the acceptance email with the ticket). */
export async function acceptBooking(token: string, bookingId: string) {
  const { status, body } = await api('PUT', `/api/events/bookings/${bookingId}/status`, {
    token,
    json: { status: 'Accepted' },
  });
  expect(status, JSON.stringify(body)).toBe(200);
}

/** A 1x1 PNG, a booker's transfer screenshot: the server checks its bytes and makes the WebP copies staff see. */
export const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A Pending booking of a new 150 EGP event, as its booker receives it (with its page's link). */
export async function pendingPaidBooking(): Promise<BookingReceiptDto> {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `أمسية ${Date.now().toString(36)}`,
    ticketPrice: 150,
  });
  return (await createBooking(event._id)) as unknown as BookingReceiptDto;
}
