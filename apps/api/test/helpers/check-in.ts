import { sampleNationalId } from '@app/shared';
import type { InjectOptions } from 'fastify';
import { bookings, events, tickets } from '../../src/db/schema';
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

type BookingFields = {
  fullName?: string;
  paymentNumber?: string;
  paymentMethod?: 'InstaPay' | 'VodafoneCash';
};

/**
 * A booking of one ticket, as the booking call makes it: the booking and its ticket 0, the booker's,
 * whose id is the booking's (docs/api/bookings.md#several-tickets), so its QR signs the booking id.
 */
export async function insertBooking(
  app: TestApp,
  eventId: string,
  status: BookingStatus = 'Accepted',
  fields: BookingFields = {},
) {
  const { booking } = await insertGroupBooking(app, eventId, [], status, fields);
  return booking;
}

/**
 * A booking of several tickets (section 13): the booker's first (id = the booking's), then one per
 * guest named, each with its own national ID. Answers the booking and its tickets in order.
 */
export async function insertGroupBooking(
  app: TestApp,
  eventId: string,
  guests: string[],
  status: BookingStatus = 'Accepted',
  fields: BookingFields = {},
) {
  seq += 1;
  const db = app.database.db;
  const [booking] = await db
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
      quantity: guests.length + 1,
    })
    .returning();
  const active = status === 'Pending' || status === 'Accepted';
  const people = [{ fullName: booking!.fullName, nationalId: booking!.nationalId }];
  for (const fullName of guests) {
    seq += 1;
    people.push({ fullName, nationalId: sampleNationalId(seq) });
  }
  const rows = await db
    .insert(tickets)
    .values(
      people.map((person, position) => ({
        ...(position === 0 ? { id: booking!.id } : {}),
        bookingId: booking!.id,
        eventId,
        position,
        fullName: person.fullName,
        nationalId: person.nationalId,
        active,
      })),
    )
    .returning();
  return { booking: booking!, tickets: rows.sort((a, b) => a.position - b.position) };
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

/**
 * docs/api/check-in.md#what-the-door-sees: what the door sees of a person is the name, the reference, the status and
 * the national ID's last 4 digits; never the email, the payment number or the whole national ID.
 */
export function expectNothingPrivate(
  body: string,
  booking: { email: string | null; nationalId: string | null; paymentNumber: string | null },
) {
  const seen = [booking.email, booking.nationalId, booking.paymentNumber].filter(
    (value): value is string => value !== null && body.includes(value),
  );
  if (seen.length > 0) throw new Error(`the door's answer shows ${seen.join(', ')}: ${body}`);
  for (const field of ['"email"', '"nationalId"', '"paymentNumber"', '"paymentMethod"']) {
    if (body.includes(field)) throw new Error(`the door's answer carries ${field}: ${body}`);
  }
}
