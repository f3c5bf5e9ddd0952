import { AR } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, type TestApp, useTestApp } from '../../../test/test-app';
import { bookings, events } from '../../db/schema';
import { signTicket } from '../tickets/ticket-token';

const t = useTestApp();
const URL = '/api/events/bookings/verify-qr';

let seq = 0;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A distinct 7-character reference code per booking of this file. */
function referenceFor(n: number): string {
  let code = '';
  for (let value = n + 1_000_000; code.length < 7; value = Math.floor(value / ALPHABET.length)) {
    code = ALPHABET[value % ALPHABET.length] + code;
  }
  return code;
}

async function insertEvent(app: TestApp, name = 'ملتقى التسويق الرقمي') {
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

async function insertBooking(
  app: TestApp,
  eventId: string,
  status: 'Pending' | 'Accepted' | 'Rejected' = 'Accepted',
) {
  seq += 1;
  const [booking] = await app.database.db
    .insert(bookings)
    .values({
      eventId,
      reference: referenceFor(seq),
      nationalId: String(29_901_010_000_000 + seq),
      fullName: `أحمد محمد ${seq}`,
      email: `booker${seq}@example.com`,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
      status,
    })
    .returning();
  return booking!;
}

async function verify(app: TestApp, token: string | undefined, qrCodeData: unknown) {
  return app.app.inject({
    method: 'POST',
    url: URL,
    headers: token ? bearer(token) : {},
    payload: { qrCodeData },
  });
}

function envelope(message: string) {
  return { success: false, error: message, errors: [{ msg: message }] };
}

describe('verify-qr', () => {
  it('checks in an accepted booking once and answers the booking with its event', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const before = Date.now();
    const res = await verify(t(), scanner.token, signTicket(t().config.ticketSecret, booking.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: AR.checkIn.successTitle,
      data: {
        _id: booking.id,
        reference: booking.reference,
        fullName: booking.fullName,
        email: booking.email,
        nationalId: booking.nationalId,
        paymentMethod: 'VodafoneCash',
        paymentNumber: '01012345678',
        status: 'Accepted',
        createdAt: booking.createdAt.toISOString(),
        event: { _id: event.id, name: event.name },
      },
    });
    expect(Date.parse(body.data.checkedInAt)).toBeGreaterThanOrEqual(before - 1000);

    // The staff account that let the guest in is recorded.
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.checkedInBy).toBe(scanner.id);
    expect(row!.checkedInAt!.toISOString()).toBe(body.data.checkedInAt);

    const again = await verify(t(), scanner.token, signTicket(t().config.ticketSecret, booking.id));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      ...envelope(AR.checkIn.serverAlreadyCheckedIn),
      checkedInAt: body.data.checkedInAt,
    });
  });

  it('refuses a forged, malformed or empty code with 400 معرف الحجز غير صالح', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const forged = signTicket('another-secret-that-is-long-enough-1234567', booking.id);
    const tampered = signTicket(t().config.ticketSecret, booking.id).slice(0, -2) + 'xx';
    for (const code of [
      forged,
      tampered,
      'T1.not-a-uuid.abc',
      'hello world',
      '!!!',
      '',
      '   ',
      'a'.repeat(600),
    ]) {
      const res = await verify(t(), admin.token, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error, code).toBe(AR.checkIn.serverInvalidId);
    }
    const missing = await t().app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].msg).toBe(AR.checkIn.serverInvalidId);

    // None of them checked the booking in.
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.checkedInAt).toBeNull();
  });

  it('answers 404 for a genuine ticket of a booking that does not exist', async () => {
    const admin = await signIn(t(), 'Admin');
    const res = await verify(
      t(),
      admin.token,
      signTicket(t().config.ticketSecret, '2f1b7a4e-9c3d-4e5f-8a6b-1c2d3e4f5a6b'),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(envelope(AR.checkIn.serverNotFound));
  });

  it('refuses pending and rejected bookings with 400 الحجز غير مؤكد and leaves them unchanged', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t());
    for (const status of ['Pending', 'Rejected'] as const) {
      const booking = await insertBooking(t(), event.id, status);
      const res = await verify(t(), admin.token, signTicket(t().config.ticketSecret, booking.id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(envelope(AR.checkIn.serverNotConfirmed));
      const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row).toMatchObject({ status, checkedInAt: null });
    }
  });

  it('checks in by the booking reference code typed in any case, with spaces', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t(), 'ورشة التصميم');
    const booking = await insertBooking(t(), event.id);
    const typed = ` ${booking.reference.slice(0, 3).toLowerCase()} ${booking.reference.slice(3)} `;
    const res = await verify(t(), admin.token, typed);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: booking.id, event: { name: 'ورشة التصميم' } });

    const again = await verify(t(), admin.token, booking.reference);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(AR.checkIn.serverAlreadyCheckedIn);

    // A code that matches no booking is refused like garbage, even when it fits the code alphabet.
    for (const text of ['ZZZZ999', 'garbage']) {
      const unknown = await verify(t(), admin.token, text);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe(AR.checkIn.serverInvalidId);
    }

    const pending = await insertBooking(t(), event.id, 'Pending');
    const notConfirmed = await verify(t(), admin.token, pending.reference);
    expect(notConfirmed.json().error).toBe(AR.checkIn.serverNotConfirmed);
  });

  it('gives exactly one success when one ticket is scanned at ten doors at once', async () => {
    const admin = await signIn(t(), 'Admin');
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const token = signTicket(t().config.ticketSecret, booking.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => verify(t(), i % 2 ? admin.token : scanner.token, token)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.json()).toEqual({
        ...envelope(AR.checkIn.serverAlreadyCheckedIn),
        checkedInAt: ok[0]!.json().data.checkedInAt,
      });
    }
  });

  it('lets only Admin and Scanner verify', async () => {
    const event = await insertEvent(t());
    const booking = await insertBooking(t(), event.id);
    const token = signTicket(t().config.ticketSecret, booking.id);
    for (const role of ['Supporter', 'Contant', 'User'] as const) {
      const account = await signIn(t(), role);
      const res = await verify(t(), account.token, token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().success).toBe(false);
    }
    const anonymous = await verify(t(), undefined, token);
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.checkedInAt).toBeNull();
  });
});
