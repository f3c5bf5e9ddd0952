import { sampleNationalId } from '@app/shared';
import type { InjectOptions } from 'fastify';
import { bookings, events } from '../../src/db/schema';
import { bearer, type TestApp } from '../test-app';

let seq = 0;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A distinct 7-character reference code per booking of a test process. */
function referenceFor(n: number): string {
  let code = '';
  for (let value = n + 1_000_000; code.length < 7; value = Math.floor(value / ALPHABET.length)) {
    code = ALPHABET[value % ALPHABET.length] + code;
  }
  return code;
}

export async function insertEvent(app: TestApp, name = 'ملتقى التسويق الرقمي') {
  const [event] = await app.database.db
    .insert(events)
    .values({
      name,
      description: 'وصف',
      date: new Date(Date.now() + 86_400_000),
      location: 'القاهرة',
      ticketPrice: 150,
    })
    .returning();
  return event!;
}

type BookingStatus = 'Pending' | 'Accepted' | 'Rejected' | 'Cancelled';

export async function insertBooking(
  app: TestApp,
  eventId: string,
  status: BookingStatus = 'Accepted',
  fields: { fullName?: string; paymentNumber?: string; paymentMethod?: 'InstaPay' | 'VodafoneCash' } = {},
) {
  seq += 1;
  const [booking] = await app.database.db
    .insert(bookings)
    .values({
      eventId,
      reference: referenceFor(seq),
      nationalId: sampleNationalId(seq),
      fullName: fields.fullName ?? `أحمد محمد ${seq}`,
      email: `booker${seq}@example.com`,
      paymentMethod: fields.paymentMethod ?? 'VodafoneCash',
      paymentNumber: fields.paymentNumber ?? '01012345678',
      status,
    })
    .returning();
  return booking!;
}

export function envelope(message: string) {
  return { success: false, error: message, errors: [{ msg: message }] };
}

type InjectPayload = InjectOptions['payload'];

/** One call of the door's API as a signed-in account (or anonymous without a token). */
export function door(app: TestApp, token: string | undefined) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as InjectPayload }),
    });
}
