import type { BookingDto, BookingRequestInput } from '@app/shared';
import { api, expect } from './fixtures';

let seq = 0;

/**
 * A 14-digit national ID no other booking of this run uses: the worker's process id, the clock and a
 * counter (two workers book at the same time, and a repeated ID on one event is refused).
 */
export function uniqueNationalId(): string {
  seq += 1;
  const pid = String(process.pid % 1000).padStart(3, '0');
  const clock = String(Date.now() % 10_000_000).padStart(7, '0');
  return `2${pid}${clock}${String(seq % 1000).padStart(3, '0')}`;
}

/** Books a seat through the public API, as the booking form does; the booking stays Pending. */
export async function createBooking(
  eventId: string,
  overrides: Partial<Omit<BookingRequestInput, 'eventId'>> = {},
): Promise<BookingDto> {
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
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as BookingDto;
}

/** Accepts a booking as staff (this queues the acceptance email with the ticket). */
export async function acceptBooking(token: string, bookingId: string) {
  const { status, body } = await api('PUT', `/api/events/bookings/${bookingId}/status`, {
    token,
    json: { status: 'Accepted' },
  });
  expect(status, JSON.stringify(body)).toBe(200);
}
